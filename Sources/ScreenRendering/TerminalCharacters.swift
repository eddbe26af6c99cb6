/// Which characters the terminal can show, from the locale the environment names.
public enum TerminalCharacters {
    /// True when the locale in force (`LC_ALL`, else `LC_CTYPE`, else `LANG`; the first that is set) is
    /// not UTF-8, as with `LANG=C`: screens are then drawn in ASCII (`ScreenBuffer.asciiFallback`). With
    /// none of them set, UTF-8 is assumed, as every terminal FaceNav is tested in speaks it.
    public static func asciiOnly(environment: [String: String]) -> Bool {
        for name in ["LC_ALL", "LC_CTYPE", "LANG"] {
            guard let value = environment[name], !value.isEmpty else { continue }
            let lower = value.lowercased()
            return !(lower.contains("utf-8") || lower.contains("utf8"))
        }
        return false
    }
}
