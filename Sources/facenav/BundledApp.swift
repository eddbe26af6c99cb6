import ArgumentParser
import EscapeGame
import FaceNavCore
import Features
import Runtime
import SceneFormat

/// What `facenav run --app NAME` opens, and what the launcher lists: the features that ship with FaceNav.
///
/// A new feature (a mock app, a settings screen) is one more case here: it is then reachable by name and
/// from the launcher, through the same program loop as the rest.
enum BundledApp: String, CaseIterable, ExpressibleByArgument {
    case launcher
    case demo
    case example
    case escape

    /// The launcher's button for it.
    var title: String {
        switch self {
        case .launcher: "Launcher"
        case .demo: "Demo app"
        case .example: "Example app"
        case .escape: "Escape from Blindness"
        }
    }

    /// Loads what the feature needs now, so a broken file stops the command at once, and returns how to
    /// open a fresh one.
    func opener(profile: Profile, voiceName: String) throws(UserFacingError) -> () -> FeatureInstance {
        let size = Size(width: 80, height: 24)
        switch self {
        case .launcher:
            var entries: [LauncherFeature.Entry] = []
            for app in Self.allCases where app != .launcher {
                entries.append(.init(title: app.title, open: try app.opener(profile: profile, voiceName: voiceName)))
            }
            let launcher = LauncherFeature(entries: entries)
            return { FeatureInstance(launcher, state: launcher.initialState(profile: profile, size: size)) }
        case .demo, .example:
            let folder = BundledData.defaultPath(rawValue)
            try BundledData.requireFound(folder, option: "--scenes")
            let app = try RunCommand.loadApp(folder)
            return { FeatureInstance(AppFeature(), state: AppState(app: app, profile: profile, screenSize: size)) }
        case .escape:
            let folder = BundledData.defaultPath("escape")
            try BundledData.requireFound(folder, option: "--game")
            let game = try PlayCommand.loadGame(folder)
            let progressPath = ProgressFile.defaultPath()
            let progress = try PlayCommand.loadProgress(at: progressPath, for: game)
            let feature = GameFeature(progressPath: progressPath, renderer: GameScreenRenderer(voiceName: voiceName))
            return { FeatureInstance(feature, state: GameState(game: game, progress: progress, profile: profile)) }
        }
    }
}
