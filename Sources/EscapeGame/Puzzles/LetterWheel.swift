/// The on-screen letter wheel of an open question: the player turns through its items with up and down
/// and activates one to add it to the answer, so an answer can be spelled without a keyboard.
public enum LetterWheel {
    /// The letters the wheel offers, and so the only ones an accepted answer may use.
    public static let letters: [Character] = Array("abcdefghijklmnopqrstuvwxyz ")

    /// The wheel's items as spoken: the letters, "space", and "delete" last.
    public static let items: [String] = letters.map { $0 == " " ? "space" : String($0) } + ["delete"]
}
