/// A facial gesture FaceNav recognises; a profile binds each to a command.
public enum Gesture: String, Hashable, Sendable, CaseIterable, Codable {
    case winkLeft
    case winkRight
    case eyesClosed
    case tongueOut
    case mouthOpen
    case tiltLeft
    case tiltRight
    case dwell

    /// Words for the status line and announcements.
    public var spokenName: String {
        switch self {
        case .winkLeft: "wink left"
        case .winkRight: "wink right"
        case .eyesClosed: "eyes closed"
        case .tongueOut: "tongue out"
        case .mouthOpen: "mouth open"
        case .tiltLeft: "tilt left"
        case .tiltRight: "tilt right"
        case .dwell: "dwell"
        }
    }
}
