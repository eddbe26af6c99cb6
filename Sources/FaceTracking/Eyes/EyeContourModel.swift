/// Finds an eye's outline in an `EyeCrop`.
///
/// The live one is MediaPipe's iris-landmark network (`IrisLandmarkModel`); tests may substitute a double.
/// Nil when the model cannot run on this crop; the tracker then reads that frame's eyes from the
/// landmarks alone.
public protocol EyeContourModel: Sendable {
    /// The crop side the model takes (64 for the iris-landmark model).
    var cropSide: Int { get }

    func contour(in crop: EyeCrop) -> EyeContour?
}

extension EyeContourModel {
    /// Each eye's lid opening (`EyeContour.lidOpening`), the image-left eye's (points 36–41) first, from
    /// crops between the eye corners of the 68 `landmarks`; nil for an eye the model cannot read.
    public func lidOpenings(in frame: Frame, landmarks: [PixelPoint]) -> [Double?] {
        guard landmarks.count >= 48 else { return [nil, nil] }
        // The model knows the image-left eye; the image-right one is mirrored to look like it.
        return [
            lidOpening(in: frame, from: landmarks[36], to: landmarks[39], mirrored: false),
            lidOpening(in: frame, from: landmarks[42], to: landmarks[45], mirrored: true),
        ]
    }

    /// The lid opening of the eye whose corners are `first` and `second`, cropped `mirrored` for the
    /// image-right eye; nil when the model cannot read it.
    public func lidOpening(in frame: Frame, from first: PixelPoint, to second: PixelPoint, mirrored: Bool) -> Double? {
        contour(in: EyeCrop(frame: frame, from: first, to: second, mirrored: mirrored, side: cropSide))?.lidOpening
    }
}
