import FaceNavCore
import ImageFiles

/// The mock document backend's judgement of a capture: deterministic, and honest about what it measured.
public enum DocumentCheck {
    /// The smallest frame side worth judging, in pixels.
    public static let minimumFrameSide = 16

    /// Judges `image` inside `frame` (the document rectangle shown on screen; the whole picture when nil).
    ///
    /// A picture that is too dark is reported as only that: darkness flattens both sharpness and contrast,
    /// so judging them in the dark would send the person after the wrong fix.
    public static func check(
        _ image: RasterImage, frame: PixelRect? = nil, quality: CaptureQuality = .measured
    ) -> CaptureVerdict {
        let frame = frame ?? PixelRect(x: 0, y: 0, width: image.width, height: image.height)
        guard frame.x >= 0, frame.y >= 0, frame.x + frame.width <= image.width, frame.y + frame.height <= image.height
        else {
            return .error(
                "the document frame \(frame.width)x\(frame.height) at (\(frame.x), \(frame.y)) is outside the \(image.width)x\(image.height) picture"
            )
        }
        guard frame.width >= minimumFrameSide, frame.height >= minimumFrameSide else {
            return .error(
                "the document frame \(frame.width)x\(frame.height) is too small to judge (at least \(minimumFrameSide)x\(minimumFrameSide) pixels)"
            )
        }
        let grey = image.grey()
        let brightness = CaptureMeasures.meanBrightness(of: grey, in: frame)
        if brightness < quality.minimumBrightness { return .tryAgain([.tooDark(brightness: brightness)]) }
        var problems: [CaptureProblem] = []
        let contrast = CaptureMeasures.contrast(of: grey, in: frame)
        if contrast < quality.minimumContrast {
            problems.append(.documentMissing(contrast: contrast))
        } else {
            let sharpness = CaptureMeasures.sharpness(of: grey, in: frame)
            if sharpness < quality.minimumSharpness { problems.append(.blurred(sharpness: sharpness)) }
        }
        return problems.isEmpty ? .success : .tryAgain(problems)
    }
}
