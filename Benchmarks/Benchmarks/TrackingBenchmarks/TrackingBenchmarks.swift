import Benchmark
import FaceNavCore
import FaceTracking
import Foundation
import FrameSources

/// The cost of one tracked camera frame at 640x480: Y4M bytes read and split into planes, landmarks from
/// the last frame's box, head pose, eyes, mouth and tongue, and every fifth frame a detector confirmation
/// around the face. Target: 2 ms median (a face at 30 fps for under 6% of one core).
///
/// The frames are Megamind's (`make fixtures`), cropped from 720x528 to 640x480 about the centre and
/// written once to a temporary Y4M file that the benchmark reads round and round.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal], maxDuration: .seconds(5), maxIterations: 2_000)

    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    let source = root.appendingPathComponent(".fixtures/megamind.y4m").path
    let video = FileManager.default.temporaryDirectory.appendingPathComponent("facenav-bench-640x480.y4m").path
    let loop: TrackingLoop
    do {
        try writeCropped(from: source, to: video, width: 640, height: 480)
        loop = try TrackingLoop(video: video)
    } catch {
        print("TrackingBenchmarks: \(error) (make deps installs the models, make fixtures the video)")
        return
    }

    Benchmark("Tracked frame 640x480: Y4M bytes to measurement (LBP + dlib 68)") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(loop.next()) }
    }

    // The tracked frame at three face sizes (`make fixtures`: scripts/make-face-size-videos.sh), with the
    // learned eyes (MediaPipe's iris model reading an eye's lids when the eye may have changed, `make
    // models`), against MediaPipe's face mesh on the same frames (Benchmarks/peers/mediapipe_face_mesh.py).
    // One iteration is five frames in a row, which hold one confirmation, so the median iteration over five
    // is a frame's typical mean cost, confirmation included. Besides the wall clock, each iteration records
    // this thread's CPU time per frame in ns (package-benchmark's own CPU time counts in 10 ms steps), which
    // a machine busy with other work inflates far less, and the iris model's runs per 1000 frames so far
    // (both eyes counted; 2000 would be every eye on every frame).
    let cpuPerFrame = BenchmarkMetric.custom("threadCPUPerFrameNs", polarity: .prefersSmaller, useScalingFactor: false)
    let eyeModelRuns = BenchmarkMetric.custom(
        "eyeModelRunsPer1000Frames", polarity: .prefersSmaller, useScalingFactor: false)
    let eyeModel = root.appendingPathComponent(".models/\(IrisLandmarkModel.fileName)").path
    for width in [100, 200, 350] {
        let sized = root.appendingPathComponent(".fixtures/face-sizes/face-\(width).y4m").path
        let loop: TrackingLoop
        do {
            loop = try TrackingLoop(video: sized, eyeModel: eyeModel)
        } catch {
            print("TrackingBenchmarks: \(error) (make fixtures makes the videos, make models fetches the eye model)")
            continue
        }
        Benchmark(
            "Tracked frames 640x480, \(width) px face: 5 frames, Y4M bytes to measurements",
            configuration: .init(
                metrics: [.wallClock, .mallocCountTotal, cpuPerFrame, eyeModelRuns], maxDuration: .seconds(5),
                maxIterations: 2_000)
        ) { benchmark in
            for _ in benchmark.scaledIterations {
                let start = threadCPUNanoseconds()
                for _ in 0..<5 { blackHole(loop.next()) }
                benchmark.measurement(cpuPerFrame, (threadCPUNanoseconds() - start) / 5)
                benchmark.measurement(eyeModelRuns, loop.eyeModelRunsPer1000Frames)
            }
        }
    }

    // A frame with no face, as while nobody is in view: the whole-frame search (LBP, then Haar, then one
    // search in four Haar on the frame turned 20° and shrunk by half, `TurnedFaceSearch`), against the same
    // search without the turned one. The live app searches one such frame in three (`FaceSearchPace`).
    // Frames are stamped 30 a second after two seconds with nothing seen, so the turned search runs at its
    // idle pace; each iteration is four frames, one turned search among them.
    if let predictor = try? ShapePredictor(),
        let cascades = try? CascadeFallback.defaultCascadeNames.map({
            try Cascade.named($0)
        })
    {
        let empty = GrayImage.withoutFace(width: 640, height: 480)
        for turned in [true, false] {
            var tracker = FaceTracker(cascades: cascades, predictor: predictor)
            if !turned { tracker.turnedSearch = nil }
            var index = 0
            func measure() -> FaceMeasurement {
                index += 1
                return tracker.measure(Frame(time: Double(index) / 30, index: index, luma: empty))
            }
            for _ in 0..<61 { _ = measure() }  // the first two seconds, when every search turns
            guard !measure().faceFound else {
                print("TrackingBenchmarks: a face was found in the frame made to have none")
                break
            }
            Benchmark(
                "Frame with no face 640x480, whole-frame search \(turned ? "with" : "without") the turned search: 4 frames",
                configuration: .init(metrics: [.wallClock, cpuPerFrame], maxDuration: .seconds(5), maxIterations: 500)
            ) { benchmark in
                for _ in benchmark.scaledIterations {
                    let start = threadCPUNanoseconds()
                    for _ in 0..<4 { blackHole(measure()) }
                    benchmark.measurement(cpuPerFrame, (threadCPUNanoseconds() - start) / 4)
                }
            }
        }
    }

    // The tracker's confirmation every fifth frame, which sets the tracked frame's p80 and above: the LBP
    // cascade (one neighbour, faces from 60 px) in the region twice the face's size around it.
    guard let frame = try? Y4MReader(path: video).nextFrames(12).last,
        let cascade = try? Cascade.named("lbp"),
        let face = CascadeDetector(cascade: cascade, minSize: 80).detectFaces(in: frame.luma).first
    else { return }
    let confirming = CascadeDetector(cascade: cascade, minNeighbors: 1, minSize: 60)
    let region = PixelRect(
        x: face.x - face.width / 2, y: face.y - face.height / 2, width: face.width * 2, height: face.height * 2)
    Benchmark("Confirmation around a \(face.width) px face (every fifth tracked frame)") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(confirming.detectFaces(in: frame.luma, region: region)) }
    }
}

/// The CPU time this thread has used, in nanoseconds.
func threadCPUNanoseconds() -> Int {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return time.tv_sec * 1_000_000_000 + time.tv_nsec
}

extension Y4MReader {
    /// The next `count` frames (fewer at the end of the video).
    func nextFrames(_ count: Int) throws -> [Frame] {
        var frames: [Frame] = []
        while frames.count < count, let frame = try nextFrame() { frames.append(frame) }
        return frames
    }
}

/// A tracker reading a video round and round, one frame per call.
final class TrackingLoop: @unchecked Sendable {
    let video: String
    var reader: Y4MReader
    var tracker: FaceTracker<CascadeFallback, ShapePredictor>
    let eyeModel: CountingEyeModel?
    /// Frames measured since the loop settled.
    var frames = 0

    /// Tracks `video` as the app does (its default cascades, LBP then Haar; FACENAV_BENCH_CASCADES=lbp for
    /// LBP alone, as before), reading the eyes with the iris model at `eyeModel` when given.
    init(video: String, eyeModel: String? = nil) throws {
        self.video = video
        reader = try Y4MReader(path: video)
        let names =
            ProcessInfo.processInfo.environment["FACENAV_BENCH_CASCADES"].map {
                $0.split(separator: ",").map(String.init)
            } ?? CascadeFallback.defaultCascadeNames
        tracker = FaceTracker(cascades: try names.map { try Cascade.named($0) }, predictor: try ShapePredictor())
        self.eyeModel = try eyeModel.map { CountingEyeModel(try IrisLandmarkModel(contentsOf: $0)) }
        tracker.eyeModel = self.eyeModel
        // FACENAV_BENCH_EYES=every-frame runs the iris model on both eyes of every frame, as before
        // `EyeChangeGate`, for comparison.
        if ProcessInfo.processInfo.environment["FACENAV_BENCH_EYES"] == "every-frame" {
            tracker.settings.eyeChangeLimits = .everyFrame
        }
        // Settle on the face: the first frame is black, the second a full-frame detection.
        for _ in 0..<5 { _ = next() }
        frames = 0
        self.eyeModel?.runs = 0
    }

    /// The iris model's runs (both eyes) per 1000 frames since the loop settled.
    var eyeModelRunsPer1000Frames: Int { frames > 0 ? (eyeModel?.runs ?? 0) * 1000 / frames : 0 }

    func next() -> FaceMeasurement? {
        frames += 1
        var frame = try? reader.nextFrame()
        if frame == nil, let again = try? Y4MReader(path: video) {
            reader = again
            frame = try? reader.nextFrame()
        }
        return frame.map { tracker.measure($0) }
    }
}

/// An eye model that counts its runs, passing each crop on to the real one.
final class CountingEyeModel: EyeContourModel, @unchecked Sendable {
    let model: any EyeContourModel
    var runs = 0

    init(_ model: any EyeContourModel) {
        self.model = model
    }

    var cropSide: Int { model.cropSide }

    func contour(in crop: EyeCrop) -> EyeContour? {
        runs += 1
        return model.contour(in: crop)
    }
}

/// Copies a 4:2:0 Y4M video, cropping every frame to `width` x `height` about its centre.
func writeCropped(from source: String, to destination: String, width: Int, height: Int) throws {
    let reader = try Y4MReader(path: source)
    var out = Data("YUV4MPEG2 W\(width) H\(height) F24000:1001 Ip A1:1 C420mpeg2\n".utf8)
    while let frame = try reader.nextFrame() {
        guard let chroma = frame.chroma, frame.width >= width, frame.height >= height else { break }
        let left = (frame.width - width) / 2 & ~1
        let top = (frame.height - height) / 2 & ~1
        out.append(contentsOf: Array("FRAME\n".utf8))
        for (plane, scale) in [(frame.luma, 1), (chroma.cb, 2), (chroma.cr, 2)] {
            for y in 0..<(height / scale) {
                let start = (top / scale + y) * plane.width + left / scale
                out.append(contentsOf: plane.pixels[start..<(start + width / scale)])
            }
        }
    }
    try out.write(to: URL(fileURLWithPath: destination), options: .atomic)
}
