import Foundation

/// Paths the end-to-end tests need: the repository and the built `facenav`.
enum Repository {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }

    /// The `facenav` built beside the test bundle (`swift build --build-tests` builds both), or `FACENAV_BINARY`.
    static var facenav: String {
        if let explicit = ProcessInfo.processInfo.environment["FACENAV_BINARY"] { return explicit }
        let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let beside = bundle.appendingPathComponent("facenav").path
        if FileManager.default.isExecutableFile(atPath: beside) { return beside }
        return path(".build/debug/facenav")
    }
}
