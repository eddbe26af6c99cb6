import EscapeGame
import FaceNavCore
import FaceNavTestSupport
import SceneFormat
import Speech
import Testing

/// A level of the bundled game played through to the voice: exactly what the player hears, in order.
@Suite struct PlayedLevelTests {
    let voice = RecordingAnnouncer()

    /// Sends keys to the game and every announcement to the voice, as `facenav play` does.
    func press(_ keys: [Key], on state: inout GameState, at time: Double) {
        for key in keys {
            for case .announce(let announcement) in state.reduce(.key(key), at: time) { voice.announce(announcement) }
        }
    }

    @Test func theBedsideTableIsHeardExactly() throws {
        let game = try EscapeGameLoader.load(directory: LevelFileTests.repository + "/Scenes/escape")
        var state = GameState(game: game, progress: GameProgress(current: LevelID(chapter: 0, level: 1)))
        for case .announce(let announcement) in state.start(at: 0) { voice.announce(announcement) }
        press([.right, .down, .down, .enter], on: &state, at: 1)  // Drawer: kick
        press([.right, .down, .enter], on: &state, at: 2)  // Bell: ring
        press([.left, .up, .enter], on: &state, at: 3)  // Drawer: open replaces kick
        #expect(
            voice.texts == [
                "Level 1.2: The bedside table. Your hands find a bedside table with a drawer and a small bell. Each has its own actions: move to it, move down through its actions, and activate the one you want.",
                "Drawer. Actions available: move down to choose one, then activate.",
                "open, 1 of 2",
                "kick, 2 of 2",
                "Your toe hurts. The drawer stays shut.",
                "Bell. Actions available: move down to choose one, then activate.",
                "ring, 1 of 2",
                "The bell rings three times, and on the third ring a voice whispers one word: listen.",
                "Every object has been used, but nothing happens. Change an action and try again.",
                "Drawer. Actions available: move down to choose one, then activate.",
                "open, 1 of 2",
                "The drawer slides open. Inside is a folded card.",
                "The card in the drawer is raised dots of braille. It asks for the word the bell whispered.",
                "Level 1.3: The whispered word. The card says, in braille, write the word that the bell whispered and the door will listen. Which word did the bell whisper?",
            ])
        #expect(
            voice.announcements.suffix(2).map(\.priority) == [.routine, .routine],
            "the success and the next level queue behind the result")
        #expect(state.screen == .level(LevelID(chapter: 0, level: 2)))
    }
}
