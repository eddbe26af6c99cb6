import FaceNavTestSupport
import Foundation
import Session
import Testing

/// When a run opens the calibration wizard, and where another game's progress goes.
@Suite struct FirstRunTests {
    @Test func aLiveFaceWithNoSavedProfileCalibratesOnlyThatOnce() throws {
        try withTemporaryFolder("session") { temporary in
            let folder = temporary.url.appendingPathComponent("session")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let profile = folder.appendingPathComponent("profile.yaml").path
            var live = SessionSettings()
            #expect(live.isFirstLiveRun(profilePath: profile))
            #expect(try live.calibratesOnFirstFace(profilePath: profile))
            #expect(!live.isFirstLiveRun(profilePath: nil))
            var headless = live
            headless.headless = true
            #expect(!headless.isFirstLiveRun(profilePath: profile))
            live.camera = "none"
            #expect(!live.isFirstLiveRun(profilePath: profile))
            live.video = "clip.y4m"
            #expect(live.isFirstLiveRun(profilePath: profile))
            try "cursorMode: joystick\n".write(toFile: profile, atomically: true, encoding: .utf8)
            #expect(!live.isFirstLiveRun(profilePath: profile))
        }
    }

    @Test func anotherGamesProgressIsSavedBesideTheBundledGames() throws {
        let bundled = try #require(FeatureFiles.progressPath(forGame: BundledData.defaultPath("escape")))
        #expect(bundled.hasSuffix("escape-progress.json"))
        let other = try #require(FeatureFiles.progressPath(forGame: "/some/other/game"))
        #expect(other != bundled)
        #expect(other.hasPrefix(String(bundled.dropLast(".json".count)) + "-"))
        #expect(other.hasSuffix(".json"))
        #expect(FeatureFiles.progressPath(forGame: "/some/other/game") == other)
    }
}
