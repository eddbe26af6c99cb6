import FaceNavCore
import FaceNavTestSupport
import Features
import Runtime
import Testing

/// Text snapshots of the wizard, settings, camera and message history screens, 80x24.
@Suite struct ScreensSnapshotTests {
    func expectSnapshot(_ run: ScreensStore, _ name: String) {
        if let mismatch = snapshotMismatch(run.screen, named: name) { Issue.record(Comment(rawValue: mismatch)) }
    }

    @Test func theWizardHalfwayThroughHoldingUp() throws {
        var run = try ScreensStore(profile: .default, calibratesOnFirstFace: true)
        run.face { $0.neutral(for: 1.5).face(for: 0.5) { $0.pitch = 0.2 } }
        expectSnapshot(run, "screens-calibration-up")
    }

    @Test func theSettingsScreenAndItsPressGestureScreen() throws {
        let run = try ScreensStore(profile: .default)
        run.send(.heard(.settings, word: "settings"), at: 1)
        expectSnapshot(run, "screens-settings")
        run.send(.clicked(run.state.layout.regions.first { $0.label == "Press gesture" }!.rect.center), at: 2)
        expectSnapshot(run, "screens-settings-press")
    }

    @Test func theHelpSheetWithTheHelpTargetWhileAFaceDrives() throws {
        var run = try ScreensStore(profile: .default)
        run.face { $0.neutral(for: 1.5) }
        run.send(.heard(.help, word: "help"), at: 2)
        expectSnapshot(run, "screens-help")
    }

    @Test func theCameraShowsTheFaceBoxPointsAndPose() throws {
        var run = try ScreensStore(profile: .default)
        run.send(.heard(.camera, word: "camera"), at: 1)
        // A face box 240 pixels wide in a 640x480 frame, eyes and mouth on a simple face, head turned left.
        let landmarks = (0..<68).map { index -> [Double] in
            switch index {
            case 36...41: [260 + Double(index - 36) * 8, 200]
            case 42...47: [350 + Double(index - 42) * 8, 200]
            case 48...67: [290 + Double(index - 48) * 3, 300]
            default: [320, 240]
            }
        }
        run.face {
            $0.face(for: 0.1) {
                $0.yaw = 0.2
                $0.box = PictureRect(x: 200, y: 120, width: 240, height: 240)
                $0.landmarks = landmarks
            }
        }
        expectSnapshot(run, "screens-camera")
    }

    @Test func theMessageHistoryListsTheNewestFirstWithTimes() throws {
        var run = try ScreensStore(profile: .default)
        run.face { $0.neutral(for: 1.5).lost(for: 0.5).neutral(for: 1.5) }
        run.send(.heard(.history, word: "history"), at: 65)
        expectSnapshot(run, "screens-history")
        #expect(run.screen.contains("1:05  Message history, newest first. Close: wink left, back or Escape."))
    }
}
