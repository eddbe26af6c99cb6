import FaceNavCore
import FaceNavTestSupport
import Features
import Runtime
import SceneApp
import SceneFormat
import Testing

/// The calibration wizard as a mode of the app in a `ScreensStore`, driven by a face trace and nothing else.
@Suite struct CalibrationWizardFlowTests {
    /// Centre, then up 0.2, down 0.15, left 0.25, right 0.22 rad, eyes open, eyes closed: each held 1.5 s.
    static func calibration(_ stream: FaceStream) -> FaceStream {
        stream.neutral(for: 1.5)
            .face(for: 1.5) { $0.pitch = 0.2 }
            .face(for: 1.5) { $0.pitch = -0.15 }
            .face(for: 1.5) { $0.yaw = 0.25 }
            .face(for: 1.5) { $0.yaw = -0.22 }
            .neutral(for: 1.5)
            .face(for: 1.5) {
                $0.eyeLeft = 0.1
                $0.eyeRight = 0.15
            }
            .neutral(for: 1.5)
    }

    @Test func aFaceTraceTakesTheWizardFromStartToASavedProfileWithNoKeys() throws {
        var run = try ScreensStore(profile: .default, calibratesOnFirstFace: true)
        #expect(run.state.overlay == nil, "no face yet, no wizard")
        run.face { $0.neutral(for: 0.1) }
        guard case .calibration = run.state.overlay else {
            Issue.record("the first face of a first run opens the wizard")
            return
        }
        #expect(run.said.prefix(2).last?.hasPrefix("Calibration. Look at the centre of the screen") == true)
        run.face(Self.calibration)

        #expect(run.state.overlay == nil, "the wizard closed itself")
        let text = try #require(run.files[ScreensHarness.profilePath], "the profile was written")
        let saved = try ProfileFile.decode(text)
        #expect(abs(saved.sensitivity.limitTop - 0.2) < 1e-3)
        #expect(abs(saved.sensitivity.limitBottom - 0.15) < 1e-3)
        #expect(abs(saved.sensitivity.limitLeft - 0.25) < 1e-3)
        #expect(abs(saved.sensitivity.limitRight - 0.22) < 1e-3)
        #expect(saved.gestures.eyesClosed.on < GestureSettings.default.eyesClosed.on, "thresholds fit this user's eyes")
        #expect(run.state.profile == saved, "applied at once as saved")
        #expect(!run.state.isPaused, "the eyes closed for the last step did not pause")
        #expect(!run.lines.contains { $0.contains(#""source":"key""#) })
        for step in ["centre", "up", "down", "left", "right", "eyes open", "eyes closed"] {
            #expect(run.said.contains { $0.hasPrefix("Captured \(step):") }, "\(step) was said")
        }
        #expect(run.said.contains { $0.contains("Captured up: 11 degrees. Look down as far") })
        #expect(
            run.said.contains { $0.contains("Calibration saved: left 14, right 13, up 11, down 9 degrees") },
            "\(run.said)")
    }

    @Test func winkRightRedoesTheStepAndWinkLeftCancelsWithNothingSaved() throws {
        var run = try ScreensStore(profile: .default, calibratesOnFirstFace: true)
        run.face { $0.neutral(for: 1.5).face(for: 0.6) { $0.pitch = 0.1 } }
        run.face { $0.wink(left: false, for: 0.4).neutral(for: 0.5) }
        guard case .calibration(let wizard) = run.state.overlay else {
            Issue.record("still calibrating")
            return
        }
        #expect(wizard.capture.currentStep == .up, "redo starts the step again")
        #expect(run.said.contains { $0.hasPrefix("Again. Look up") })

        run.face { $0.wink(left: true, for: 0.4).neutral(for: 0.5) }
        #expect(run.state.overlay == nil)
        #expect(run.said.contains("Calibration cancelled; nothing changed"))
        #expect(run.files.isEmpty, "nothing saved")
        #expect(run.state.profile == .default)
    }

    @Test func theWizardOpensFromSettingsByDwell() throws {
        var run = try ScreensStore(profile: Self.joystick)
        run.face { $0.neutral(for: 1.5) }
        let onHelp = run.focus("Help")
        #expect(onHelp, "focus reached Help: \(run.screen)")
        run.rest()
        #expect(run.state.navigation.sheet == AppState.helpSceneID)
        let onSettings = run.focus("Settings")
        #expect(onSettings, "focus reached Settings: \(run.screen)")
        run.rest()
        #expect(run.state.navigation.topSceneID == AppState.settingsSceneID)
        let onRecalibrate = run.focus("Recalibrate")
        #expect(onRecalibrate, "focus reached Recalibrate: \(run.screen)")
        run.rest()
        guard case .calibration = run.state.overlay else {
            Issue.record("Recalibrate opened the wizard: \(run.screen)")
            return
        }
    }

    /// Joystick mode: a resting head leaves the cursor where a `next` wink put it.
    static var joystick: Profile {
        var profile = Profile.default
        profile.cursorMode = .joystick
        return profile
    }
}
