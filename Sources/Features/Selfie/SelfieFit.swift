import FaceNavCore

/// Whether a face sits in the selfie oval: found, its centre inside the oval, large enough and frontal.
///
/// The oval is centred in the frame, 0.6 of its width and 0.8 of its height, as the screen draws it.
public enum SelfieFit: Hashable, Sendable {
    case fits
    case noFace
    case outsideOval
    case tooSmall
    case turned
    /// An eye is shut or half shut (a wink, a blink): the photo waits for both open.
    case eyesClosed

    /// What to do about it, to show and say.
    public var advice: String {
        switch self {
        case .fits: "Hold still."
        case .noFace: "No face seen."
        case .outsideOval: "Move your face into the oval."
        case .tooSmall: "Come closer."
        case .turned: "Look straight at the camera."
        case .eyesClosed: "Open both eyes."
        }
    }

    /// Judges `face` in a frame of `source` pixels.
    public static func judge(_ face: FaceMeasurement, source: Size, settings: SelfieSettings) -> SelfieFit {
        guard face.faceFound, let box = face.box, source.width > 0, source.height > 0 else {
            return .noFace
        }
        let centreX = box.centre.x / Double(source.width)
        let centreY = box.centre.y / Double(source.height)
        let dx = (centreX - 0.5) / 0.3
        let dy = (centreY - 0.5) / 0.4
        guard dx * dx + dy * dy <= 1 else { return .outsideOval }
        guard box.width / Double(source.width) >= settings.minimumFaceWidth else { return .tooSmall }
        guard abs(face.yaw) <= settings.maximumTurn, abs(face.pitch) <= settings.maximumTurn else { return .turned }
        guard min(face.eyeLeft, face.eyeRight) >= settings.minimumEyeOpenness else { return .eyesClosed }
        return .fits
    }
}
