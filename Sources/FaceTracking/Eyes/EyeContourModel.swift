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
    /// crops placed by the 68 `landmarks` (`EyeCrop(frame:landmarks:eye:)`); nil for an eye the model
    /// cannot read.
    public func lidOpenings(in frame: Frame, landmarks: [PixelPoint]) -> [Double?] {
        guard landmarks.count >= 48 else { return [nil, nil] }
        return [
            lidOpening(in: frame, landmarks: landmarks, eye: 0), lidOpening(in: frame, landmarks: landmarks, eye: 1),
        ]
    }

    /// The lid opening of the eye on the image's `eye` side (0 left, 1 right) of the 68 `landmarks`; nil
    /// when the model cannot read it. The model knows the image-left eye; the image-right one is mirrored.
    public func lidOpening(in frame: Frame, landmarks: [PixelPoint], eye: Int) -> Double? {
        contour(in: EyeCrop(frame: frame, landmarks: landmarks, eye: eye, side: cropSide))?.lidOpening
    }

    /// The lid opening of the eye whose corners are `first` and `second`, cropped `mirrored` for the
    /// image-right eye; nil when the model cannot read it.
    public func lidOpening(in frame: Frame, from first: PixelPoint, to second: PixelPoint, mirrored: Bool) -> Double? {
        contour(in: EyeCrop(frame: frame, from: first, to: second, mirrored: mirrored, side: cropSide))?.lidOpening
    }
}
