import EscapeGame
import ImageFiles
import Inputs
import SafeFiles
import SceneApp
import SceneFormat

/// The files a feature opens from: an app of scenes, the escape game and its saved progress. A file that
/// does not load is one clear line (or one line per problem), exit status 2.
public enum FeatureFiles {
    /// The app of scenes in the folder `scenes`.
    public static func loadApp(_ scenes: String) throws(UserFacingError) -> AppDefinition {
        do {
            return try AppLoader.load(directory: scenes)
        } catch let failure {
            throw .unloadable(failure.diagnostics.map(\.description), folder: scenes, kind: "scene")
        }
    }

    /// The settings screens and hands-free help (`Scenes/settings/`), added to every app.
    /// Without a bundled copy the app runs without them ("settings is not loaded" is said when asked).
    public static func loadSettings() throws(UserFacingError) -> AppDefinition {
        guard let folder = BundledData.find("settings") else {
            return AppDefinition(title: "", rootSceneID: "", scenes: [:])
        }
        return try loadApp(folder)
    }

    /// The escape game in the folder `game`.
    public static func loadGame(_ game: String) throws(UserFacingError) -> Game {
        do {
            return try EscapeGameLoader.load(directory: game)
        } catch {
            throw .unloadable(error.diagnostics.map(\.description), folder: game, kind: "level")
        }
    }

    /// Where the progress of the game in `folder` is saved: the bundled game's in `escape-progress.json`, any
    /// other game's beside it under a name made from its folder, so playing another game never sets the
    /// bundled game's progress aside as damaged (its levels are not that game's).
    public static func progressPath(forGame folder: String) -> String? {
        guard let path = ProgressFile.defaultPath() else { return nil }
        guard SafeFile.resolved(folder) != SafeFile.resolved(BundledData.defaultPath("escape")) else { return path }
        let key = FileDigest.sha256Hex(of: Array((SafeFile.resolved(folder) ?? folder).utf8)).prefix(12)
        return String(path.dropLast(".json".count)) + "-\(key).json"
    }

    /// The saved progress at `path`; a new game's when there is none.
    ///
    /// A damaged file is kept aside and a new game starts, saying so: the note is printed here, and the
    /// game says it too (`GameFeature.progressNote`), since the terminal is about to be taken over.
    public static func loadProgress(at path: String?, for game: Game) throws(UserFacingError) -> (
        progress: GameProgress, note: String?
    ) {
        guard let path else { return (GameProgress(), nil) }
        do {
            let saved = try ProgressFile.loadSettingAside(from: path, for: game)
            if let note = saved.note { FileOutput.standardError.write("facenav: \(note)\n") }
            return saved
        } catch {
            throw UserFacingError(message: error.message, exitCode: 2)
        }
    }
}
