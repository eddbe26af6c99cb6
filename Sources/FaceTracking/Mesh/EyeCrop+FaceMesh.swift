import Foundation

extension EyeCrop {
    /// Crops the eye on the image's `eye` side (0 left, 1 right, `mirrored`) by the face mesh's eye points, as
    /// `init(frame:landmarks:eye:)` does by dlib's: centred between the eye's corners (mesh points 33 and 133,
    /// or 362 and 263), levelled along the line between the two eyes' centres (each the mean of its 16 outline
    /// points), `interocularsPerSide` of their distance wide.
    ///
    /// Why: dlib's 68 points are fitted with one shape prior over the whole face, and its eye corners move
    /// with the lids (a painted-shut eye pulls them together and tilts them); the mesh's corners, fitted by
    /// the network from the eye's own pixels, stay put. On the wink set's tune part (26 faces,
    /// `WinkSetMeshProbe`) the iris model's readings part shut eyes from open ones better from this crop (mean
    /// AUC over clips and eyes 0.971 against 0.945 from dlib's; eyes under 0.95 AUC 15 against 34 of 150).
    public init(
        frame: Frame, mesh: FaceMesh, eye: Int, side: Int = 64, interocularsPerSide: Double = 1.05
    ) {
        precondition(eye == 0 || eye == 1, "an eye, 0 or 1")
        self.init(
            frame: frame, mesh: mesh, centres: Self.meshEyeCentres(mesh), eye: eye, side: side,
            interocularsPerSide: interocularsPerSide)
    }

    /// Crops the eye on the image's `eye` side centred between the face mesh's corners, as
    /// `init(frame:mesh:eye:)` does, but levelled and sized by both fits: the line between the eyes' centres
    /// and its length are the mean of the mesh's (each eye's 16 outline points) and dlib's (each eye's 6 of the
    /// 68 `landmarks`).
    ///
    /// Why: on the wink set's tune part the mesh alone fired 4 false winks (`WinkSetReadings` with
    /// WINK_MESH=1). On one, 2007_007763-178-wink0-80-jpeg's last 9 frames, the mesh's eye distance jumped to
    /// 1.13-1.16 times dlib's while the face held still, so the crop grew, the open eye shrank in it and read
    /// 0.65 of its open level (dlib's crop read it open). Each fit's frame-to-frame jump is its own; the mean
    /// halves either one's. Tracked on the tune part (`WinkSetReport`, WINK_MESH=1): 86 of 104 winks and 3
    /// false gestures, against 88 and 4 with the mesh's own frame and 84 and 0 with dlib's crops.
    public init(
        frame: Frame, mesh: FaceMesh, landmarks: [PixelPoint], eye: Int, side: Int = 64,
        interocularsPerSide: Double = 1.05
    ) {
        precondition(landmarks.count >= 48 && (eye == 0 || eye == 1), "68 landmarks and an eye, 0 or 1")
        let meshCentres = Self.meshEyeCentres(mesh)
        let dlibCentres = [Self.mean(Array(landmarks[36..<42])), Self.mean(Array(landmarks[42..<48]))]
        let centres = (0..<2).map { Self.mean([meshCentres[$0], dlibCentres[$0]]) }
        self.init(
            frame: frame, mesh: mesh, centres: centres, eye: eye, side: side, interocularsPerSide: interocularsPerSide
        )
    }

    /// Crops the eye centred between the mesh's corners of `eye`, levelled along the line between the two
    /// eyes' `centres` and `interocularsPerSide` of their distance wide.
    private init(
        frame: Frame, mesh: FaceMesh, centres: [PixelPoint], eye: Int, side: Int, interocularsPerSide: Double
    ) {
        let dx = centres[1].x - centres[0].x
        let dy = centres[1].y - centres[0].y
        let distance = max(hypot(dx, dy), 1e-6)
        let first = mesh.points[FaceMesh.eyeOutlines[eye][0]]
        let second = mesh.points[FaceMesh.eyeOutlines[eye][8]]
        self.init(
            frame: frame, center: PixelPoint(x: (first.x + second.x) / 2, y: (first.y + second.y) / 2),
            direction: (dx / distance, dy / distance), extent: distance * interocularsPerSide, mirrored: eye == 1,
            side: side)
    }

    /// Each eye's centre in the mesh: the mean of its 16 outline points, the image-left eye's first.
    private static func meshEyeCentres(_ mesh: FaceMesh) -> [PixelPoint] {
        FaceMesh.eyeOutlines.map { outline in mean(outline.map { mesh.points[$0] }) }
    }

    private static func mean(_ points: [PixelPoint]) -> PixelPoint {
        PixelPoint(
            x: points.reduce(0) { $0 + $1.x } / Double(points.count),
            y: points.reduce(0) { $0 + $1.y } / Double(points.count))
    }
}
