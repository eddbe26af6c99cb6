import Runtime
import Testing

extension FeatureTestStore {
    /// Expects the oldest effects not yet received to be exactly `expected`, in order, and receives them.
    ///
    /// With `exhaustivity = .off` the effects before the first expected one are skipped.
    /// - Returns: the effects received, for a test to look into (a log line's fields).
    @discardableResult
    public func receive(_ expected: ProgramEffect..., sourceLocation: SourceLocation = #_sourceLocation)
        -> [ProgramEffect]
    {
        receive(expected, sourceLocation: sourceLocation)
    }

    /// Expects the oldest effects not yet received to be exactly `expected`, in order, and receives them.
    @discardableResult
    public func receive(_ expected: [ProgramEffect], sourceLocation: SourceLocation = #_sourceLocation)
        -> [ProgramEffect]
    {
        if exhaustivity == .off, let first = expected.first {
            guard let start = effects.firstIndex(of: first) else {
                Issue.record(
                    Comment(
                        rawValue: "No effect \(String(describing: first)) among those waiting:\n"
                            + Self.list(effects)), sourceLocation: sourceLocation)
                return []
            }
            effects.removeFirst(start)
        }
        let got = Array(effects.prefix(expected.count))
        effects.removeFirst(got.count)
        guard got != expected else { return got }
        Issue.record(
            Comment(
                rawValue: "Effects are not as expected (- expected, + received):\n"
                    + LineDiff(expected.map { String(describing: $0) }, got.map { String(describing: $0) }).text),
            sourceLocation: sourceLocation)
        return got
    }

    /// Receives the oldest effect waiting if it passes `matches`, for effects whose exact text a test
    /// cannot know (a log line's timestamp format); with `.off`, the first that passes.
    ///
    /// - Returns: the effect received, or nil (and a recorded issue) when none matched.
    @discardableResult
    public func receive(
        _ what: String, where matches: (ProgramEffect) -> Bool, sourceLocation: SourceLocation = #_sourceLocation
    ) -> ProgramEffect? {
        let index = exhaustivity == .off ? effects.firstIndex(where: matches) : effects.indices.first
        guard let index, matches(effects[index]) else {
            Issue.record(
                Comment(rawValue: "Expected \(what); waiting:\n" + Self.list(effects)), sourceLocation: sourceLocation)
            if exhaustivity == .on, !effects.isEmpty { effects.removeFirst() }
            return nil
        }
        effects.removeFirst(index)
        return effects.removeFirst()
    }
}
