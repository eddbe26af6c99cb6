import ArgumentParser
import FaceNavCore
import Features
import SceneFormat

/// `facenav run`: an app of scenes, driven by keys, mouse, a face (camera, video, trace), voice or dwell.
struct RunCommand: UserFacingCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Open an app of scenes in the terminal (the bundled demo by default).")

    @OptionGroup var input: SessionOptions

    @Option(name: .long, help: "The app folder: app.yaml and one YAML file per scene.")
    var scenes: String = "Scenes/demo"

    @Option(name: .long, help: "How head pose moves the cursor: absolute or joystick.")
    var cursor: String?

    func runOrThrow() throws(UserFacingError) {
        let app = try loadApp()
        var profile = try input.loadProfile()
        if let cursor {
            guard let mode = CursorMode(rawValue: cursor) else {
                throw UserFacingError(message: "--cursor must be absolute or joystick, not '\(cursor)'", exitCode: 2)
            }
            profile.cursorMode = mode
        }
        let session = try Session(options: input, profile: profile)
        let size = input.headless ? try input.screenSize() : Size(width: 80, height: 24)
        try session.run(AppFeature(), state: AppState(app: app, profile: profile, screenSize: size))
    }

    private func loadApp() throws(UserFacingError) -> AppDefinition {
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
