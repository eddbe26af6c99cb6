import Foundation

/// MediaPipe's 468-point face mesh of one face, in frame pixels, and how sure the model is that a face is
/// there.
///
/// The mesh's points follow MediaPipe's numbering (`face_mesh_connections.py`): 33 and 133 are the outer and
/// inner corners of the eye on the image's left in an unmirrored picture (the subject's right eye), 263 and
/// 362 the other eye's. Its eye outline is the 16 points MediaPipe's iris model also draws, so the two
/// readers are measured by one formula (`EyeContour.lidOpening`).
public struct FaceMesh: Sendable {
    /// The number of points the model gives.
    public static let pointCount = 468

    /// The points in frame pixels, MediaPipe's order.
    public var points: [PixelPoint]
    /// The model's face-presence score, 0...1 (MediaPipe drops a face under 0.5).
    public var presence: Double

    public init(points: [PixelPoint], presence: Double) {
        precondition(points.count == Self.pointCount, "a face mesh has \(Self.pointCount) points")
        self.points = points
        self.presence = presence
    }

    /// The mesh points of each eye's outline in `EyeContour`'s order (a corner, the lower lid, the other
    /// corner, the upper lid), the image-left eye's first; each runs from the corner on the image's left to
    /// the one on its right, so the lids read downwards in `EyeContour.lidOpening`.
    public static let eyeOutlines: [[Int]] = [
        [33, 7, 163, 144, 145, 153, 154, 155, 133, 246, 161, 160, 159, 158, 157, 173],
        [362, 382, 381, 380, 374, 373, 390, 249, 263, 398, 384, 385, 386, 387, 388, 466],
    ]

    /// The outline of the eye on the image's `eye` side (0 left, 1 right), in frame pixels.
    public func eyeContour(eye: Int) -> EyeContour {
        EyeContour(points: Self.eyeOutlines[eye].map { points[$0] })
    }

    /// The lid opening (`EyeContour.lidOpening`) of the eye on the image's `eye` side.
    public func lidOpening(eye: Int) -> Double {
        eyeContour(eye: eye).lidOpening
    }
}
