/// Loading an app failed; carries every problem found, not just the first.
public struct SceneLoadError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Sorted by file, line and column.
    public var diagnostics: [SceneDiagnostic]

    public init(diagnostics: [SceneDiagnostic]) {
        self.diagnostics = diagnostics
    }

    /// One diagnostic per line.
    public var description: String {
        diagnostics.map(\.description).joined(separator: "\n")
    }
}
