/// How strictly a `FeatureTestStore` checks: TCA's `Exhaustivity`.
public enum TestExhaustivity: Hashable, Sendable {
    /// Every state change and every effect must be asserted.
    case on
    /// Only what a test asserts must hold; effects wait for a `receive` that skips the ones before it.
    case off
}
