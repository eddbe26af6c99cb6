import FaceNavCore
import FaceTracking
import Runtime

/// Feeds a run without a terminal frame by frame: a video's pictures with their measurements, or a
/// recorded face trace laid over a video's pictures.
///
/// `send` is the program loop's headless entry (`Program.runHeadless(size:opening:feed:)`): it takes one
/// input at its time and answers false once the feature has quit, which stops the feed. Every frame is
/// kept in `frames` before it is shown, so a capture takes the frame of its moment.
public struct HeadlessFeed {
    /// Where each full frame is kept, for captures.
    public let frames: LatestFrame

    public init(frames: LatestFrame) {
        self.frames = frames
    }

    /// `--headless --video FILE`: each frame kept and shown, then its measurement, timed from the first
    /// frame. A missing eye model is warned about (`warn`) and said once, before the first frame.
    public func measure(
        video: String, models: String?,
        warn: (String) -> Void = { FileOutput.standardError.write("facenav: \($0)\n") },
        to send: (ProgramInput, Double) -> Bool
    ) throws(UserFacingError) {
        var first: Double?
        let notice = { (problem: String) in
            warn(problem)
            _ = send(.notice(LiveFace.eyeModelNotice(problem)), 0)
        }
        try LiveFace.eachFrame(ofVideo: video, models: models, warn: notice) { frame, measurement in
            let start = first ?? frame.time
            first = start
            var measured = measurement
            measured.time = frame.time - start
            return show(frame, at: measured.time, to: send) && send(.faceMeasured(measured), measured.time)
        }
    }

    /// `--headless --trace FILE --video FILE`: the trace is the face, the video the camera's picture. Each
    /// frame is kept for captures and shown at its time, between the trace's measurements due by then; the
    /// trace's rest follows the video's end (the last frame stays the camera's picture).
    public func feed(
        _ trace: [FaceMeasurement], overVideo video: String, to send: (ProgramInput, Double) -> Bool
    ) throws(UserFacingError) {
        var schedule = ScheduledInputs.trace(trace)
        var first: Double?
        var running = true
        try LiveFace.eachPicture(ofVideo: video) { frame in
            let start = first ?? frame.time
            first = start
            let time = frame.time - start
            for entry in schedule.take(upTo: time) where running { running = send(entry.input, entry.time) }
            if running { running = show(frame, at: time, to: send) }
            return running
        }
        for entry in schedule.take(count: .max) where running { running = send(entry.input, entry.time) }
    }

    /// Keeps `frame` for captures and shows its picture at `time`; false once the feature has quit.
    public func show(_ frame: Frame, at time: Double, to send: (ProgramInput, Double) -> Bool) -> Bool {
        frames.store(frame)
        return FramePictures.seen(frame).map { send($0, time) } ?? true
    }
}
