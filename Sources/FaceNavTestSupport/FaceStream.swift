import FaceNavCore

/// Builds a synthetic stream of face measurements, segment by segment, at a fixed frame rate.
///
/// Each segment appends frames one frame period apart, continuing from the last; a segment's length in
/// seconds is rounded to whole frames. Faces start from `neutral` (face found, eyes open, head straight).
///
/// ```swift
/// let frames = FaceStream()
///     .neutral(for: 1.5)
///     .face(for: 0.5) { $0.eyeLeft = 0 }   // a half-second left wink
///     .lost(for: 0.3)
///     .neutral(for: 1)
///     .measurements
/// ```
public struct FaceStream: Sendable {
    public let frameRate: Double
    /// The face every segment starts from.
    public var neutral: FaceMeasurement
    /// Eye openness used for a closed eye by `blink` and `wink`.
    public var closedEye: Double = 0
    public private(set) var measurements: [FaceMeasurement] = []
    private let start: Double

    public init(frameRate: Double = 30, start: Double = 0, neutral: FaceMeasurement = FaceMeasurement(time: 0)) {
        self.frameRate = frameRate
        self.start = start
        self.neutral = neutral
    }

    /// The time of the next frame.
    public var nextTime: Double { start + Double(measurements.count) / frameRate }

    /// Whole frames in `seconds`.
    public func frameCount(_ seconds: Double) -> Int { Int((seconds * frameRate).rounded()) }

    /// Appends `count` frames of the neutral face changed by `change` (given the frame's index in the segment).
    public func frames(_ count: Int, _ change: (inout FaceMeasurement, Int) -> Void = { _, _ in }) -> FaceStream {
        var stream = self
        for index in 0..<max(count, 0) {
            var face = neutral
            face.time = stream.nextTime
            change(&face, index)
            stream.measurements.append(face)
        }
        return stream
    }

    /// Appends `seconds` of the neutral face changed by `change`.
    public func face(for seconds: Double, _ change: (inout FaceMeasurement) -> Void = { _ in }) -> FaceStream {
        frames(frameCount(seconds)) { face, _ in change(&face) }
    }

    /// Appends `seconds` of the neutral face.
    public func neutral(for seconds: Double) -> FaceStream { face(for: seconds) }

    /// Appends `seconds` of frames with no face found.
    public func lost(for seconds: Double) -> FaceStream {
        frames(frameCount(seconds)) { face, _ in face = .lost(at: face.time) }
    }

    /// Appends a two-eye blink with both eyes closed for `seconds`, with uneven edges as real blinks have: the
    /// left eye closes `leftLeads` frames before the right and opens `leftLags` frames after it.
    public func blink(for seconds: Double, leftLeads: Int = 0, leftLags: Int = 0) -> FaceStream {
        let both = max(frameCount(seconds), 1)
        let closed = closedEye
        return frames(max(leftLeads, 0) + both + max(leftLags, 0)) { face, index in
            face.eyeLeft = closed
            if index >= leftLeads, index < leftLeads + both { face.eyeRight = closed }
        }
    }

    /// Appends a one-eye wink of `seconds`: `left` closes the user's left eye, otherwise the right.
    public func wink(left: Bool, for seconds: Double) -> FaceStream {
        let closed = closedEye
        return face(for: seconds) { face in
            if left { face.eyeLeft = closed } else { face.eyeRight = closed }
        }
    }

    /// The stream with `change` applied to every frame so far (for noise), given the frame's index.
    public func map(_ change: (inout FaceMeasurement, Int) -> Void) -> FaceStream {
        var stream = self
        for index in stream.measurements.indices { change(&stream.measurements[index], index) }
        return stream
    }
}
