/// A generic adult face in 3D: the handful of 68-point landmarks whose positions vary least between people
/// and with expression, in millimetres.
///
/// The jaw line, chin and lips' middles are left out on purpose: they move when the mouth opens, which a
/// rigid fit would read as the head pitching.
///
/// The frame is the camera's when the face looks straight at it: x to the image's right, y down, z away
/// from the camera, with the nose tip at the origin. In an unmirrored camera the image's right is the user's
/// left, so landmark 45 (the outer corner of the eye on the image's right) is the user's left eye. Values are
/// rounded anthropometric averages (eye corners 90 mm apart, nose tip 48 mm below the bridge, mouth corners
/// 54 mm apart); head pose comes out within a few degrees of a fit to the person's own face, and the
/// cursor works from changes of pose, not absolute angles.
public enum GenericFace {
    /// Landmark index and its 3D position.
    public static let points: [(index: Int, position: Vector3)] = [
        (27, Vector3(0, -48, 22)),  // nose bridge (nasion)
        (30, Vector3(0, 0, 0)),  // nose tip
        (31, Vector3(-13, 10, 16)),  // nostril wing on the image's left
        (33, Vector3(0, 14, 14)),  // under the nose (subnasale)
        (35, Vector3(13, 10, 16)),  // nostril wing on the image's right
        (36, Vector3(-45, -34, 27)),  // outer corner, eye on the image's left
        (39, Vector3(-15, -33, 22)),  // inner corner, eye on the image's left
        (42, Vector3(15, -33, 22)),  // inner corner, eye on the image's right
        (45, Vector3(45, -34, 27)),  // outer corner, eye on the image's right
        (48, Vector3(-27, 30, 24)),  // mouth corner on the image's left
        (54, Vector3(27, 30, 24)),  // mouth corner on the image's right
    ]
}
