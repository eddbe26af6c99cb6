/// The One Euro filter's settings (Casiez, Roussel and Vogel, CHI 2012).
public struct OneEuroParameters: Hashable, Sendable {
    /// Cutoff in Hz at rest: lower is steadier, with more lag.
    public var minimumCutoff: Double
    /// How fast the cutoff rises with speed: higher is less lag when moving.
    public var beta: Double
    /// Cutoff in Hz of the speed estimate.
    public var derivativeCutoff: Double

    public init(minimumCutoff: Double = 1.0, beta: Double = 0.05, derivativeCutoff: Double = 1.0) {
        self.minimumCutoff = minimumCutoff
        self.beta = beta
        self.derivativeCutoff = derivativeCutoff
    }

    public static let `default` = OneEuroParameters()
}
