import Foundation

/// Head pose from 68 landmarks: a perspective-n-point fit of `GenericFace` through a `PinholeCamera`.
///
/// Levenberg–Marquardt over the rotation (updated by a small rotation vector on the left, Rodrigues) and the
/// translation, minimising the squared reprojection error of the model's landmarks. It starts from a
/// weak-perspective guess (roll from the eye line, distance from the eye-corner span, nose tip straight from
/// the image) or from the previous frame's fit, which is what the tracker passes.
///
/// - Complexity: a few dozen iterations over ten points; microseconds.
public struct HeadPoseSolver: Sendable {
    public var camera: PinholeCamera
    public var model: [(index: Int, position: Vector3)]
    public var maximumIterations = 50

    public init(camera: PinholeCamera, model: [(index: Int, position: Vector3)] = GenericFace.points) {
        self.camera = camera
        self.model = model
    }

    /// The head's roll in the image (radians, clockwise positive as the image's y runs down): the line
    /// through the outer eye corners of the 68 landmarks. A fit's first guess, and the tilt a turned face
    /// search or check levels.
    public static func roll(of landmarks: [PixelPoint]) -> Double {
        precondition(landmarks.count == 68, "the head's roll needs the 68 landmarks")
        return atan2(landmarks[45].y - landmarks[36].y, landmarks[45].x - landmarks[36].x)
    }

    /// Fits the model to `landmarks` (68 points in image pixels, as in `LandmarkPredictor`).
    public func fit(_ landmarks: [PixelPoint], startingFrom previous: HeadPoseFit? = nil) -> HeadPoseFit {
        precondition(landmarks.count == 68, "head pose needs the 68 landmarks")
        let observed = model.map { landmarks[$0.index] }
        let eyeSpan = hypot(landmarks[45].x - landmarks[36].x, landmarks[45].y - landmarks[36].y)
        var rotation: Rotation
        var translation: Vector3
        if let previous, previous.translation.z > 0 {
            rotation = previous.rotation
            translation = previous.translation
        } else {
            rotation = Rotation.aboutZ(Self.roll(of: landmarks))
            let modelSpan =
                (model.first { $0.index == 45 }?.position.x ?? 45) - (model.first { $0.index == 36 }?.position.x ?? -45)
            let depth = camera.focalLength * modelSpan / max(eyeSpan, 1)
            let nose = landmarks[30]
            translation = Vector3(
                (nose.x - camera.centerX) * depth / camera.focalLength,
                (nose.y - camera.centerY) * depth / camera.focalLength, depth)
        }
        var cost = squaredError(rotation, translation, observed)
        var lambda = 1e-3
        for _ in 0..<maximumIterations {
            let (jtj, jtr) = normalEquations(rotation, translation, observed)
            var improved = false
            var step = [Double](repeating: 0, count: 6)
            for _ in 0..<10 {
                var a = jtj
                for i in 0..<6 { a[i][i] += lambda * max(jtj[i][i], 1e-9) }
                guard let solved = Self.solve(a, jtr.map { -$0 }) else {
                    lambda *= 10
                    continue
                }
                step = solved
                let (r, t) = Self.apply(step, rotation, translation)
                let newCost = squaredError(r, t, observed)
                if newCost < cost {
                    rotation = r
                    translation = t
                    cost = newCost
                    lambda = max(lambda / 10, 1e-9)
                    improved = true
                    break
                }
                lambda *= 10
            }
            let stepSize = step.reduce(0) { $0 + $1 * $1 }.squareRoot()
            if !improved || stepSize < 1e-10 { break }
        }
        let residual = (cost / Double(observed.count)).squareRoot()
        return HeadPoseFit(
            pose: HeadPose(rotation: rotation), rotation: rotation, translation: translation,
            residual: residual, relativeResidual: residual / max(eyeSpan, 1))
    }

    /// The model's landmarks as the camera sees them at a pose: what the fit compares with.
    public func project(rotation: Rotation, translation: Vector3) -> [PixelPoint] {
        model.map { camera.project(rotation * $0.position + translation) }
    }

    private func squaredError(_ r: Rotation, _ t: Vector3, _ observed: [PixelPoint]) -> Double {
        var sum = 0.0
        for (i, point) in model.enumerated() {
            let p = r * point.position + t
            guard p.z > 1e-6 else { return .infinity }
            let q = camera.project(p)
            sum += (q.x - observed[i].x) * (q.x - observed[i].x) + (q.y - observed[i].y) * (q.y - observed[i].y)
        }
        return sum
    }

    /// JᵀJ and Jᵀr for the residuals (projection − observed), with analytic derivatives of the projection
    /// with respect to a left rotation increment and the translation.
    private func normalEquations(_ r: Rotation, _ t: Vector3, _ observed: [PixelPoint]) -> ([[Double]], [Double]) {
        var jtj = [[Double]](repeating: [Double](repeating: 0, count: 6), count: 6)
        var jtr = [Double](repeating: 0, count: 6)
        let f = camera.focalLength
        for (i, point) in model.enumerated() {
            let rotated = r * point.position
            let p = rotated + t
            let z = max(p.z, 1e-6)
            let u = f * p.x / z + camera.centerX - observed[i].x
            let v = f * p.y / z + camera.centerY - observed[i].y
            // d(projection)/d(p): [[f/z, 0, -f x/z²], [0, f/z, -f y/z²]]; d(p)/d(ω) = -[rotated]×; d(p)/d(t) = I.
            let du = Vector3(f / z, 0, -f * p.x / (z * z))
            let dv = Vector3(0, f / z, -f * p.y / (z * z))
            // d(p)/d(ω)·e_k = e_k × rotated.
            let q = rotated
            let dOmega = [Vector3(0, -q.z, q.y), Vector3(q.z, 0, -q.x), Vector3(-q.y, q.x, 0)]
            var ju = [Double](repeating: 0, count: 6)
            var jv = [Double](repeating: 0, count: 6)
            for k in 0..<3 {
                ju[k] = du.x * dOmega[k].x + du.y * dOmega[k].y + du.z * dOmega[k].z
                jv[k] = dv.x * dOmega[k].x + dv.y * dOmega[k].y + dv.z * dOmega[k].z
            }
            ju[3] = du.x
            ju[4] = du.y
            ju[5] = du.z
            jv[3] = dv.x
            jv[4] = dv.y
            jv[5] = dv.z
            for a in 0..<6 {
                jtr[a] += ju[a] * u + jv[a] * v
                for b in 0..<6 { jtj[a][b] += ju[a] * ju[b] + jv[a] * jv[b] }
            }
        }
        return (jtj, jtr)
    }

    private static func apply(_ step: [Double], _ r: Rotation, _ t: Vector3) -> (Rotation, Vector3) {
        (Rotation(rotationVector: Vector3(step[0], step[1], step[2])) * r, t + Vector3(step[3], step[4], step[5]))
    }

    /// Gaussian elimination with partial pivoting; nil when singular.
    static func solve(_ matrix: [[Double]], _ rhs: [Double]) -> [Double]? {
        var a = matrix
        var b = rhs
        let n = b.count
        for col in 0..<n {
            var pivot = col
            for row in col + 1..<n where abs(a[row][col]) > abs(a[pivot][col]) { pivot = row }
            guard abs(a[pivot][col]) > 1e-12 else { return nil }
            a.swapAt(col, pivot)
            b.swapAt(col, pivot)
            for row in col + 1..<n {
                let factor = a[row][col] / a[col][col]
                guard factor != 0 else { continue }
                for k in col..<n { a[row][k] -= factor * a[col][k] }
                b[row] -= factor * b[col]
            }
        }
        var x = [Double](repeating: 0, count: n)
        for row in stride(from: n - 1, through: 0, by: -1) {
            var sum = b[row]
            for k in row + 1..<n { sum -= a[row][k] * x[k] }
            x[row] = sum / a[row][row]
        }
        return x
    }
}
