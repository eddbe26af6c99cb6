import EscapeGame
import FaceNavTestSupport
import Foundation
import SceneFormat
import Testing

@Suite struct ProgressFileTests {
    /// A fresh folder for each test, removed when the test is done.
    let temporary: TemporaryFolder
    let folder: String

    init() throws {
        temporary = try TemporaryFolder("progress")
        folder = temporary.path("progress")
    }

    @Test func progressSavedAfterASolvedLevelReloadsWhereThePlayerLeftOff() throws {
        let path = folder + "/facenav/escape-progress.json"
        var state = GameState(game: SampleGame.game)
        _ = state.reduce(.start(LevelID(chapter: 0, level: 0)), at: 0)
        state.focus = state.elements.firstIndex { $0.label == "Blue" }!
        let effects = state.reduce(.activate, at: 1)
        for case .saveProgress(let progress) in effects { try ProgressFile.save(progress, to: path) }
        let loaded = try ProgressFile.load(from: path, for: SampleGame.game)
        #expect(
            loaded == GameProgress(current: LevelID(chapter: 0, level: 1), completed: [LevelID(chapter: 0, level: 0)]))
        var resumed = GameState(game: SampleGame.game, progress: loaded)
        _ = resumed.start(at: 0)
        #expect(resumed.screen == .level(LevelID(chapter: 0, level: 1)))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder + "/facenav")
        #expect(leftovers == ["escape-progress.json"], "a temporary file was left behind")
    }

    @Test func aMissingFileIsANewGameAndADamagedOneSaysWhatToDo() throws {
        #expect(try ProgressFile.load(from: folder + "/none.json", for: SampleGame.game) == GameProgress())
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = folder + "/bad.json"
        try "{\"current\": 3".write(toFile: path, atomically: true, encoding: .utf8)
        #expect(throws: ProgressFileError.self) { try ProgressFile.load(from: path, for: SampleGame.game) }
        do {
            _ = try ProgressFile.load(from: path, for: SampleGame.game)
        } catch {
            #expect(error.message == "\(path): the saved progress is damaged; delete the file to start over")
        }
    }

    @Test func theStatePathFollowsXDG() {
        #expect(
            ProgressFile.defaultPath(environment: ["XDG_STATE_HOME": "/s", "HOME": "/h"])
                == "/s/facenav/escape-progress.json")
        #expect(ProgressFile.defaultPath(environment: ["HOME": "/h"]) == "/h/.local/state/facenav/escape-progress.json")
    }
}
