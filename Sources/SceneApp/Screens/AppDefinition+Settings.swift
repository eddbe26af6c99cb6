extension AppDefinition {
    /// This app with the settings app's scenes (`Scenes/settings/`) added, so settings and the
    /// hands-free help open over any app. A scene of this app with the same id is kept.
    public func addingScenes(of settings: AppDefinition) -> AppDefinition {
        var result = self
        result.scenes.merge(settings.scenes) { own, _ in own }
        return result
    }
}
