import ArgumentParser
import EscapeGame
import FaceNavCore
import Features
import Foundation
import Inputs
import Runtime
import SceneApp
import SceneFormat
import Session

/// `facenav run`: an app of scenes, driven by keys, mouse, a face (camera, video, trace), voice or dwell.
struct RunCommand: UserFacingCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Open an app of scenes in the terminal (the bundled demo by default).")

    @OptionGroup var input: SessionOptions

    @Option(name: .long, help: "The app folder: app.yaml and one YAML file per scene.")
    var scenes: String = BundledData.defaultPath("demo")

    @Option(name: .long, help: "Open a bundled feature instead of --scenes; the launcher lists the others.")
    var app: BundledApp?

    @Option(name: .long, help: "With --app cards: the swipe deck to open.")
    var deck: String = BundledData.defaultPath("cards") + "/deck.yaml"

    @OptionGroup var selfie: SelfieOptions

    @Option(name: .long, help: "How head pose moves the cursor (default: the profile's).")
    var cursor: CursorMode?

    /// Refuses options that choose two different things to open, rather than silently ignoring one.
    func validate() throws {
        if app != nil, scenes != BundledData.defaultPath("demo") {
            throw ValidationError("--scenes opens an app folder and --app a bundled app: give one")
        }
        if app != .cards, deck != BundledData.defaultPath("cards") + "/deck.yaml" {
            throw ValidationError("--deck chooses the swipe deck of --app cards: add --app cards or leave out --deck")
        }
    }

    func runOrThrow() throws(UserFacingError) {
        var profile = try input.loadProfile()
        if let cursor { profile.cursorMode = cursor }
        let session = try Session(options: input.settings, profile: profile)
        let size = input.headless ? input.size.size : Size(width: 80, height: 24)
        if let app {
            let open = try app.opener(
                profile: profile, voiceName: session.announcer.name, deck: deck, selfie: try selfie.settings())
            // FaceNav's own screens (pause, settings, history, camera, quit) over whichever app it is.
            let shell = HandsFreeShell(
                profilePath: input.profile ?? ProfileFile.defaultPath(), previewMode: BundledApp.previewMode)
            try session.run(
                shell,
                state: shell.initialState(
                    app: open([:]), screens: try FeatureFiles.loadSettings(), profile: profile, size: size,
                    hasVoice: session.hasVoice),
                camera: CapturePlaces.handler(frames: session.frames, selfies: selfie.dataFolder),
                cameraCheck: CameraProbe.check(camera: input.camera, video: input.video))
            return
        }
        try BundledData.requireFound(scenes, option: "--scenes")
        let app = try FeatureFiles.loadApp(scenes).addingScenes(of: try FeatureFiles.loadSettings())
        let profilePath = input.profile ?? ProfileFile.defaultPath()
        var state = AppState(app: app, profile: profile, screenSize: size)
        state.hasVoice = session.hasVoice
        // The emulated face (`f`) in front of the app, as the shell holds it over `--app`.
        try session.run(
            EmulatedFaceHost(
                AppFeature(
                    profilePath: profilePath,
                    calibratesOnFirstFace: try input.settings.calibratesOnFirstFace(profilePath: profilePath),
                    previewMode: BundledApp.previewMode)),
            state: .init(base: state))
    }
}
