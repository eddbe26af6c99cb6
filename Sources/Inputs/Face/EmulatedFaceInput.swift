import FaceNavCore
import Runtime

/// The keyboard-worked face as an input source: its keys and the clock's ticks become face measurements.
///
/// Written once and run at the top of the loop (`HandsFreeShell` holds one), so the features below only
/// ever see what a camera would give them: `.faceMeasured` each tick, `.inputChanged` saying what drives
/// them, and a `.notice` when it turns on or off. `f` turns it on and off (not while letters are text);
/// while on, the `EmulatedFace` keys (arrows, `,` `.` `z` `x` `b` `t` `m` `v` `0`) move it and go no
/// further.
public struct EmulatedFaceInput: Hashable, Sendable {
    /// The face while it is on; nil while off.
    public private(set) var face: EmulatedFace?

    public init(face: EmulatedFace? = nil) {
        self.face = face
    }

    /// Whether the emulated face is on, so the loop must keep sending ticks.
    public var isOn: Bool { face != nil }

    /// What the user hears as it turns on.
    public static let onNotice =
        "Emulated face on. Arrows turn the head; z and x wink, b both eyes, t tongue, m mouth, f off."
    /// What the user hears as it turns off.
    public static let offNotice = "Emulated face off"

    /// The inputs to pass on in place of `input`, in order; nil when `input` is not the emulated face's
    /// (pass it on as it is). A face key gives none; a tick, while on, gives the face's measurement at
    /// `time` and then the tick itself.
    /// - Parameter takesText: whether letters are text now (an answer field), so `f` is typed, not taken.
    public mutating func inputs(for input: ProgramInput, takesText: Bool, at time: Double) -> [ProgramInput]? {
        switch input {
        case .key(.character("f")) where !takesText:
            face = face == nil ? EmulatedFace() : nil
            return [
                .inputChanged(isOn ? "emulated face" : "keyboard"),
                .notice(Announcement(isOn ? Self.onNotice : Self.offNotice)),
            ]
        case .key(let key):
            guard var moved = face, moved.handle(key) else { return nil }
            face = moved
            return []
        case .tick:
            guard let face else { return nil }
            return [.faceMeasured(face.measurement(at: time)), .tick]
        default: return nil
        }
    }
}
