import FaceNavCore
import FaceTracking
import Foundation
import FrameSources

/// Watching a face inside the app: a background thread reads a camera (or a video, paced in real time),
/// tracks the face in every frame, and hands the measurements to the run loop, which sends them as actions
/// on its one stream, like keys.
///
/// The models load and the camera opens on that thread, so the screen is up at once. A failure at any
/// point becomes one announced line and the app carries on with the keyboard; a lost face is measured as
/// lost, so nothing is pressed while the tracker looks for it.
final class LiveFace: @unchecked Sendable {
    /// Where the frames come from.
    enum Source: Sendable {
        case camera(String)
        case video(String)
    }

    private let lock = NSLock()
    private var measurements: [FaceMeasurement] = []
    private var problems: [String] = []
    private var stopping = false
    /// What the status line calls this input: "camera /dev/video0" or "video clip.y4m".
    let name: String

    private init(name: String) {
        self.name = name
    }

    /// Starts watching `source`; `elapsed` is the run loop's clock, which stamps every measurement.
    static func start(_ source: Source, models: String?, elapsed: @escaping @Sendable () -> Double) -> LiveFace {
        let face = LiveFace(name: Self.name(of: source))
        let thread = Thread { [face] in face.watch(source, models: models, elapsed: elapsed) }
        thread.name = "facenav face"
        thread.start()
        return face
    }

    /// Every measurement of a whole video, with no thread and no pacing (`--headless`).
    static func measurements(ofVideo path: String, models: String?) throws(UserFacingError) -> [FaceMeasurement] {
        var tracker = try tracker(models: models)
        var frames = try open(.video(path))
        var measured: [FaceMeasurement] = []
        while let frame = try next(from: &frames) { measured.append(tracker.measure(frame)) }
        guard !measured.isEmpty else { throw NoFramesError.video(path) }
        return measured
    }

    /// The measurements made since the last call, and the newest problem, if any.
    func take() -> (measurements: [FaceMeasurement], problem: String?) {
        lock.lock()
        defer { lock.unlock() }
        let taken = (measurements, problems.last)
        measurements.removeAll()
        problems.removeAll()
        return taken
    }

    /// Asks the thread to stop after its current frame.
    func stop() {
        lock.lock()
        stopping = true
        lock.unlock()
    }

    private var isStopping: Bool {
        lock.lock()
        defer { lock.unlock() }
        return stopping
    }

    private func add(_ measurement: FaceMeasurement) {
        lock.lock()
        measurements.append(measurement)
        lock.unlock()
    }

    private func report(_ problem: String) {
        lock.lock()
        problems.append(problem)
        lock.unlock()
    }

    private func watch(_ source: Source, models: String?, elapsed: @Sendable () -> Double) {
        do throws(UserFacingError) {
            var tracker = try Self.tracker(models: models)
            var frames = try Self.open(source)
            let startedAt = elapsed()
            var firstFrameTime: Double?
            while !isStopping {
                guard let frame = try Self.next(from: &frames) else {
                    add(.lost(at: elapsed()))
                    report("The video has ended; keys still work.")
                    return
                }
                if case .video = source {
                    let first = firstFrameTime ?? frame.time
                    firstFrameTime = first
                    let wait = (frame.time - first) - (elapsed() - startedAt)
                    if wait > 0 { usleep(UInt32(min(wait, 1) * 1_000_000)) }
                }
                var measurement = tracker.measure(frame)
                measurement.time = elapsed()
                add(measurement)
            }
        } catch {
            // No face is seen any more: say so, so a frozen pose can neither move the cursor nor dwell.
            add(.lost(at: elapsed()))
            report("Face tracking off: \(error.message); keys still work.")
        }
    }

    private static func name(of source: Source) -> String {
        switch source {
        case .camera(let path): "camera \(path)"
        case .video(let path): "video \(path.split(separator: "/").last.map(String.init) ?? path)"
        }
    }

    private static func tracker(models: String?) throws(UserFacingError) -> FaceTracker<CascadeDetector, ShapePredictor>
    {
        let faceModels = FaceModels(directory: models)
        return FaceTracker(cascade: try faceModels.cascade("lbp"), predictor: try faceModels.shapePredictor())
    }

    private static func open(_ source: Source) throws(UserFacingError) -> any FrameSource {
        do {
            switch source {
            case .camera(let path): return try V4L2Camera(path: path)
            case .video(let path): return try VideoFile.open(path)
            }
        } catch {
            throw UserFacingError(message: "\(error)", exitCode: 2)
        }
    }

    private static func next(from frames: inout any FrameSource) throws(UserFacingError) -> Frame? {
        do {
            return try frames.nextFrame()
        } catch {
            throw UserFacingError(message: "\(error)")
        }
    }
}
