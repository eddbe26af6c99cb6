import FaceNavCore
import FaceNavTestSupport
import Features
import Foundation
import FrameSources
import Inputs
import Runtime
import SceneFormat
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The document app's camera check against the fake V4L2 device, through the live check (`CameraCheck.v4l2`,
/// which opens the camera as `V4L2Camera` does and waits for a picture): each reason a camera stays closed
/// gets its own notice and its own fix, "Check again" opens the camera once it is free, and Close ends the
/// flow with "no camera permission".
@Suite struct DocumentCameraCheckTests {
    /// An 8x4 YUYV picture, the size the fake camera offers nearest 640x480.
    static let picture = [UInt8](repeating: 128, count: 64)

    /// A camera at /dev/video0 that opens with `error` (0: opens), and has one picture unless `dark`.
    static func device(openError error: Int32, dark: Bool = false) -> FakeV4L2Device {
        let device = FakeV4L2Device()
        if error != 0 { device.openErrorsByNode["/dev/video0"] = error }
        device.frames = dark ? [] : [picture, picture, picture]
        return device
    }

    /// The app on the notice after choosing RG, with the camera checked through `device`.
    func notice(_ device: FakeV4L2Device) throws -> DocumentCaptureTests.Run {
        var run = try DocumentCaptureTests().start(cameraCheck: .v4l2(path: "/dev/video0", system: { device }))
        run.press("RG (identity card)")
        return run
    }

    @Test(arguments: [
        (ENOENT, CameraStatus.noDevice(path: "/dev/video0"), "there is no camera at /dev/video0", "Plug in a camera"),
        (
            EBUSY, .busy(path: "/dev/video0"), "/dev/video0 is busy: another program is using it",
            "Close the program holding the camera"
        ),
        (
            EACCES, .permissionDenied(path: "/dev/video0"), "permission denied opening /dev/video0",
            "Join the video group: sudo usermod -aG video $USER"
        ),
    ])
    func eachReasonHasItsNoticeAndItsFix(code: Int32, status: CameraStatus, reason: String, fix: String) throws {
        let device = Self.device(openError: code)
        var run = try notice(device)
        #expect(run.program.state.flow.screen == .cameraPermission(problem: status, showingSettings: false))
        #expect(run.screen.contains("The camera cannot be opened: \(reason)."), "\(run.screen)")
        #expect(run.said.texts.contains { $0.hasPrefix("The camera cannot be opened: \(reason).") })
        run.press("Open settings")
        #expect(run.screen.contains("For this camera: \(fix)"), "\(run.screen)")
        #expect(run.said.texts.last?.contains("For this camera: \(fix)") == true)
        #expect(device.openDescriptors.isEmpty, "the check leaves nothing open")
    }

    @Test func aCameraThatSendsNoPictureIsToldApartFromOneThatCannotOpen() throws {
        let device = Self.device(openError: 0, dark: true)
        let run = try notice(device)
        #expect(
            run.program.state.flow.screen
                == .cameraPermission(problem: .noPicture(path: "/dev/video0"), showingSettings: false))
        #expect(run.screen.contains("/dev/video0 opens but sends no picture"), "\(run.screen)")
        #expect(device.openDescriptors.isEmpty && device.mappedBuffers.isEmpty && !device.streaming)
    }

    @Test func permissionDeniedShowsTheNoticeAndTheSheetAsText() throws {
        var run = try notice(Self.device(openError: EACCES))
        #expect(snapshotMismatch(run.screen, named: "document-camera-permission") == nil)
        run.press("Open settings")
        #expect(snapshotMismatch(run.screen, named: "document-camera-settings") == nil)
        run.press("Done")
        run.press("Close")
        #expect(snapshotMismatch(run.screen, named: "document-confirm-close") == nil)
    }

    @Test func checkAgainOpensTheCameraOnceItIsFree() throws {
        let device = Self.device(openError: EBUSY)
        var run = try notice(device)
        run.press("Check again")
        #expect(
            run.program.state.flow.screen
                == .cameraPermission(problem: .busy(path: "/dev/video0"), showingSettings: false))
        #expect(run.said.texts.suffix(2).first == "Checking the camera.")
        // The other program lets go of the camera.
        device.openErrorsByNode = [:]
        run.press("Check again")
        guard case .instruction(.front, _) = run.program.state.flow.screen else {
            Issue.record("the camera opened, so the front's instruction shows:\n\(run.screen)")
            return
        }
        #expect(run.said.texts.last == "Place the front of your RG inside the frame, flat and well lit.")
        #expect(device.calls.filter { $0 == "STREAMON" }.count == 1, "opened and streamed once, by the second check")
        #expect(device.openDescriptors.isEmpty)
    }

    @Test func closeOnTheNoticeAsksThenEndsWithNoCameraPermission() throws {
        var lines: [String] = []
        let device = Self.device(openError: EACCES)
        var run = try DocumentCaptureTests().start(
            cameraCheck: .v4l2(path: "/dev/video0", system: { device }),
            log: EventLog { lines += $0.split(separator: "\n").map(String.init) })
        run.press("RG (identity card)")
        run.press("Close")
        #expect(!run.program.isFinished, "Close asks first")
        #expect(run.said.texts.last == "Close the document capture? Stay or Close.")
        run.press("Stay")
        #expect(!run.program.isFinished && run.said.texts.last == "Staying.")
        run.press("Close")
        run.press("Close")
        #expect(run.program.isFinished)
        #expect(run.program.state.flow.outcome == .error(reason: "no camera permission"))
        #expect(run.said.texts.last == "Document capture ended: no camera permission.")
        // The result reaches the app through the event log, as the SDK's completion would.
        let finished = #""type":"document","event":"finished","outcome":"error","reason":"no camera permission"}"#
        #expect(lines.last?.hasSuffix(finished) == true, "\(lines.suffix(3))")
    }

    @Test func framesArrivingPassTheCheckWithoutOpeningTheCamera() throws {
        let device = Self.device(openError: EBUSY)
        var run = try DocumentCaptureTests().start(cameraCheck: .v4l2(path: "/dev/video0", system: { device }))
        run.wait(0.5)
        run.press("CNH (driving licence)")
        guard case .instruction(.front, _) = run.program.state.flow.screen else {
            Issue.record("the watched camera's frames show it works:\n\(run.screen)")
            return
        }
        #expect(device.calls.isEmpty, "a camera this program is watching is not opened twice")
    }

    /// A camera that opens but never sends a picture cannot freeze the screen: in a live run the check runs on
    /// its own thread (`EffectPerformer.performsWaitingEffectsInBackground`), the screen says "Checking the camera…"
    /// and the loop keeps handling keys until the answer comes back as the logged `cameraChecked` input.
    @Test func theLoopKeepsGoingWhileACameraThatSendsNothingIsChecked() throws {
        let device = Self.device(openError: 0, dark: true)
        let app = try AppLoader.load(directory: OneLoopTests.root + "/Scenes/document")
        let feature = DocumentCaptureFeature()
        let recorder = SessionRecorder()
        var program = Program(
            feature: feature, state: feature.initialState(app: app),
            performer: EffectPerformer(
                announcer: recorder.announcer, log: recorder.performer.log,
                handlers: [
                    CaptureHandler.none.handler,
                    CameraCheck.v4l2(path: "/dev/video0", frameTimeout: 0.5, system: { WaitingFakeCamera(device) })
                        .handler,
                ]))
        // Tab to the first type, Enter chooses it; then Tab and Shift-Tab while the check waits.
        let terminal = PacedTerminal(
            script: [.key(.tab), .key(.enter), .key(.tab), .key(.backTab), .key(.tab), .key(.backTab)],
            done: { $0.contains("The camera cannot be opened") })
        let started = Date()
        program.run(in: terminal, clock: terminal.clock, inputs: Program.Inputs())
        #expect(Date().timeIntervalSince(started) >= 0.5, "the check waited for a picture")
        #expect(
            program.state.flow.screen
                == .cameraPermission(problem: .noPicture(path: "/dev/video0"), showingSettings: false))
        #expect(terminal.screen.contains("/dev/video0 opens but sends no picture"), "\(terminal.screen)")
        #expect(terminal.frames.contains { $0.plainText.contains("Checking the camera…") })
        // Keys typed after the check began were handled before its answer came.
        let lines = recorder.lines
        let answer = try #require(lines.firstIndex { $0.contains(#""input":"camera","status":"noPicture""#) })
        let chosen = try #require(lines.firstIndex { $0.contains(#""key":"enter""#) })
        let keysWhileChecking = lines[chosen..<answer].filter { $0.contains(#""input":"key""#) }
        #expect(keysWhileChecking.count >= 3, "\(lines)")
        #expect(
            lines[chosen..<answer].contains { $0.contains(#""type":"announcement""#) && !$0.contains("Checking") },
            "the keys moved focus and said so while the check was pending")
        #expect(device.openDescriptors.isEmpty, "the check leaves nothing open")
    }

    /// "Check again" while a check is pending asks nothing more: one answer for one check.
    @Test func checkAgainWhileCheckingAsksNothingMore() {
        var flow = DocumentFlow()
        _ = flow.reduce(.typeChosen(.rg), at: 0)
        _ = flow.reduce(.cameraProbed(.busy(path: "/dev/video0")), at: 1)
        #expect(flow.reduce(.checkPressed, at: 2) == [.announce("Checking the camera."), .probeCamera])
        #expect(flow.isCheckingCamera)
        #expect(flow.reduce(.checkPressed, at: 2.5) == [.announce("Still checking the camera.")])
        _ = flow.reduce(.cameraProbed(.ready), at: 3)
        #expect(!flow.isCheckingCamera)
    }
}
