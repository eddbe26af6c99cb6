import FaceNavCore

/// Inputs known in advance, each with the time it happens: a face trace, the commands heard in a WAV file,
/// or the inputs of a logged session to replay. Kept in time order; equal times keep the order given.
public struct ScheduledInputs: Sendable {
    public private(set) var entries: [(time: Double, input: ProgramInput)]
    private var next = 0

    public init(_ entries: [(time: Double, input: ProgramInput)] = []) {
        self.entries = entries.enumerated()
            .sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
            .map(\.element)
    }

    /// Face frames at their own times less the first frame's, so every trace starts at 0.
    public static func trace(_ frames: [FaceMeasurement]) -> ScheduledInputs {
        let start = frames.first?.time ?? 0
        return ScheduledInputs(
            frames.map { frame in
                var shifted = frame
                shifted.time = frame.time - start
                return (shifted.time, .faceMeasured(shifted))
            })
    }

    /// Both schedules merged; at equal times this one's inputs come first.
    public func merged(with other: ScheduledInputs) -> ScheduledInputs {
        ScheduledInputs(Array(entries[next...]) + other.entries[other.next...])
    }

    /// True when every input has been taken.
    public var isEmpty: Bool { next >= entries.count }

    /// Takes the inputs due at or before `time`.
    public mutating func take(upTo time: Double) -> ArraySlice<(time: Double, input: ProgramInput)> {
        let start = next
        while next < entries.count, entries[next].time <= time { next += 1 }
        return entries[start..<next]
    }

    /// Takes the next `count` inputs whatever their time (`--fast`).
    public mutating func take(count: Int) -> ArraySlice<(time: Double, input: ProgramInput)> {
        let start = next
        next += min(max(0, count), entries.count - next)
        return entries[start..<next]
    }
}
