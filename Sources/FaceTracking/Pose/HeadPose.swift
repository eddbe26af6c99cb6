import Foundation

/// Which way a head faces, in radians from the user's own point of view (the `FaceMeasurement` convention).
///
/// - `yaw` is positive when the user turns to their left,
/// - `pitch` positive when they look up,
/// - `roll` positive when they tilt their head to their left (towards their left shoulder).
///
/// In an unmirrored camera (what V4L2 and video files give) the user's left is the image's right, so a
/// positive yaw moves the nose to the image's right and a positive roll turns the face clockwise in the
/// image. The face's orientation in the camera's frame (x right, y down, z away from the camera) is
/// `Ry(-yaw) * Rx(-pitch) * Rz(roll)`: roll about the line of sight first, then pitch, then yaw about the
/// camera's vertical.
public struct HeadPose: Hashable, Sendable {
    public var yaw: Double
    public var pitch: Double
    public var roll: Double

    public init(yaw: Double, pitch: Double, roll: Double) {
        self.yaw = yaw
        self.pitch = pitch
        self.roll = roll
    }

    /// The rotation taking the face model's frame (facing the camera) to the camera's frame.
    public var rotation: Rotation {
        Rotation.aboutY(-yaw) * Rotation.aboutX(-pitch) * Rotation.aboutZ(roll)
    }

    /// The angles of a rotation built as `rotation` builds them.
    public init(rotation r: Rotation) {
        let m = r.m
        pitch = asin(max(-1, min(1, m[1][2])))
        yaw = -atan2(m[0][2], m[2][2])
        roll = atan2(m[1][0], m[1][1])
    }

    /// The same head seen in a mirror: yaw and roll change sign, pitch stays.
    public var mirrored: HeadPose { HeadPose(yaw: -yaw, pitch: pitch, roll: -roll) }
}
