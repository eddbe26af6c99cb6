import EscapeGame
import FaceNavCore
import Foundation
import Runtime
import ScreenRendering

/// Escape from Blindness (`facenav play`) as a feature of the program loop: `GameState` reduced,
/// `GameScreenRenderer` drawing it, progress saved through the loop's `writeFile` effect.
public struct GameFeature: Feature {
    /// The level to open (`--chapter`/`--level`), or nil to continue where the progress says.
    public var opening: LevelID?
    /// Where progress is saved; nil saves nothing.
    public var progressPath: String?
    public var renderer: GameScreenRenderer
    /// What the player must be told about the saved progress as the game opens (a damaged file was kept
    /// aside and a new game started), or nil. Said after the opening, so it is heard, not only printed
    /// before the terminal is taken over.
    public var progressNote: String?

    public init(
        opening: LevelID? = nil, progressPath: String? = nil, renderer: GameScreenRenderer = GameScreenRenderer(),
        progressNote: String? = nil
    ) {
        self.opening = opening
        self.progressPath = progressPath
        self.renderer = renderer
        self.progressNote = progressNote
    }

    public func action(for input: ProgramInput) -> GameAction? {
        switch input {
        case .key(let key): .key(key)
        case .pointerMoved, .clicked: nil
        case .resized(let size): .resized(size)
        case .faceMeasured(let face): .faceMeasured(face)
        case .heard(let command, let word): .command(command, source: .voice(word: word))
        case .tick: .tick
        case .inputChanged(let name): .inputChanged(name)
        case .notice(let announcement): .notice(announcement)
        case .writeFailed(_, let message): .progressNotSaved(message)
        case .quitRequested: .quit
        case .frameSeen, .captured, .cameraChecked, .voice: nil
        }
    }

    public func start(_ state: inout GameState, at time: Double) -> [ProgramEffect] {
        var effects = opening.map { state.reduce(.start($0), at: time) } ?? state.reduce(.opened, at: time)
        if let progressNote { effects += state.reduce(.notice(Announcement(progressNote)), at: time) }
        return programEffects(effects)
    }

    public func reduce(_ state: inout GameState, _ action: GameAction, at time: Double) -> [ProgramEffect] {
        programEffects(state.reduce(action, at: time))
    }

    public func render(_ state: GameState, size: Size) -> ScreenBuffer {
        renderer.render(state, size: size)
    }

    public func isFinished(_ state: GameState) -> Bool { state.isQuitting }

    /// The answer field takes letters as the answer.
    public func takesText(_ state: GameState) -> Bool { state.focusedElement?.role == .answerField }

    /// `?` says and shows the game's keys.
    public func hasOwnHelp(_ state: GameState) -> Bool { true }

    /// The game's effects in the program's words; progress becomes the JSON `ProgressFile` reads.
    public func programEffects(_ effects: [GameEffect]) -> [ProgramEffect] {
        effects.compactMap {
            switch $0 {
            case .announce(let announcement): .announce(announcement)
            case .log(let event): .log(event.jsonLine)
            case .saveProgress(let progress):
                progressPath.map { .writeFile(path: $0, contents: Self.json(progress)) }
            case .quit: .quit
            }
        }
    }

    /// The progress in JSON this feature wrote (`json(_:)`), or nil when it is not.
    public static func progress(fromJSON text: String) -> GameProgress? {
        try? JSONDecoder().decode(GameProgress.self, from: Data(text.utf8))
    }

    /// The progress as `ProgressFile` writes it: sorted keys, so the file diffs cleanly.
    static func json(_ progress: GameProgress) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return (try? encoder.encode(progress)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }
}
