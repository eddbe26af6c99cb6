import Foundation

/// A square patch of the frame around one eye, levelled and scaled as MediaPipe's iris-landmark model
/// expects: its input tensor, RGB in 0...1, row after row.
///
/// As MediaPipe crops (`IrisLandmarkLandmarksToRoi`): centred between the eye's two corners, rotated so the
/// line from the first corner to the second runs along the crop's x axis, `widthsPerSide` corner-to-corner
/// distances wide, sampled bilinearly. The model knows one eye only (the image-left eye of an unmirrored
/// face); the other eye is cropped `mirrored`, left and right swapped, so it looks like that eye.
/// Colour comes from the frame's BT.601 Y, Cb and Cr planes (full range, as JPEG and the PPM reader use);
/// a grey frame feeds its luma to all three channels. Outside the frame the nearest edge pixel repeats.
public struct EyeCrop: Sendable {
    /// The crop's side in pixels (the model's input is 64 x 64).
    public let side: Int
    /// `side * side * 3` values: RGB of each pixel, row after row, in 0...1.
    public var pixels: [Float]
    /// Where the crop's centre lies in the frame.
    public let center: PixelPoint
    /// The frame's offset for one crop pixel along the crop's x and y axes.
    let xAxis: (dx: Double, dy: Double)
    let yAxis: (dx: Double, dy: Double)

    /// Crops the eye whose corners are `first` and `second` (the first to the crop's left, or right when
    /// `mirrored`).
    public init(
        frame: Frame, from first: PixelPoint, to second: PixelPoint, mirrored: Bool, side: Int = 64,
        widthsPerSide: Double = 2.3
    ) {
        let dx = second.x - first.x
        let dy = second.y - first.y
        let length = max(hypot(dx, dy), 1e-6)
        self.init(
            frame: frame, center: PixelPoint(x: (first.x + second.x) / 2, y: (first.y + second.y) / 2),
            direction: (dx / length, dy / length), extent: length * widthsPerSide, mirrored: mirrored, side: side)
    }

    /// Crops the eye on the image's `eye` side (0 left, points 36–41; 1 right, 42–47, `mirrored`) of the 68
    /// `landmarks`: centred between its corners, but levelled along the line between the two eyes' centres
    /// and `interocularsPerSide` of the distance between them wide, not the eye's own corner line and width.
    ///
    /// Why: dlib's corners move with the lids. On the wink set's tune part (26 faces, `WinkSetEyeProbe`) a
    /// painted-shut or squinting eye's corners drift and tilt, so the crop cut between them grew, shrank
    /// and turned with the closure, and the model's lid outline (measured over the corner distance) moved
    /// with the crop rather than the lids. The eyes' centres and their distance hardly move in a wink: with
    /// them, shut and open readings of one eye separate better (mean AUC over eyes and clips 0.959 against
    /// 0.947; eyes under 0.95 AUC 26 against 32 of 146; best per-frame accuracy 0.961 against 0.950; most of
    /// it on faces of 80-150 px, in light ramps and side light). 1.05 inter-ocular distances is about the
    /// eye widths 2.3 gives on a frontal face.
    public init(
        frame: Frame, landmarks: [PixelPoint], eye: Int, side: Int = 64, interocularsPerSide: Double = 1.05
    ) {
        precondition(landmarks.count >= 48 && (eye == 0 || eye == 1), "68 landmarks and an eye, 0 or 1")
        func centre(_ range: Range<Int>) -> PixelPoint {
            let points = landmarks[range]
            return PixelPoint(
                x: points.reduce(0) { $0 + $1.x } / Double(points.count),
                y: points.reduce(0) { $0 + $1.y } / Double(points.count))
        }
        let left = centre(36..<42)
        let right = centre(42..<48)
        let dx = right.x - left.x
        let dy = right.y - left.y
        let distance = max(hypot(dx, dy), 1e-6)
        let (first, second) = eye == 0 ? (landmarks[36], landmarks[39]) : (landmarks[42], landmarks[45])
        self.init(
            frame: frame, center: PixelPoint(x: (first.x + second.x) / 2, y: (first.y + second.y) / 2),
            direction: (dx / distance, dy / distance), extent: distance * interocularsPerSide, mirrored: eye == 1,
            side: side)
    }

    /// Crops a square `extent` frame pixels wide about `center`, its x axis along the unit vector
    /// `direction` (reversed when `mirrored`).
    public init(
        frame: Frame, center: PixelPoint, direction: (x: Double, y: Double), extent: Double, mirrored: Bool,
        side: Int = 64
    ) {
        let step = max(extent, 1e-6) / Double(side)
        let (ux, uy) = (direction.x * step, direction.y * step)
        self.init(frame: frame, center: center, xAxis: mirrored ? (-ux, -uy) : (ux, uy), yAxis: (-uy, ux), side: side)
    }

    /// Another crop of the same eye in `frame` (the one this was cut from): `variant.scale` times as wide about
    /// its centre, the centre moved by `variant.shiftX` and `shiftY` of this crop's width along its axes but
    /// kept inside the frame; mirrored as this one is.
    public func variant(_ variant: EyeCropVariants.Variant, in frame: Frame) -> EyeCrop {
        let width = Double(side)
        let moved = framePoint(
            PixelPoint(x: width / 2 + variant.shiftX * width, y: width / 2 + variant.shiftY * width))
        let inside = PixelPoint(
            x: min(max(moved.x, 0), Double(max(frame.width - 1, 0))),
            y: min(max(moved.y, 0), Double(max(frame.height - 1, 0))))
        let scale = max(variant.scale, 1e-6)
        return EyeCrop(
            frame: frame, center: inside, xAxis: (xAxis.dx * scale, xAxis.dy * scale),
            yAxis: (yAxis.dx * scale, yAxis.dy * scale), side: side)
    }

    /// Samples a `side` x `side` crop about `center` whose pixels step by `xAxis` and `yAxis` in the frame.
    private init(
        frame: Frame, center: PixelPoint, xAxis: (dx: Double, dy: Double), yAxis: (dx: Double, dy: Double), side: Int
    ) {
        self.side = side
        self.center = center
        self.xAxis = xAxis
        self.yAxis = yAxis
        pixels = [Float](repeating: 0, count: side * side * 3)
        let sampler = FrameColourSampler(frame: frame)
        let half = Double(side) / 2
        pixels.withUnsafeMutableBufferPointer { out in
            for row in 0..<side {
                let v = Double(row) + 0.5 - half
                for column in 0..<side {
                    let u = Double(column) + 0.5 - half
                    let x = center.x + u * xAxis.dx + v * yAxis.dx
                    let y = center.y + u * xAxis.dy + v * yAxis.dy
                    let (r, g, b) = sampler.rgb(x: x, y: y)
                    let i = 3 * (row * side + column)
                    out[i] = r
                    out[i + 1] = g
                    out[i + 2] = b
                }
            }
        }
    }

    /// The frame point at crop coordinates `point` (pixels from the crop's top-left corner, as the model
    /// reports them).
    public func framePoint(_ point: PixelPoint) -> PixelPoint {
        let u = point.x - Double(side) / 2
        let v = point.y - Double(side) / 2
        return PixelPoint(
            x: center.x + u * xAxis.dx + v * yAxis.dx, y: center.y + u * xAxis.dy + v * yAxis.dy)
    }
}
