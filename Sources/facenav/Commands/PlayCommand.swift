import ArgumentParser
import EscapeGame
import FaceNavCore
import Features
import ImageFiles
import Inputs
import SafeFiles
import SceneFormat
import Session

/// `facenav play`: Escape from Blindness, the audio-first escape game, by keys or by face.
struct PlayCommand: UserFacingCommand {
    static let configuration = CommandConfiguration(
        commandName: "play",
        abstract: "Play Escape from Blindness, an audio-first escape game, with the keys or hands-free.",
        discussion: """
            Keys: right/left (or Tab/Shift-Tab) next and previous element; [ and ] (or PgUp/PgDn) turn the \
            rotor; up/down move through the rotor's items; Enter or Space activate; h hint; r repeat; \
            l level select; ? help; q quit. In an answer field, type and press Enter.
            Progress is saved in $XDG_STATE_HOME/facenav/escape-progress.json (another --game: one file of its own beside it).
            """)

    @OptionGroup var input: SessionOptions

    @Option(name: .long, help: "The game folder: game.yaml and its chapter files.")
    var game: String = BundledData.defaultPath("escape")

    @Option(name: .long, help: "Play this chapter (from 1); needs --level.")
    var chapter: Int?

    @Option(name: .long, help: "Play this level of the chapter (from 1); needs --chapter.")
    var level: Int?

    @Flag(name: .long, help: "Hide the level's visual content: play by ear.")
    var blind = false

    @Option(name: .long, help: "Seconds between one hint unlocking and the next.")
    var hintInterval: Double = 30

    @Option(name: .long, help: "The seed that shuffles answers and places clues.")
    var seed: UInt64 = 1

    /// Refuses option values no game could take, before the game is loaded.
    func validate() throws {
        if let message = NumberOptionMessage.nonFinite(
            hintInterval, option: "--hint-interval", takes: "a number of seconds above 0, like 30")
        {
            throw ValidationError(message)
        }
        guard hintInterval > 0 else {
            throw ValidationError("--hint-interval must be more than 0 seconds, not \(hintInterval)")
        }
        switch (chapter, level) {
        case (nil, nil): break
        case (.some(let chapter), .some(let level)):
            guard chapter >= 1, level >= 1 else {
                throw ValidationError("--chapter and --level count from 1, like --chapter 2 --level 1")
            }
        default: throw ValidationError("--chapter and --level go together: give both, like --chapter 2 --level 1")
        }
    }

    func runOrThrow() throws(UserFacingError) {
        try BundledData.requireFound(game, option: "--game")
        let loaded = try FeatureFiles.loadGame(game)
        let profile = try input.loadProfile()
        let opening = try chosenLevel(in: loaded)
        let progressPath = FeatureFiles.progressPath(forGame: game)
        let saved = try FeatureFiles.loadProgress(at: progressPath, for: loaded)
        let session = try Session(options: input.settings, profile: profile)
        let feature = GameFeature(
            opening: opening, progressPath: progressPath,
            renderer: GameScreenRenderer(blind: blind, voiceName: session.announcer.name), progressNote: saved.note)
        let progress = saved.progress
        let state = GameState(
            game: loaded, progress: progress, profile: profile, seed: seed, hintInterval: hintInterval)
        // The emulated face (`f`) in front of the game, as the shell holds it over `--app game`.
        try session.run(EmulatedFaceHost(feature), state: .init(base: state))
    }

    /// The level `--chapter` and `--level` name (both or neither: see `validate()`), if it is in the game.
    private func chosenLevel(in game: Game) throws(UserFacingError) -> LevelID? {
        guard let chapter, let level else { return nil }
        let id = LevelID(chapter: chapter - 1, level: level - 1)
        guard game.level(id) != nil else {
            let chapters = game.chapters.enumerated().map { "chapter \($0.offset + 1) has \($0.element.levels.count)" }
            throw UserFacingError(
                message: "there is no level \(chapter).\(level): \(chapters.joined(separator: ", ")) levels",
                exitCode: 2)
        }
        return id
    }
}
