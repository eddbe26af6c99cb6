import Foundation
import ArgumentParser
import EscapeGame
import FaceNavCore
import Features
import Runtime
import SceneFormat

/// `facenav run`: an app of scenes, driven by keys, mouse, a face (camera, video, trace), voice or dwell.
struct RunCommand: UserFacingCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Open an app of scenes in the terminal (the bundled demo by default).")

    @OptionGroup var input: SessionOptions

    @Option(name: .long, help: "The app folder: app.yaml and one YAML file per scene.")
    var scenes: String = "Scenes/demo"

    @Option(
        name: .long, help: "Open this instead of --scenes: the launcher lists the demo, the example app and the game.")
    var app: AppChoice?

    @Option(name: .long, help: "How head pose moves the cursor (default: the profile's).")
    var cursor: CursorMode?

    func runOrThrow() throws(UserFacingError) {
        var profile = try input.loadProfile()
        if let cursor { profile.cursorMode = cursor }
        let session = try Session(options: input, profile: profile)
        let size = input.headless ? try input.screenSize() : Size(width: 80, height: 24)
        if app == .launcher {
            let launcher = try Self.launcher(profile: profile, voiceName: session.announcer.name)
            try session.run(launcher, state: launcher.initialState(profile: profile, size: size))
            return
        }
        let app = try Self.loadApp(scenes).addingScenes(of: try Self.loadSettings())
        let profilePath = input.profile ?? ProfileFile.defaultPath()
        try session.run(
            AppFeature(profilePath: profilePath, calibratesAtStart: isFirstLiveRun(profilePath: profilePath)),
            state: AppState(app: app, profile: profile, screenSize: size))
    }

    /// The settings screens and hands-free help (`Scenes/settings/`), added to every app.
    static func loadSettings() throws(UserFacingError) -> AppDefinition {
        try loadApp("Scenes/settings")
    }

    /// A webcam drives and no profile has been saved yet: the calibration wizard opens first.
    func isFirstLiveRun(profilePath: String?) -> Bool {
        guard !input.headless, input.video == nil, input.trace == nil, input.replay == nil, input.camera != "none",
            let profilePath
        else { return false }
        return !FileManager.default.fileExists(atPath: profilePath)
    }

    /// The launcher's entries: the bundled demo and example apps and the escape game, loaded now.
    static func launcher(profile: Profile, voiceName: String) throws(UserFacingError) -> LauncherFeature {
        let demo = try loadApp("Scenes/demo")
        let example = try loadApp("Scenes/example")
        let game = try PlayCommand.loadGame("Scenes/escape")
        let progressPath = ProgressFile.defaultPath()
        let progress = try PlayCommand.loadProgress(at: progressPath, for: game)
        return LauncherFeature(entries: [
            .init(title: "Demo app") {
                FeatureInstance(
                    AppFeature(), state: AppState(app: demo, profile: profile, screenSize: Size(width: 80, height: 24)))
            },
            .init(title: "Example app") {
                FeatureInstance(
                    AppFeature(),
                    state: AppState(app: example, profile: profile, screenSize: Size(width: 80, height: 24)))
            },
            .init(title: "Escape from Blindness") {
                FeatureInstance(
                    GameFeature(progressPath: progressPath, renderer: GameScreenRenderer(voiceName: voiceName)),
                    state: GameState(game: game, progress: progress, profile: profile))
            },
        ])
    }

    static func loadApp(_ scenes: String) throws(UserFacingError) -> AppDefinition {
        do {
            return try AppLoader.load(directory: scenes)
        } catch let failure {
            let lines = failure.diagnostics.map(\.description)
            throw UserFacingError(
                message: lines.joined(separator: "\n") + (lines.count > 1 ? "\n" : "")
                    + (lines.isEmpty ? "cannot load scenes from \(scenes)" : "")
                    + (lines.count == 1 ? "" : "fix the scene files above (`facenav check \(scenes)` lists them)"),
                exitCode: 2)
        }
    }
}
