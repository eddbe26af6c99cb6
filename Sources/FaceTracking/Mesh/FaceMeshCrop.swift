import Foundation

/// Where MediaPipe's face-mesh model looks: a square about the face, turned so the eyes are level.
///
/// As MediaPipe's `face_landmark_landmarks_to_roi` graph places it from the previous frame's mesh: the
/// landmarks' upright bounding box, turned by the angle of the line from one eye's outer corner to the
/// other's (mesh points 33 and 263; dlib's 36 and 45 here), scaled 1.5 times and made square on its longer
/// side. dlib's 68 points stop at the brows where the mesh reaches up the forehead, so the box is moved up
/// the face by `rise` of its side and widened by `meshSide`, which puts it where the mesh's own box lies
/// (measured on the two faces of `FaceMeshModelTests`: the mesh's box is 1.086 and 1.089 times dlib's, its
/// centre 0.076 and 0.095 of dlib's side higher).
public enum FaceMeshCrop {
    /// How far the mesh's box centre lies above dlib's, in dlib box sides, along the face's up direction.
    public static let rise = 0.085
    /// The mesh's box side over dlib's.
    public static let meshSide = 1.09
    /// MediaPipe's scale from the landmarks' box to the model's crop.
    public static let scale = 1.5

    /// The region's centre, its x axis (a unit vector from the image-left eye to the image-right one) and its
    /// side in frame pixels, for the 68 `landmarks`.
    public static func region(landmarks: [PixelPoint]) -> (
        center: PixelPoint, direction: (x: Double, y: Double), extent: Double
    ) {
        precondition(landmarks.count >= 68, "68 landmarks")
        let points = landmarks.prefix(68)
        let minX = points.map(\.x).min() ?? 0
        let maxX = points.map(\.x).max() ?? 0
        let minY = points.map(\.y).min() ?? 0
        let maxY = points.map(\.y).max() ?? 0
        let dx = landmarks[45].x - landmarks[36].x
        let dy = landmarks[45].y - landmarks[36].y
        let length = max(hypot(dx, dy), 1e-6)
        let (ux, uy) = (dx / length, dy / length)
        let side = max(maxX - minX, maxY - minY)
        // Up the face is the eye line turned a quarter back: (uy, -ux).
        let center = PixelPoint(x: (minX + maxX) / 2 + rise * side * uy, y: (minY + maxY) / 2 - rise * side * ux)
        return (center, (ux, uy), side * meshSide * scale)
    }

    /// The model's input for the face with these 68 `landmarks`: `side` x `side` RGB in [0, 1].
    public static func crop(frame: Frame, landmarks: [PixelPoint], side: Int = 192) -> EyeCrop {
        let (center, direction, extent) = region(landmarks: landmarks)
        return EyeCrop(frame: frame, center: center, direction: direction, extent: extent, mirrored: false, side: side)
    }
}
