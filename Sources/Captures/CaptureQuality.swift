/// The limits a document capture must meet, in the units of ``CaptureMeasures``.
///
/// The defaults were measured on the 16 real photos in `.fixtures/` (`make fixtures`), whole and inside a
/// centred frame of 3/4 of each side, against ffmpeg-made copies (`python3 scripts/measure-capture-quality.py`
/// prints them; `Tests/CapturesTests/DocumentCheckTests` checks every verdict on the same pictures):
/// - brightness: the photos' means are 51 to 129; darkened to a quarter (`lutyuv=y=val*0.25`) 12 to 32.
/// - sharpness: the photos' Laplacian variances are 91 to 6311; blurred with `gblur=sigma=2` 5 to 59,
///   with `boxblur=5` 2.
/// - contrast: the photos' frames have standard deviations 44 to 96; a frame painted one grey with
///   camera-like noise (`drawbox=...:t=fill,noise=alls=12:allf=t`) 6.5.
public struct CaptureQuality: Hashable, Sendable {
    /// Mean brightness below this is too dark.
    public var minimumBrightness: Double
    /// Variance of the Laplacian below this is blurred.
    public var minimumSharpness: Double
    /// Standard deviation of the brightness inside the frame below this means there is no document.
    public var minimumContrast: Double

    public init(minimumBrightness: Double, minimumSharpness: Double, minimumContrast: Double) {
        self.minimumBrightness = minimumBrightness
        self.minimumSharpness = minimumSharpness
        self.minimumContrast = minimumContrast
    }

    /// The limits chosen from the measurements above: each midway (or so) in the gap between good and bad.
    public static let measured = CaptureQuality(minimumBrightness: 40, minimumSharpness: 75, minimumContrast: 20)
}
