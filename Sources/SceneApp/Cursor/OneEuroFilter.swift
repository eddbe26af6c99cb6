import FaceNavCore

/// A One Euro filter on one value: an adaptive low-pass that is steady at rest and quick when moving.
///
/// Exactly Casiez, Roussel and Vogel (CHI 2012): each step smooths the speed estimate with
/// `derivativeCutoff`, then smooths the value with the cutoff `minimumCutoff + beta * |speed|`, where a
/// low-pass with cutoff `fc` over a step `dt` has `alpha = 1 / (1 + tau / dt)` and `tau = 1 / (2π fc)`.
/// The first sample passes through. A sample whose time does not advance (a repeated or out-of-order
/// timestamp) or that is not finite changes nothing and returns the last output, so the output is never NaN.
public struct OneEuroFilter: Hashable, Sendable {
    public var parameters: OneEuroParameters
    /// The last output; nil before the first sample.
    public private(set) var lastOutput: Double?
    private var lastTime: Double = 0
    private var lastDerivative: Double = 0

    public init(parameters: OneEuroParameters = .default) {
        self.parameters = parameters
    }

    /// Filters `value` sampled at `time` (seconds).
    public mutating func filter(_ value: Double, at time: Double) -> Double {
        guard value.isFinite, time.isFinite else { return lastOutput ?? 0 }
        guard let previous = lastOutput else {
            lastOutput = value
            lastTime = time
            return value
        }
        let step = time - lastTime
        guard step > 0 else { return previous }
        let derivative = (value - previous) / step
        let smoothedDerivative = Self.lowPass(
            derivative, previous: lastDerivative, alpha: Self.alpha(cutoff: parameters.derivativeCutoff, step: step))
        let cutoff = parameters.minimumCutoff + parameters.beta * abs(smoothedDerivative)
        let output = Self.lowPass(value, previous: previous, alpha: Self.alpha(cutoff: cutoff, step: step))
        lastDerivative = smoothedDerivative
        lastOutput = output
        lastTime = time
        return output
    }

    /// Forgets the history, so the next sample passes through.
    public mutating func reset() {
        lastOutput = nil
        lastTime = 0
        lastDerivative = 0
    }

    /// The smoothing factor of a first-order low-pass with cutoff `cutoff` Hz over `step` seconds.
    ///
    /// A cutoff that is not positive holds the previous value (alpha 0) rather than dividing by zero.
    static func alpha(cutoff: Double, step: Double) -> Double {
        guard cutoff > 0, cutoff.isFinite else { return cutoff.isInfinite ? 1 : 0 }
        let tau = 1 / (2 * Double.pi * cutoff)
        return 1 / (1 + tau / step)
    }

    private static func lowPass(_ value: Double, previous: Double, alpha: Double) -> Double {
        alpha * value + (1 - alpha) * previous
    }
}
