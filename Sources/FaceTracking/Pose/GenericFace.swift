/// A generic adult face in 3D: the handful of 68-point landmarks whose positions vary least between people
/// and with expression, in millimetres.
///
/// The jaw line, chin and lips' middles are left out on purpose: they move when the mouth opens, which a
/// rigid fit would read as the head pitching.
///
/// The frame is the camera's when the face looks straight at it: x to the image's right, y down, z away
/// from the camera, with the nose tip at the origin. In an unmirrored camera the image's right is the user's
/// left, so landmark 45 (the outer corner of the eye on the image's right) is the user's left eye. Values are
/// x and y are the medians of dlib's 43 annotated example faces (`make fixtures`), scaled to eye corners
/// 90 mm apart, so a face looking at the camera reads near zero pitch; depths are rounded anthropometric
/// averages. Head pose comes out within a few degrees of a fit to the person's own face, and the cursor
/// works from changes of pose, not absolute angles.
public enum GenericFace {
    /// Landmark index and its 3D position.
    public static let points: [(index: Int, position: Vector3)] = [
        (27, Vector3(0, -38, 20)),  // nose bridge (nasion)
        (30, Vector3(0, 0, 0)),  // nose tip
        (31, Vector3(-15, 9, 16)),  // nostril wing on the image's left
        (33, Vector3(0, 14, 14)),  // under the nose (subnasale)
        (35, Vector3(15, 9, 16)),  // nostril wing on the image's right
        (36, Vector3(-45, -35, 30)),  // outer corner, eye on the image's left
        (39, Vector3(-20, -34, 21)),  // inner corner, eye on the image's left
        (42, Vector3(20, -34, 21)),  // inner corner, eye on the image's right
        (45, Vector3(45, -35, 30)),  // outer corner, eye on the image's right
        (48, Vector3(-31, 33, 25)),  // mouth corner on the image's left
        (54, Vector3(31, 33, 25)),  // mouth corner on the image's right
    ]
}
