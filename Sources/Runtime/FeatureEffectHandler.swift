/// Performs one kind of `FeatureEffect` for the `EffectPerformer`: given at the edge (the executable, a
/// test), so the loop runs effects it does not know. Its results are inputs sent back on the one stream.
///
/// ```swift
/// FeatureEffectHandler(for: CaptureRequest.self) { request in [.feature(take(request))] }
/// ```
public struct FeatureEffectHandler: Sendable {
    /// Whether a live run performs it on a thread of its own, its results taken later: an effect that may
    /// wait (a camera that opens but stays dark) must not freeze the screen.
    public var mayWait: Bool
    private let accepts: @Sendable (AnyFeatureEffect) -> Bool
    private let perform: @Sendable (AnyFeatureEffect) -> [ProgramInput]?

    /// Performs the effects of `type` with `perform`, which returns the inputs their results become.
    public init<E: FeatureEffect>(
        for type: E.Type, mayWait: Bool = false, perform: @escaping @Sendable (E) -> [ProgramInput]
    ) {
        self.mayWait = mayWait
        self.accepts = { $0.as(E.self) != nil }
        self.perform = { effect in effect.as(E.self).map(perform) }
    }

    /// Whether `effect` is of the kind this performs.
    public func handles(_ effect: AnyFeatureEffect) -> Bool { accepts(effect) }

    /// The inputs `effect`'s result becomes; nil when the effect is of another kind.
    public func callAsFunction(_ effect: AnyFeatureEffect) -> [ProgramInput]? { perform(effect) }
}
