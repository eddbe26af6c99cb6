/// A One Euro filter on one value: an adaptive low-pass that is steady at rest and quick when moving.
///
/// STUB: to be replaced.
public struct OneEuroFilter: Hashable, Sendable {
    public var parameters: OneEuroParameters

    public init(parameters: OneEuroParameters = .default) {
        self.parameters = parameters
    }

    /// Filters `value` sampled at `time` (seconds).
    public mutating func filter(_ value: Double, at time: Double) -> Double {
        value
    }

    public mutating func reset() {}
}
