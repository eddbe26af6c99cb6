/// What the camera preview draws over the frame: the face box, the eye and mouth points, and an arrow
/// for the head pose. Positions are in the frame's pixels.
public struct PreviewOverlay: Hashable, Sendable {
    /// The face's box.
    public var box: PictureRect<Double>?
    /// Points to mark, each `[x, y]`.
    public var points: [[Double]]
    /// The head pose, radians (see `FaceMeasurement`): the arrow points where the cursor goes.
    public var yaw: Double
    public var pitch: Double

    public init(box: PictureRect<Double>? = nil, points: [[Double]] = [], yaw: Double = 0, pitch: Double = 0) {
        self.box = box
        self.points = points
        self.yaw = yaw
        self.pitch = pitch
    }

    /// The overlay of a measurement: its box, the eye and mouth landmarks (68-point indexes 36...67),
    /// and its pose; nothing but the pose when no face was found.
    public init(_ measurement: FaceMeasurement) {
        guard measurement.faceFound else {
            self.init()
            return
        }
        let landmarks = measurement.landmarks ?? []
        let eyesAndMouth = landmarks.count == 68 ? Array(landmarks[36...67]) : []
        self.init(box: measurement.box, points: eyesAndMouth, yaw: measurement.yaw, pitch: measurement.pitch)
    }

    /// The overlay of a measurement made on a `source`-sized frame, placed on `image`, a scaled-down copy of
    /// that frame: boxes and landmarks are measured in the full frame's pixels, the preview draws in its own.
    public init(_ measurement: FaceMeasurement, source: Size, image: PreviewImage) {
        self.init(measurement)
        guard source.width > 0, source.height > 0 else { return }
        let scaleX = Double(image.width) / Double(source.width)
        let scaleY = Double(image.height) / Double(source.height)
        box = box?.scaled(x: scaleX, y: scaleY)
        points = points.map { $0.count == 2 ? [$0[0] * scaleX, $0[1] * scaleY] : $0 }
    }
}
