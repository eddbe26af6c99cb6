import ArgumentParser
import EscapeGame
import FaceNavCore
import Foundation
import SceneFormat
import ScreenRendering
import Speech

/// `facenav play`: Escape from Blindness, the audio-first escape game, by keys or by face.
struct PlayCommand: UserFacingCommand {
    static let configuration = CommandConfiguration(
        commandName: "play",
        abstract: "Play Escape from Blindness, an audio-first escape game, with the keys or hands-free.",
        discussion: """
            Keys: right/left (or Tab/Shift-Tab) next and previous element; [ and ] (or PgUp/PgDn) turn the \
            rotor; up/down move through the rotor's items; Enter or Space activate; h hint; r repeat; \
            l level select; ? help; q quit. In an answer field, type and press Enter.
            Progress is saved in $XDG_STATE_HOME/facenav/escape-progress.json.
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

    @Option(name: .long, help: "The voice: auto, speechd, espeak or none.")
    var speech: String = "auto"

    @Option(name: .long, help: "Seconds between one hint unlocking and the next.")
    var hintInterval: Double = 30

    @Option(name: .long, help: "The seed that shuffles answers and places clues.")
    var seed: UInt64 = 1

    func runOrThrow() throws(UserFacingError) {
        try BundledData.requireFound(game, option: "--game")
        let loaded = try loadGame()
        let profile = try input.loadProfile()
        guard let choice = SpeechChoice(rawValue: speech) else {
            throw UserFacingError(
                message: "--speech must be auto, speechd, espeak or none, not '\(speech)'", exitCode: 2)
        }
        guard hintInterval > 0 else {
            throw UserFacingError(
                message: "--hint-interval must be more than 0 seconds, not \(hintInterval)", exitCode: 2)
        }
        let opening = try chosenLevel(in: loaded).map { GameAction.start($0) }
        let frames = try input.trace.map { path throws(UserFacingError) in try TraceFile.read(path) }
        let progressPath = ProgressFile.defaultPath()
        var progress = GameProgress()
        if let progressPath {
            do {
                let saved = try ProgressFile.loadSettingAside(from: progressPath, for: loaded)
                progress = saved.progress
                if let note = saved.note { FileOutput.standardError.write("facenav: \(note)\n") }
            } catch {
                throw UserFacingError(message: error.message, exitCode: 2)
            }
        }
        let announcer: Announcer
        switch (input.headless ? SpeechChoice.none : choice).makeAnnouncer(
            path: ProcessInfo.processInfo.environment["PATH"])
        {
        case .success(let voice): announcer = voice
        case .failure(let problem): throw UserFacingError(message: problem.message, exitCode: 2)
        }
        let shell = try GameShell(announcer: announcer, events: input.events, progressPath: progressPath)
        var state = GameState(
            game: loaded, progress: progress, profile: profile, seed: seed, hintInterval: hintInterval)
        var renderer = GameScreenRenderer(
            blind: blind, inputName: frames == nil ? "keyboard" : "trace", voiceName: announcer.name)
        if input.headless {
            guard let frames else {
                throw UserFacingError(
                    message: "--headless needs --trace FILE: there is no one at the keyboard", exitCode: 2)
            }
            let size = Size(width: 80, height: 24)
            state.playArea = GameScreenRenderer.playArea(for: size)
            if let opening {
                shell.send(opening, to: &state, at: 0)
            } else {
                shell.perform(state.start(at: 0), on: &state)
            }
            let start = frames[0].time
            for frame in frames where !state.isQuitting {
                shell.send(.faceMeasured(frame), to: &state, at: frame.time - start)
            }
            renderer.inputName = "trace"
            FileOutput.standardOutput.write(renderer.render(state, size: size).plainText + "\n")
            try shell.checkLogWritten()
            return
        }
        var session = try GameSession(state: state, shell: shell, renderer: renderer, trace: frames, fast: input.fast)
        session.run(opening: opening)
        try shell.checkLogWritten()
    }

    private func chosenLevel(in game: Game) throws(UserFacingError) -> LevelID? {
        switch (chapter, level) {
        case (nil, nil): return nil
        case (.some(let c), .some(let l)):
            let id = LevelID(chapter: c - 1, level: l - 1)
            guard game.level(id) != nil else {
                let chapters = game.chapters.enumerated().map {
                    "chapter \($0.offset + 1) has \($0.element.levels.count)"
                }
                throw UserFacingError(
                    message: "there is no level \(c).\(l): \(chapters.joined(separator: ", ")) levels", exitCode: 2)
            }
            return id
        default:
            throw UserFacingError(
                message: "--chapter and --level go together: give both, like --chapter 2 --level 1", exitCode: 2)
        }
    }

    private func loadGame() throws(UserFacingError) -> Game {
        do {
            return try EscapeGameLoader.load(directory: game)
        } catch {
            let lines = error.diagnostics.map(\.description)
            throw UserFacingError(
                message: (lines.isEmpty ? ["cannot load the game from \(game)"] : lines).joined(separator: "\n")
                    + "\nfix the level files above (`facenav check \(game)` lists them)",
                exitCode: 2)
        }
    }

}
