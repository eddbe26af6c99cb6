import FaceNavCore
import FaceTracking
import Foundation
import FrameSources
import Runtime

/// Watching a face: a camera (or a video, paced in real time) tracked on a background thread, each
/// measurement sent to the program loop as an input, like a key.
///
/// The models load and the camera opens on that thread, so the screen is up at once. A camera unplugged (or
/// gone dark) mid-run is said lost, let go and watched for again every second (`WatchedCamera`); any other
/// failure becomes one announced notice and the program carries on with the keyboard. A lost face is
/// measured as lost, so nothing is pressed while the tracker looks for it, or while the camera is away.
/// While no face is followed only every third frame is searched, every ninth after 10 s (`FaceSearchPace`);
/// `eachFrame` searches every frame, so headless runs stay as they were.
public enum LiveFace {
    /// Where the frames come from.
    public enum Source: Sendable {
        /// The webcam its owner opens: the one asked for, or the first present, once there is one.
        case camera(CameraOwner)
        case video(String)

        /// What the status line calls it: "camera /dev/video0" or "video clip.y4m".
        public var name: String {
            switch self {
            case .camera(let owner): "camera \(owner.devicePath() ?? "(none yet)")"
            case .video(let path): "video \(path.split(separator: "/").last.map(String.init) ?? path)"
            }
        }
    }

    /// Starts watching `source`; `clock` is the program's, which stamps every measurement.
    ///
    /// With `frames`, each full frame is kept there (for captures) and a small preview sent before its
    /// measurement (`.frameSeen`, which the event log leaves out).
    public static func start(_ source: Source, models: String?, clock: any ProgramClock, frames: LatestFrame? = nil)
        -> BackgroundInput
    {
        BackgroundInput.start(name: source.name, threadName: "facenav face") { input in
            watch(source, models: models, clock: clock, frames: frames, into: input)
        }
    }

    /// Every frame of a whole video with its measurement, in order, with no thread and no pacing
    /// (`--headless` for apps that show or capture the picture); stops when `body` returns false.
    public static func eachFrame(
        ofVideo path: String, models: String?,
        warn: (String) -> Void = { FileOutput.standardError.write("facenav: \($0)\n") },
        _ body: (Frame, FaceMeasurement) -> Bool
    ) throws(UserFacingError) {
        var tracker = try tracker(models: models, warn: warn)
        try eachPicture(ofVideo: path) { frame in body(frame, tracker.measure(frame)) }
    }

    /// Every frame of a whole video, in order, not measured (a trace gives the face); stops when `body`
    /// returns false.
    public static func eachPicture(ofVideo path: String, _ body: (Frame) -> Bool) throws(UserFacingError) {
        var frames = try openVideo(path)
        var count = 0
        while let frame = try next(from: &frames) {
            count += 1
            guard body(frame) else { return }
        }
        guard count > 0 else { throw NoFramesError.video(path) }
    }

    /// Every measurement of a whole video, with no thread and no pacing (`--headless`).
    public static func measurements(ofVideo path: String, models: String?) throws(UserFacingError) -> [FaceMeasurement]
    {
        var measured: [FaceMeasurement] = []
        try eachFrame(ofVideo: path, models: models) { _, measurement in
            measured.append(measurement)
            return true
        }
        return measured
    }

    private static func watch(
        _ source: Source, models: String?, clock: any ProgramClock, frames latest: LatestFrame?,
        into input: BackgroundInput
    ) {
        func lost(_ problem: String) {
            input.send(.faceMeasured(.lost(at: clock.now)))
            input.send(.notice(Announcement(problem, priority: .important)))
        }
        // Set when the camera comes back: the face followed before it went is let go (`FaceTracker.forget`).
        var cameBack = false
        func say(_ notice: CameraNotice) {
            switch notice {
            case .unavailable(let text), .lost(let text): lost(text)
            case .found(let text, let path):
                cameBack = true
                input.send(.inputChanged("camera \(path)"))
                input.send(.notice(Announcement(text, priority: .important)))
            }
        }
        var camera: WatchedCamera?
        if case .camera(let owner) = source { camera = WatchedCamera(owner: owner) }
        defer { camera?.close() }
        do throws(UserFacingError) {
            // The camera first: with none yet, nothing else is needed (no model is loaded) until one appears.
            var video: (any FrameSource)?
            switch source {
            case .camera:
                let opened = try Self.watching { () throws(CameraError) in
                    try camera?.open(isStopping: { input.isStopping }, notice: say) ?? false
                }
                guard opened else { return }
            case .video(let path): video = try openVideo(path)
            }
            // The terminal is the app's now: a missing eye model is said on the status line.
            var tracker = try Self.tracker(
                models: models,
                warn: { input.send(.notice(eyeModelNotice($0))) },
                faceWarn: { input.send(.notice(Announcement($0, priority: .important))) })
            // With no face in view only every third frame is searched, and after 10 s every ninth: a person
            // who stepped away costs a third of a whole-frame search per frame, an empty room a ninth.
            var pace = FaceSearchPace()
            let startedAt = clock.now
            var firstFrameTime: Double?
            while !input.isStopping {
                let frame: Frame
                if let camera {
                    // Unplugged, the camera is said lost (a lost face first), let go and watched for again.
                    guard
                        let next = try Self.watching({ () throws(CameraError) in
                            try camera.nextFrame(isStopping: { input.isStopping }, notice: say)
                        })
                    else { return }
                    frame = next
                } else {
                    guard let next = try Self.next(from: &video!) else {
                        return lost("The video has ended; keys still work.")
                    }
                    frame = next
                    let first = firstFrameTime ?? frame.time
                    firstFrameTime = first
                    let wait = (frame.time - first) - (clock.now - startedAt)
                    if wait > 0 { usleep(UInt32(min(wait, 1) * 1_000_000)) }
                }
                if cameBack {
                    tracker.forget()
                    cameBack = false
                }
                var measurement = tracker.measure(frame, pace: &pace)
                measurement.time = clock.now
                if let latest, let seen = FramePictures.seen(frame) {
                    latest.store(frame)
                    input.send(seen)
                }
                input.send(.faceMeasured(measurement))
            }
        } catch {
            // No face is seen any more: say so, so a frozen pose can neither move the cursor nor dwell.
            lost("Face tracking off: \(error.message); keys still work.")
        }
    }

    /// A missing or unreadable eye model, said once and kept on the status line: winks need it, so a later
    /// "Face found" must not make it disappear (issue 18).
    public static func eyeModelNotice(_ problem: String) -> Announcement {
        Announcement(problem, priority: .important, lastingMark: "no eye model")
    }

    private static func tracker(
        models: String?, warn: (String) -> Void = { FileOutput.standardError.write("facenav: \($0)\n") },
        faceWarn: (String) -> Void = { FileOutput.standardError.write("facenav: \($0)\n") }
    ) throws(UserFacingError) -> FaceTracker<CascadeFallback, ShapePredictor> {
        let faceModels = FaceModels(directory: models)
        var tracker = FaceTracker(cascades: try faceModels.cascades(), predictor: try faceModels.shapePredictor())
        // The camera screen and the wizard draw the eye and mouth points over the picture.
        tracker.settings.recordsLandmarks = true
        faceModels.useLearnedModels(on: &tracker, warn: warn, faceWarn: faceWarn)
        return tracker
    }

    /// `body`'s camera failure as one the user reads.
    private static func watching<Value>(_ body: () throws(CameraError) -> Value) throws(UserFacingError) -> Value {
        do {
            return try body()
        } catch {
            throw UserFacingError(message: "\(error)", exitCode: 2)
        }
    }

    private static func openVideo(_ path: String) throws(UserFacingError) -> any FrameSource {
        do {
            return try VideoFile.open(path)
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
