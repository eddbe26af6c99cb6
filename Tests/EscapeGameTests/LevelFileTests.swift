import EscapeGame
import FaceNavTestSupport
import Foundation
import SceneFormat
import Testing

@Suite struct LevelFileTests {
    /// A fresh folder for each test, removed when the test is done.
    let temporary: TemporaryFolder

    init() throws { temporary = try TemporaryFolder("escape") }

    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    /// A game folder in a temporary directory with `files` written into it.
    func folder(_ files: [String: String]) throws -> String {
        let path = temporary.url.appendingPathComponent("escape-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        for (name, text) in files { try text.write(toFile: path + "/" + name, atomically: true, encoding: .utf8) }
        return path
    }

    let manifest = "game: T\nintroduction: I\nchapters: [one.yaml]\nending: E\n"

    @Test func theBundledGameLoadsWithEveryKindOfLevel() throws {
        let game = try EscapeGameLoader.load(directory: Self.repository + "/Scenes/escape")
        #expect(game.title == "Escape from Blindness")
        #expect(game.chapters.count >= 4)
        #expect(game.levelIDs.count >= 12)
        let kinds = Set(game.levelIDs.map { game.level($0)!.puzzle.kindName })
        #expect(kinds == ["closed", "open", "rotor", "actions"])
        #expect(game.problems().isEmpty)
    }

    @Test func customActionListsThatDoNotLineUpAreReportedAtTheirLine() throws {
        let chapter = """
            chapter: One
            introduction: Intro
            levels:
              - title: Lamp
                kind: actions
                story: Dark.
                objects: [Lamp, Mirror]
                actions: [[on, off], [turn]]
                results: [[Light, Dark], [Turned]]
                expected: [on]
            """
        let path = try folder(["game.yaml": manifest, "one.yaml": chapter])
        let diagnostics = SceneChecker.check(paths: [path])
        #expect(
            diagnostics.map(\.description) == [
                "\(path)/one.yaml:10:15: level 1 'Lamp': there are 2 objects but 1 expected actions; give one per object"
            ])
    }

    @Test func unknownKindsMissingKeysAndMissingChapterFilesAreReported() throws {
        let chapter = """
            chapter: One
            introduction: Intro
            levels:
              - title: Bell
                kind: closd
                story: Ring.
              - title: Door
                kind: rotor
                story: Locked.
                clues: [A]
                door: [Sun, Moon]
            """
        let path = try folder([
            "game.yaml": "game: T\nintroduction: I\nchapters: [one.yaml, two.yaml]\nending: E\n", "one.yaml": chapter,
        ])
        let messages = SceneChecker.check(paths: [path]).map(\.description)
        #expect(
            messages.contains(
                "\(path)/game.yaml:3:22: no chapter file 'two.yaml' in \(path); create it or fix the name"))
        #expect(
            messages.contains(
                "\(path)/one.yaml:5:11: unknown level kind 'closd'; did you mean 'closed'? use closed, open, rotor or actions"
            ))
        #expect(
            messages.contains("\(path)/one.yaml:7:5: level 2 is missing required key 'answer' (a rotor level needs it)")
        )
    }

    @Test func aBadYAMLLevelFileGivesOneLocatedLine() throws {
        let path = try folder(["game.yaml": manifest, "one.yaml": "chapter: One\nlevels: [\n"])
        let messages = SceneChecker.check(paths: [path]).map(\.description)
        #expect(messages.count == 1)
        #expect(messages.first?.hasPrefix("\(path)/one.yaml:3:1: invalid YAML") == true)
    }
}
