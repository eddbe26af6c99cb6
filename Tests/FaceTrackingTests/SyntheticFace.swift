import Foundation

@testable import FaceTracking

/// A drawable test face: 68 landmarks in 3D (the generic face's points exactly, the rest rough), seen by a
/// camera at a pose, and a luma/chroma picture of its eyes and mouth.
struct SyntheticFace {
    var pose = HeadPose(yaw: 0, pitch: 0, roll: 0)
    var translation = Vector3(0, 0, 350)
    /// What the landmarks show of each eye, image-left then image-right: 1 open, 0 shut.
    var landmarkEyes = (1.0, 1.0)
    /// What the pixels show of each eye, image-left then image-right.
    var pixelEyes = (true, true)
    /// The gap between the inner lips, in millimetres.
    var mouthGap = 0.0
    var tongueOut = false

    static let camera = PinholeCamera.approximate(width: 320, height: 240)

    /// The 68 points in millimetres, the face looking at the camera, nose tip at the origin.
    func model() -> [Vector3] {
        var p = [Vector3](repeating: Vector3(0, 0, 0), count: 68)
        for i in 0..<17 {
            let t = Double.pi * Double(i) / 16
            let x = -70 * cos(t)
            p[i] = Vector3(x, -35 + 101 * sin(t), 13 + 60 * (x / 70) * (x / 70))
        }
        for i in 0..<5 {
            p[17 + i] = Vector3(-60 + 12 * Double(i), -50, 25)
            p[22 + i] = Vector3(12 + 12 * Double(i), -50, 25)
        }
        for k in 0..<4 { p[27 + k] = Vector3(0, -48 + 16 * Double(k), 22 - 22 * Double(k) / 3) }
        for (k, x) in [-14.0, -7, 0, 7, 14].enumerated() { p[31 + k] = Vector3(x, k == 0 || k == 4 ? 12 : 14, 14) }
        let h0 = 4 * landmarkEyes.0
        let h1 = 4 * landmarkEyes.1
        p[36] = Vector3(-45, -34, 27)
        p[37] = Vector3(-35, -33.5 - h0, 24)
        p[38] = Vector3(-25, -33.5 - h0, 23)
        p[39] = Vector3(-15, -33, 22)
        p[40] = Vector3(-25, -33.5 + h0, 23)
        p[41] = Vector3(-35, -33.5 + h0, 24)
        p[42] = Vector3(15, -33, 22)
        p[43] = Vector3(25, -33.5 - h1, 23)
        p[44] = Vector3(35, -33.5 - h1, 24)
        p[45] = Vector3(45, -34, 27)
        p[46] = Vector3(35, -33.5 + h1, 24)
        p[47] = Vector3(25, -33.5 + h1, 23)
        let g = mouthGap
        let outer: [(Double, Double)] = [
            (-27, 30), (-17, 25), (-7, 23), (0, 24), (7, 23), (17, 25), (27, 30),
            (17, 36 + g), (7, 38 + g), (0, 39 + g), (-7, 38 + g), (-17, 36 + g),
        ]
        for (k, xy) in outer.enumerated() { p[48 + k] = Vector3(xy.0, xy.1, 24) }
        let inner: [(Double, Double)] = [
            (-22, 30), (-8, 29.5), (0, 29.5), (8, 29.5), (22, 30), (8, 30.5 + g), (0, 30.5 + g), (-8, 30.5 + g),
        ]
        for (k, xy) in inner.enumerated() { p[60 + k] = Vector3(xy.0, xy.1, 24) }
        for (index, position) in GenericFace.points { p[index] = position }
        return p
    }

    /// The landmarks as the camera sees them.
    func landmarks() -> [PixelPoint] {
        let r = pose.rotation
        return model().map { Self.camera.project(r * $0 + translation) }
    }

    /// A frame showing the face (skin, eyes open or shut in the pixels, the mouth, a tongue) on a dark
    /// background; with chroma when `colour`.
    func frame(index: Int, colour: Bool = true) -> Frame {
        let points = landmarks()
        var luma = GrayImage(width: 320, height: 240, filledWith: 30)
        var cr = GrayImage(width: 160, height: 120, filledWith: 128)
        let cb = GrayImage(width: 160, height: 120, filledWith: 120)
        let jaw = Array(points[0...16])
        let minX = Int(jaw.map(\.x).min()!)
        let maxX = Int(jaw.map(\.x).max()!)
        let minY = Int(points[17...26].map(\.y).min()! - 20)
        let maxY = Int(points[8].y)
        for y in max(0, minY)...min(239, maxY) {
            for x in max(0, minX)...min(319, maxX) {
                luma[x, y] = 150
                cr[x / 2, y / 2] = 145
            }
        }
        func fill(_ cx: Double, _ cy: Double, _ rx: Double, _ ry: Double, luma value: UInt8?, cr red: UInt8?) {
            for y in Int(cy - ry)...Int(cy + ry) {
                for x in Int(cx - rx)...Int(cx + rx) {
                    let dx = (Double(x) - cx) / rx
                    let dy = (Double(y) - cy) / ry
                    guard dx * dx + dy * dy <= 1, x >= 0, y >= 0, x < 320, y < 240 else { continue }
                    if let value { luma[x, y] = value }
                    if let red { cr[x / 2, y / 2] = red }
                }
            }
        }
        for (side, open) in [(0, pixelEyes.0), (1, pixelEyes.1)] {
            let a = points[36 + 6 * side]
            let b = points[39 + 6 * side]
            let cx = (a.x + b.x) / 2
            let cy = (a.y + b.y) / 2
            let rx = abs(b.x - a.x) / 2
            if open {
                fill(cx, cy, rx, rx * 0.35, luma: 225, cr: nil)
                fill(cx, cy, rx * 0.3, rx * 0.3, luma: 35, cr: nil)
            } else {
                fill(cx, cy + 1, rx, 1, luma: 110, cr: nil)  // the lash line
            }
        }
        let mouthCenterX = (points[48].x + points[54].x) / 2
        let mouthHalfWidth = abs(points[54].x - points[48].x) / 2
        fill(mouthCenterX, (points[51].y + points[62].y) / 2, mouthHalfWidth, 2, luma: 120, cr: 165)
        fill(mouthCenterX, (points[57].y + points[66].y) / 2, mouthHalfWidth, 2, luma: 120, cr: 165)
        if mouthGap > 0 {
            fill(mouthCenterX, (points[62].y + points[66].y) / 2, mouthHalfWidth * 0.8, 3, luma: 40, cr: 150)
        }
        if tongueOut {
            let top = points[66].y
            let bottom = points[57].y + (points[8].y - points[57].y) * 0.6
            fill(mouthCenterX, (top + bottom) / 2, mouthHalfWidth * 0.6, (bottom - top) / 2, luma: 140, cr: 180)
        }
        return Frame(
            time: Double(index) / 30, index: index, luma: luma,
            chroma: colour ? Frame.Chroma(cb: cb, cr: cr) : nil)
    }
}
