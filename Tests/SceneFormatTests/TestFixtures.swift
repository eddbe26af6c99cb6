import FaceNavCore
import FaceNavTestSupport
import Foundation
import SceneApp
import SceneFormat

typealias AppTab = AppDefinition.Tab

/// Shared helpers for the scene format tests.
enum TestFixtures {
    /// The repository's root, found from this file's path.
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    static func scenesPath(_ name: String) -> String { repositoryRoot + "/Scenes/" + name }

    /// The diagnostics of a scene parsed alone, as printed lines.
    static func sceneErrors(_ yaml: String, file: String = "s.yaml", tabs: [String] = []) -> [String] {
        let appTabs = tabs.map { AppTab(title: $0, rootSceneID: $0.lowercased()) }
        return SceneParser.parseScene(yaml: yaml, file: file, tabs: appTabs).1.map(\.description)
    }

    /// A fresh directory inside `temporary` with the given files (relative path → text), removed with it.
    static func makeDirectory(_ files: [String: String], in temporary: TemporaryFolder) throws -> String {
        let root = temporary.path("scenes-\(UUID().uuidString)")
        for (name, text) in files {
            let path = root + "/" + name
            try FileManager.default.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        }
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        return root
    }

    static func remove(_ path: String) {
        try? FileManager.default.removeItem(atPath: path)
    }
}
