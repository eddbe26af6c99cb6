/// The result of fitting the generic face to one frame's landmarks.
public struct HeadPoseFit: Hashable, Sendable {
    public var pose: HeadPose
    /// The face's orientation: model frame to camera frame.
    public var rotation: Rotation
    /// Where the model's origin (the nose tip) sits in the camera's frame, in millimetres.
    public var translation: Vector3
    /// Root-mean-square distance between the landmarks and the fitted model's projection, in pixels.
    public var residual: Double
    /// `residual` over the distance between the outer eye corners: how face-like the landmarks are, 0.04–0.07
    /// for good fits of Megamind's animated faces (the generic face is not theirs) and growing as the shape
    /// degrades.
    public var relativeResidual: Double

    public init(pose: HeadPose, rotation: Rotation, translation: Vector3, residual: Double, relativeResidual: Double) {
        self.pose = pose
        self.rotation = rotation
        self.translation = translation
        self.residual = residual
        self.relativeResidual = relativeResidual
    }
}
