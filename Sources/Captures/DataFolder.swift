/// Where FaceNav keeps what a person makes with it (captures, selfies, the image-match registry).
public enum DataFolder {
    /// `$XDG_DATA_HOME/facenav` when that is an absolute path, else `$HOME/.local/share/facenav`; nil with
    /// neither (then the caller must be told a folder).
    public static func path(environment: [String: String]) -> String? {
        if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") { return trimmed(data) + "/facenav" }
        if let home = environment["HOME"], !home.isEmpty { return trimmed(home) + "/.local/share/facenav" }
        return nil
    }

    private static func trimmed(_ path: String) -> String {
        path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
    }
}
