import EscapeGame
import FaceNavTestSupport
import Foundation
import SceneFormat
import Testing

/// A damaged progress file no longer blocks the game: it is kept aside, renamed, and a new game starts.
@Suite struct DamagedProgressTests {
    /// A fresh folder for each test, removed when the test is done.
    let temporary: TemporaryFolder
    let folder: String

    init() throws {
        temporary = try TemporaryFolder("progress")
        folder = temporary.path("progress")
    }
    let now = Date(timeIntervalSince1970: 1_795_000_000)  // 2026-11-18 11:06:40 UTC

    @Test(arguments: ["{\"current\": 3", "{\"current\":{\"chapter\":9,\"level\":9},\"completed\":[]}", "\u{0}\u{1}"])
    func aDamagedFileIsKeptAsideAndANewGameStarts(content: String) throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/escape-progress.json"
        try content.write(toFile: path, atomically: true, encoding: .utf8)
        let (progress, note) = try ProgressFile.loadSettingAside(from: path, for: SampleGame.game, now: now)
        #expect(progress == GameProgress())
        let aside = path + ".damaged-20261118-110640"
        #expect(note?.hasPrefix("\(path): the saved progress ") == true)
        #expect(note?.hasSuffix("; kept it as \(aside) and started a new game") == true)
        #expect(try String(contentsOfFile: aside, encoding: .utf8) == content)
        #expect(!FileManager.default.fileExists(atPath: path))
        // A second damaged file the same second gets its own name.
        try content.write(toFile: path, atomically: true, encoding: .utf8)
        let second = try ProgressFile.loadSettingAside(from: path, for: SampleGame.game, now: now)
        #expect(second.note?.contains(aside + "-2") == true)
    }

    @Test func aGoodFileLoadsWithNoNote() throws {
        let path = folder + "/escape-progress.json"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let saved = GameProgress(current: LevelID(chapter: 0, level: 1), completed: [LevelID(chapter: 0, level: 0)])
        try ProgressFile.save(saved, to: path)
        let (progress, note) = try ProgressFile.loadSettingAside(from: path, for: SampleGame.game, now: now)
        #expect(progress == saved)
        #expect(note == nil)
        #expect(try ProgressFile.loadSettingAside(from: folder + "/none.json", for: SampleGame.game).note == nil)
    }
}
