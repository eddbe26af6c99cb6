/// An effect a feature declares for itself (take a photo, check the camera), carried by the loop as
/// `ProgramEffect.featureEffect` without the loop knowing what it is; performed by the
/// `FeatureEffectHandler` the edge gives the `EffectPerformer`, whose results come back as inputs.
public protocol FeatureEffect: Hashable, Sendable {}

/// A `FeatureEffect` of any type, so `ProgramEffect` stays one type whatever the features declare.
public struct AnyFeatureEffect: Hashable, Sendable {
    /// The effect as its feature declared it.
    public let base: any FeatureEffect

    public init(_ base: some FeatureEffect) {
        self.base = base
    }

    /// The effect as `type`, or nil when it is another kind.
    public func `as`<E: FeatureEffect>(_ type: E.Type) -> E? { base as? E }

    public static func == (lhs: AnyFeatureEffect, rhs: AnyFeatureEffect) -> Bool {
        AnyHashable(lhs.base) == AnyHashable(rhs.base)
    }

    public func hash(into hasher: inout Hasher) { AnyHashable(base).hash(into: &hasher) }
}
