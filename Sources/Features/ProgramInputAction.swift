import FaceNavCore
import Runtime

/// A feature's action type that the program's inputs map onto the same way for every feature
/// (`ProgramInput.action(as:)`), so no feature writes its own near-copy of the mapping.
///
/// The inputs every feature reads alike are the action's own cases (`case key(Key)`, `case tick`...);
/// the few a feature reads its own way have a hook with a default.
public protocol ProgramInputAction {
    static func key(_ key: Key) -> Self
    static func faceMeasured(_ face: FaceMeasurement) -> Self
    static func command(_ command: Command, source: InputSource) -> Self
    static var tick: Self { get }
    static func inputChanged(_ name: String) -> Self
    static func notice(_ announcement: Announcement) -> Self

    /// The terminal is `size` now; nil by default.
    static func forResize(_ size: Size) -> Self?
    /// The mouse moved to (or, `clicked`, clicked) a cell; nil by default: the feature has no pointer.
    static func forPointer(_ point: Point, clicked: Bool) -> Self?
    /// A file was not written; by default a notice saying so, with the path.
    static func forWriteFailed(path: String, message: String) -> Self
    /// The process was asked to stop; by default the quit command, as the keyboard's.
    static var forQuitRequested: Self { get }
    /// A feature-declared input (a camera picture); nil by default.
    static func forFeatureInput(_ input: AnyFeatureInput) -> Self?
    /// The voice input started or stopped listening, or decoded an utterance; nil by default.
    static func forVoice(_ event: VoiceInputEvent) -> Self?
}

extension ProgramInputAction {
    public static func forResize(_ size: Size) -> Self? { nil }
    public static func forPointer(_ point: Point, clicked: Bool) -> Self? { nil }
    public static func forWriteFailed(path: String, message: String) -> Self {
        .notice(Announcement("Not saved: \(path): \(message)", priority: .important))
    }
    public static var forQuitRequested: Self { .command(.quit, source: .key) }
    public static func forFeatureInput(_ input: AnyFeatureInput) -> Self? { nil }
    public static func forVoice(_ event: VoiceInputEvent) -> Self? { nil }
}

extension ProgramInput {
    /// The input as a feature's action: the one mapping every feature shares; nil for an input the feature
    /// has no use for.
    public func action<A: ProgramInputAction>(as type: A.Type) -> A? {
        switch self {
        case .key(let key): .key(key)
        case .pointerMoved(let point): A.forPointer(point, clicked: false)
        case .clicked(let point): A.forPointer(point, clicked: true)
        case .resized(let size): A.forResize(size)
        case .faceMeasured(let face): .faceMeasured(face)
        case .heard(let command, let word): .command(command, source: .voice(word: word))
        case .voice(let event): A.forVoice(event)
        case .tick: .tick
        case .inputChanged(let name): .inputChanged(name)
        case .notice(let announcement): .notice(announcement)
        case .writeFailed(let path, let message): A.forWriteFailed(path: path, message: message)
        case .quitRequested: A.forQuitRequested
        case .featureInput(let input): A.forFeatureInput(input)
        }
    }
}
