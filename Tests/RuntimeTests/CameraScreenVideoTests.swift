import FaceNavCore
import FaceNavTestSupport
import FaceTracking
import Features
import FrameSources
import Frames
import Inputs
import Runtime
import Testing

/// The camera screen and the calibration wizard draw the live picture: a fixed frame of a real video
/// (`.fixtures/megamind.y4m`, `make fixtures`) measured by the real tracker, sent to the app's reducer as
/// a camera run sends it (`.frameSeen` then `.faceMeasured`).
@Suite(.serialized) struct CameraScreenVideoTests {
    static let video = OneLoopTests.root + "/.fixtures/megamind.y4m"
    /// A frame with her face in view, eyes open, turned a little.
    static let frameIndex = 45

    /// The frame, its measurement, and its preview scaled as `facenav` scales one (nearest sample, at
    /// most 160 pixels wide).
    static let sample: (preview: PreviewImage, source: Size, face: FaceMeasurement)? = {
        guard let reader = try? Y4MReader(path: video), let cascade = try? Cascade.named("lbp"),
            let predictor = try? ShapePredictor()
        else { return nil }
        var frame: Frame?
        for _ in 0...frameIndex { frame = try? reader.nextFrame() }
        guard let frame else { return nil }
        var tracker = FaceTracker(cascade: cascade, predictor: predictor)
        tracker.settings.recordsLandmarks = true
        let step = max(1, (frame.width + 159) / 160)
        let width = frame.width / step
        let height = frame.height / step
        var luma = [UInt8](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<width { luma[y * width + x] = frame.luma.pixels[y * step * frame.width + x * step] }
        }
        guard let preview = PreviewImage(width: width, height: height, luma: luma) else { return nil }
        return (preview, Size(width: frame.width, height: frame.height), tracker.measure(frame))
    }()

    func expectSnapshot(_ run: ScreensStore, _ name: String) {
        if let mismatch = snapshotMismatch(run.screen, named: name) { Issue.record(Comment(rawValue: mismatch)) }
    }

    /// Sends the sample frame as the camera does, at `time`.
    func sendFrame(to run: inout ScreensStore, at time: Double) throws {
        let sample = try #require(Self.sample, "needs \(Self.video) (make fixtures), opencv-data and libdlib-data")
        var face = sample.face
        face.time = time
        run.send(.frameSeen(sample.preview, source: sample.source), at: time)
        run.send(.faceMeasured(face), at: time)
    }

    @Test func theCameraScreenDrawsTheVideoFrameWithTheFaceOverIt() throws {
        var run = try ScreensStore(profile: .default)
        run.send(.heard(.camera, word: "camera"), at: 1)
        try sendFrame(to: &run, at: 2)
        let face = try #require(Self.sample?.face)
        #expect(face.faceFound, "the tracker finds her face in frame \(Self.frameIndex)")
        #expect(!run.screen.contains("No camera"))
        #expect(run.screen.contains("Face box, eye and mouth points"))
        // The picture is the frame's (its luma ramp), with the face box's corners and the points over it.
        for mark in ["┌", "┐", "└", "┘", "•", "*", "%"] { #expect(run.screen.contains(mark), "\(mark) drawn") }
        expectSnapshot(run, "screens-camera-video")
    }

    @Test func withoutACameraTheScreenSaysSo() throws {
        var run = try ScreensStore(profile: .default)
        run.send(.heard(.camera, word: "camera"), at: 1)
        run.face { $0.neutral(for: 0.5) }
        #expect(run.screen.contains("No camera"))
        #expect(run.screen.contains("it is driven by keyboard."))
        #expect(!run.screen.contains("┌"), "no face box over a picture that is not there")
    }

    @Test func theWizardDrawsTheLivePictureBesideItsSteps() throws {
        var run = try ScreensStore(profile: .default, calibratesOnFirstFace: true)
        try sendFrame(to: &run, at: 2)
        guard case .calibration = run.state.overlay else {
            Issue.record("the wizard opens when the face is first found")
            return
        }
        #expect(run.screen.contains("Step 1 of 7: Look at the centre"))
        #expect(!run.screen.contains("No camera"))
        #expect(run.screen.contains("┌") && run.screen.contains("┘"), "the face box over the picture")
        expectSnapshot(run, "screens-calibration-video")
    }
}
