/// What the user asks FaceNav to do, whatever input it came from: a key, a click, a gesture or a trace.
public enum Command: String, Hashable, Sendable, CaseIterable, Codable {
    case activate
    case back
    case next
    case previous
    case scrollNext
    case scrollBack
    case swipeLeft
    case swipeRight
    case pauseResume
    case recenter
    case quit
    /// Show or hide the help.
    case help
    /// Open the settings screen.
    case settings
    /// Show the message history.
    case history
    /// Show the camera preview.
    case camera

    /// Words for the status line and announcements.
    public var spokenName: String {
        switch self {
        case .activate: "activate"
        case .back: "back"
        case .next: "next"
        case .previous: "previous"
        case .scrollNext: "scroll next"
        case .scrollBack: "scroll back"
        case .swipeLeft: "swipe left"
        case .swipeRight: "swipe right"
        case .pauseResume: "pause or resume"
        case .recenter: "recenter"
        case .quit: "quit"
        case .help: "help"
        case .settings: "settings"
        case .history: "message history"
        case .camera: "camera"
        }
    }
}
