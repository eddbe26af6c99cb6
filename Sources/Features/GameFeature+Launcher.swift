import EscapeGame
import FaceNavCore
import Runtime

extension GameFeature {
    /// How the launcher opens the game (`LauncherFeature.Entry.open`): from `saved` the first time, and when
    /// opened again from the progress it saved since, which the launcher hands back from the game's own
    /// `writeFile` effects; so a level solved before going back to the launcher stays solved.
    ///
    /// The note about the saved progress (`progressNote`) is said until the game has saved.
    public func opener(game: Game, saved: GameProgress, profile: Profile) -> (_ written: [String: String]) ->
        FeatureInstance
    {
        { written in
            let since = progressPath.flatMap { written[$0] }.flatMap(Self.progress(fromJSON:))
            var feature = self
            if since != nil { feature.progressNote = nil }
            return FeatureInstance(feature, state: GameState(game: game, progress: since ?? saved, profile: profile))
        }
    }
}
