/// Something wrong with a capture that the person can fix, with the figure that showed it.
public enum CaptureProblem: Hashable, Sendable {
    case tooDark(brightness: Double)
    case blurred(sharpness: Double)
    case documentMissing(contrast: Double)

    /// What to do about it, in a few words to show and speak.
    public var advice: String {
        switch self {
        case .tooDark: "Too dark: turn on a light or move to a brighter place."
        case .blurred: "Blurred: hold the document still and a little further away."
        case .documentMissing: "No document in the frame: place the document inside the frame."
        }
    }
}
