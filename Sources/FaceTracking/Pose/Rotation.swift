import Foundation

/// A 3D rotation as a row-major 3x3 matrix: `rotated = m * v`.
public struct Rotation: Hashable, Sendable {
    /// Rows of the matrix.
    public var m: [[Double]]

    public init(rows: [[Double]]) {
        m = rows
    }

    public static let identity = Rotation(rows: [[1, 0, 0], [0, 1, 0], [0, 0, 1]])

    /// The rotation by `angle` radians about the camera's x axis (to the right).
    public static func aboutX(_ angle: Double) -> Rotation {
        let c = cos(angle)
        let s = sin(angle)
        return Rotation(rows: [[1, 0, 0], [0, c, -s], [0, s, c]])
    }

    /// The rotation by `angle` radians about the camera's y axis (down).
    public static func aboutY(_ angle: Double) -> Rotation {
        let c = cos(angle)
        let s = sin(angle)
        return Rotation(rows: [[c, 0, s], [0, 1, 0], [-s, 0, c]])
    }

    /// The rotation by `angle` radians about the camera's z axis (into the scene).
    public static func aboutZ(_ angle: Double) -> Rotation {
        let c = cos(angle)
        let s = sin(angle)
        return Rotation(rows: [[c, -s, 0], [s, c, 0], [0, 0, 1]])
    }

    /// Rodrigues' formula: the rotation by `|w|` radians about the axis `w`.
    public init(rotationVector w: Vector3) {
        let theta = w.length
        guard theta > 1e-12 else {
            self = Rotation(rows: [[1, -w.z, w.y], [w.z, 1, -w.x], [-w.y, w.x, 1]])
            return
        }
        let k = (1 / theta) * w
        let c = cos(theta)
        let s = sin(theta)
        let t = 1 - c
        m = [
            [c + k.x * k.x * t, k.x * k.y * t - k.z * s, k.x * k.z * t + k.y * s],
            [k.y * k.x * t + k.z * s, c + k.y * k.y * t, k.y * k.z * t - k.x * s],
            [k.z * k.x * t - k.y * s, k.z * k.y * t + k.x * s, c + k.z * k.z * t],
        ]
    }

    public static func * (a: Rotation, b: Rotation) -> Rotation {
        var rows = [[Double]](repeating: [0, 0, 0], count: 3)
        for i in 0..<3 {
            for j in 0..<3 {
                rows[i][j] = a.m[i][0] * b.m[0][j] + a.m[i][1] * b.m[1][j] + a.m[i][2] * b.m[2][j]
            }
        }
        return Rotation(rows: rows)
    }

    public static func * (r: Rotation, v: Vector3) -> Vector3 {
        Vector3(
            r.m[0][0] * v.x + r.m[0][1] * v.y + r.m[0][2] * v.z,
            r.m[1][0] * v.x + r.m[1][1] * v.y + r.m[1][2] * v.z,
            r.m[2][0] * v.x + r.m[2][1] * v.y + r.m[2][2] * v.z)
    }
}
