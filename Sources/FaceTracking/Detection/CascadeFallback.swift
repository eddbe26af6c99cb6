import FaceNavCore

/// Finds faces with several cascade detectors in turn: each searches only when those before it found nothing.
///
/// OpenCV's LBP cascade is the quicker, but it misses faces its training saw little of: glasses, a head
/// rolled 20°, some faces lit from one side. Haar finds those (and nearly every face LBP finds), at a lower
/// cost than LBP's at the tracker's 80 px minimum. Asked in that order, a frame where LBP finds the face
/// costs what it did, and Haar searches only frames LBP found nothing in: in the tracker, only while no face
/// is followed, and at a confirmation only when LBP no longer finds the followed face. Haar also finds faces
/// that are not there (dogs' faces), so with a `check` a face that only a later detector found is taken only
/// when the check accepts it. `BENCHMARKS.md` (Finding the face) has what each cascade finds on the fixtures'
/// real faces and what it costs.
public struct CascadeFallback: FaceDetector, Sendable {
    /// The detectors, in the order they are asked.
    public var detectors: [CascadeDetector]
    /// What a face found by any detector after the first must pass; nil takes every face.
    public var check: LevelledFaceCheck?

    /// The cascades the live app and `facenav track` find faces with, in order: `Cascade.named` names.
    public static let defaultCascadeNames = ["lbp", "haar"]

    public init(_ detectors: [CascadeDetector], check: LevelledFaceCheck? = nil) {
        precondition(!detectors.isEmpty, "a fallback needs at least one detector")
        self.detectors = detectors
        self.check = check
    }

    /// The faces of the first detector that finds any (those `check` accepts, after the first detector),
    /// largest first; none when no detector finds one.
    public func detectFaces(in image: GrayImage, region: PixelRect?) -> [PixelRect] {
        for (index, detector) in detectors.enumerated() {
            var faces = detector.detectFaces(in: image, region: region)
            if index > 0, let check { faces = faces.filter { check.accepts($0, in: image) } }
            if !faces.isEmpty { return faces }
        }
        return []
    }

    /// The faces `widths` wide of the first detector that finds any, unchecked: the confirmation of a face
    /// already followed.
    public func detectFaces(in image: GrayImage, region: PixelRect, widths: ClosedRange<Int>) -> [PixelRect] {
        for detector in detectors {
            let faces = detector.detectFaces(in: image, region: region, widths: widths)
            if !faces.isEmpty { return faces }
        }
        return []
    }
}
