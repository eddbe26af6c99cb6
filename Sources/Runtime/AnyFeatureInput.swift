/// A `FeatureInput` of any type, so `ProgramInput` stays one type whatever the features declare.
public struct AnyFeatureInput: Hashable, Sendable {
    /// The input as its feature declared it.
    public let base: any FeatureInput

    public init(_ base: some FeatureInput) {
        self.base = base
    }

    /// The input as `type`, or nil when it is another kind.
    public func `as`<I: FeatureInput>(_ type: I.Type) -> I? { base as? I }

    /// Whether it is written to the event log.
    public var isLogged: Bool { type(of: base).logName != nil }

    public static func == (lhs: AnyFeatureInput, rhs: AnyFeatureInput) -> Bool {
        AnyHashable(lhs.base) == AnyHashable(rhs.base)
    }

    public func hash(into hasher: inout Hasher) { AnyHashable(base).hash(into: &hasher) }
}
