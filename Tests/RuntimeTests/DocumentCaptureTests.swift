import FaceNavCore
import FaceNavTestSupport
import Features
import Inputs
import Runtime
import SceneApp
import SceneFormat
import ScreenRendering
import Testing

/// The document capture app through the one program loop: its real scenes, the capture effect answered by
/// an injected camera side (as the live one answers with the backend's verdict), frames for the camera check.
@Suite struct DocumentCaptureTests {
    static let picture = PreviewImage(width: 8, height: 6, luma: [UInt8](repeating: 128, count: 48))!

    static func verdict(_ outcome: CaptureResult.Outcome) -> CaptureHandler {
        CaptureHandler { request in
            // A failed capture keeps no file, as the backend's atomic save leaves nothing half-written.
            if case .failed = outcome { return CaptureResult(request: request, outcome: outcome) }
            return CaptureResult(request: request, outcome: outcome, file: "/data/captures/run/\(request.name).jpg")
        }
    }

    struct Run {
        var program: Program<DocumentCaptureFeature>
        var time = 0.0
        var said: RecordingAnnouncer

        var screen: String { program.feature.render(program.state, size: Size(width: 80, height: 24)).plainText }

        /// Clicks the button labelled `label` on the screen shown now.
        mutating func press(_ label: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
            guard
                let region = program.state.screens.layout.regions.last(where: { $0.label == label && $0.target != nil })
            else {
                Issue.record("no \(label) on:\n\(screen)", sourceLocation: sourceLocation)
                return
            }
            time += 0.5
            program.send(
                .clicked(
                    Point(
                        x: region.rect.origin.x + region.rect.size.width / 2,
                        y: region.rect.origin.y + region.rect.size.height / 2)), at: time)
        }

        /// Camera frames and ticks for `seconds`.
        mutating func wait(_ seconds: Double, frames: Bool = true) {
            let end = time + seconds
            while time < end {
                time += 0.1
                if frames {
                    program.send(
                        .frameSeen(DocumentCaptureTests.picture, source: Size(width: 640, height: 480)), at: time)
                }
                program.send(.tick, at: time)
            }
        }
    }

    func start(
        camera: CaptureHandler = Self.verdict(.success), cameraCheck: CameraCheck = .always(.ready),
        log: EventLog = .none()
    ) throws -> Run {
        let app = try AppLoader.load(directory: OneLoopTests.root + "/Scenes/document")
        let feature = DocumentCaptureFeature()
        let said = RecordingAnnouncer()
        var program = Program(
            feature: feature, state: feature.initialState(app: app),
            performer: EffectPerformer(announcer: said, log: log, handlers: [camera.handler, cameraCheck.handler]))
        program.start(size: Size(width: 80, height: 24), at: 0)
        return Run(program: program, said: said)
    }

    @Test func theMainPathFromTheTypeToSuccess() throws {
        var run = try start()
        #expect(snapshotMismatch(run.screen, named: "document-choose-type") == nil)
        run.press("CNH (driving licence)")
        run.wait(0.3)
        #expect(run.program.state.flow.screen == .instruction(.front, until: 3.5))
        #expect(snapshotMismatch(run.screen, named: "document-instruction-front") == nil)
        run.wait(3.2)
        #expect(run.program.state.flow.screen == .example(.front))
        run.press("Continue")
        #expect(snapshotMismatch(run.screen, named: "document-capture-front") == nil)
        run.press("Capture")
        #expect(run.program.state.flow.screen == .confirm(.front))
        #expect(snapshotMismatch(run.screen, named: "document-confirm-front") == nil)
        run.press("No, retake")
        #expect(run.program.state.flow.screen == .capture(.front))
        run.press("Capture")
        run.press("Yes")
        run.press("Continue")
        run.press("Capture")
        run.press("Yes")
        #expect(run.program.state.flow.screen == .processing(until: run.time + DocumentFlow.processingSeconds))
        #expect(snapshotMismatch(run.screen, named: "document-processing") == nil)
        run.wait(2)
        #expect(run.program.state.flow.screen == .result(.success))
        #expect(snapshotMismatch(run.screen, named: "document-success") == nil)
        #expect(run.said.texts.contains("Done: the CNH was accepted."))
        #expect(
            run.program.state.files == [
                "/data/captures/run/document-front.jpg", "/data/captures/run/document-front.jpg",
                "/data/captures/run/document-back.jpg",
            ])
        run.press("Finish")
        #expect(run.program.isFinished)
    }

    /// Issue 18 item 7: "Is the front readable?" shows the photo just taken (not a later frame, not a
    /// placeholder); the flow's messages reach the status line, the message history and the event log; the
    /// end says where the JPEGs went.
    @Test func theFlowShowsThePhotoItsMessagesAndWhereThePhotosWent() throws {
        let lines = SessionRecorder()
        var run = try start(log: lines.performer.log)
        run.press("CNH (driving licence)")
        run.wait(3.5)
        run.press("Continue")
        run.press("Capture")
        // A bright frame arrives after the capture: the question still shows the grey picture taken.
        let bright = PreviewImage(width: 8, height: 6, luma: [UInt8](repeating: 250, count: 48))!
        run.program.send(.frameSeen(bright, source: Size(width: 640, height: 480)), at: run.time + 0.1)
        let asked = run.screen
        #expect(asked.contains("The photo just taken"), "\(asked)")
        #expect(!asked.contains("◉ Document frame"), "\(asked)")
        let grey = run.program.feature.render(run.program.state, size: Size(width: 80, height: 24))
        #expect(run.program.state.stills[.front] == Self.picture)
        let pictureRow = asked.split(separator: "\n")[5]
        #expect(pictureRow.contains("++++"), "the grey still, as the preview draws it: \(pictureRow)")
        #expect(grey.plainText == asked)
        let status = String(asked.split(separator: "\n").last ?? "")
        #expect(status.contains("Is the front readable?"), "\(status)")
        #expect(run.program.state.screens.messages.entries.contains { $0.text.hasPrefix("Is the front readable?") })
        #expect(
            lines.lines.contains {
                $0.contains(#""type":"announcement""#) && $0.contains("Is the front readable? No, retake; or Yes.")
            })
        run.press("Yes")
        run.press("Continue")
        run.press("Capture")
        run.press("Yes")
        run.wait(2)
        #expect(run.screen.contains("2 photos kept in /data/captures/run: document-front.jpg, document-back.jpg."))
        run.press("Finish")
        #expect(run.program.isFinished)
        #expect(run.said.texts.contains("2 photos kept in /data/captures/run: document-front.jpg, document-back.jpg."))
        #expect(lines.lines.contains { $0.contains(#""type":"announcement""#) && $0.contains("photos kept in") })
    }

    @Test func whereThePhotosWentNamesTheirFolder() {
        #expect(DocumentCaptureFeature.whereFilesWent([]) == nil)
        #expect(DocumentCaptureFeature.whereFilesWent(["/d/a.jpg"]) == "1 photo kept in /d: a.jpg.")
        #expect(
            DocumentCaptureFeature.whereFilesWent(["/d/a.jpg", "/e/b.jpg"]) == "2 photos kept, the last in /e/b.jpg.")
    }

    @Test func aDarkCaptureEndsInTryAgainWithTheAdvice() throws {
        var run = try start(camera: Self.verdict(.tryAgain(["Too dark: find more light."])))
        run.press("RG (identity card)")
        run.wait(0.2)
        for _ in 0..<2 {
            run.press("Continue")
            run.press("Capture")
            run.press("Yes")
        }
        run.wait(2)
        #expect(
            run.program.state.flow.screen
                == .result(
                    .tryAgain(problems: [
                        "front: Too dark: find more light.", "back: Too dark: find more light.",
                    ])))
        #expect(run.screen.contains("front: Too dark: find more light."))
        #expect(snapshotMismatch(run.screen, named: "document-try-again") == nil)
        run.press("Try again")
        #expect(
            run.program.state.flow.screen == .instruction(.front, until: run.time + DocumentFlow.instructionSeconds))
    }

    @Test func closeOnThePermissionNoticeEndsWithNoCameraPermission() throws {
        var run = try start(cameraCheck: .none)
        run.press("RG (identity card)")
        run.wait(2.5, frames: false)
        run.press("Close")
        run.press("Close")
        #expect(run.program.state.flow.outcome == .error(reason: "no camera permission"))
    }

    @Test func aFailedSaveIsSaidAndTheCaptureScreenStaysUsable() throws {
        var run = try start(camera: Self.verdict(.failed("cannot write /data/captures: no space left on device")))
        run.press("CNH (driving licence)")
        run.wait(0.2)
        run.press("Continue")
        run.press("Capture")
        #expect(run.program.state.flow.screen == .capture(.front))
        #expect(run.screen.contains("Not saved: cannot write /data/captures: no space left on device"))
        #expect(run.said.texts.contains("Not saved: cannot write /data/captures: no space left on device"))
        #expect(snapshotMismatch(run.screen, named: "document-save-failed") == nil)
        #expect(run.program.state.files.isEmpty)
    }

    @Test func escapeOnTheConfirmationRetakesAndTheFlowStaysInStep() throws {
        var run = try start()
        run.press("CNH (driving licence)")
        run.wait(0.2)
        run.press("Continue")
        run.press("Capture")
        run.program.send(.key(.escape), at: run.time + 0.1)
        #expect(run.program.state.flow.screen == .capture(.front))
        #expect(run.program.state.screens.navigation.sheet == nil)
        run.press("Capture")
        #expect(run.program.state.flow.screen == .confirm(.front))
    }

    /// A face, no keys: camera frames and face measurements 30 a second, aiming at each button in turn until
    /// dwell presses it. Centres first on a straight face, as auto-centring takes the first still pose.
    struct FaceDriver: DocumentFace {
        var run: Run

        mutating func hold(yaw: Double, pitch: Double, for seconds: Double) {
            let end = run.time + seconds
            while run.time < end {
                run.time += 1.0 / 30
                run.program.send(
                    .frameSeen(DocumentCaptureTests.picture, source: Size(width: 640, height: 480)), at: run.time)
                run.program.send(.faceMeasured(FaceMeasurement(time: run.time, yaw: yaw, pitch: pitch)), at: run.time)
                run.program.send(.tick, at: run.time)
            }
        }
    }

    func faceOnly(camera: CaptureHandler) throws -> FaceDriver {
        var driver = FaceDriver(run: try start(camera: camera))
        driver.hold(yaw: 0, pitch: 0, for: 1.5)
        return driver
    }

    @Test func aFaceAloneDrivesTheFlowToSuccess() throws {
        var face = try faceOnly(camera: Self.verdict(.success))
        face.dwell(on: "CNH (driving licence)")
        face.hold(yaw: 0, pitch: 0, for: 3.5)  // the instruction gives way to the example by itself
        #expect(face.run.program.state.flow.screen == .example(.front))
        for _ in 0..<2 {
            face.dwell(on: "Continue")
            face.dwell(on: "Capture")
            face.dwell(on: "Yes")
        }
        face.hold(yaw: 0, pitch: 0, for: 2)
        #expect(face.run.program.state.flow.screen == .result(.success))
        face.dwell(on: "Finish")
        #expect(face.run.program.isFinished)
        #expect(face.run.program.state.flow.outcome == .success)
    }

    @Test func aFaceAloneReachesTryAgainOnADarkCapture() throws {
        var face = try faceOnly(camera: Self.verdict(.tryAgain(["Too dark: find more light."])))
        face.dwell(on: "RG (identity card)")
        for _ in 0..<2 {
            face.dwell(on: "Continue")
            face.dwell(on: "Capture")
            face.dwell(on: "Yes")
        }
        face.hold(yaw: 0, pitch: 0, for: 2)
        #expect(
            face.run.program.state.flow.screen
                == .result(
                    .tryAgain(problems: [
                        "front: Too dark: find more light.", "back: Too dark: find more light.",
                    ])))
    }

    @Test func dwellOnCloseAsksAndTheConfirmationStartsOnStay() throws {
        var face = try faceOnly(camera: Self.verdict(.success))
        face.dwell(on: "CNH (driving licence)")
        face.dwell(on: "Continue")
        face.dwell(on: "Close")
        #expect(face.run.program.state.flow.confirmingClose && !face.run.program.isFinished)
        let order = face.run.program.state.screens.layout.focusOrder.filter { $0.target != .backButton }.map(\.label)
        #expect(order.prefix(2) == ["Stay", "Close"])
    }
}
