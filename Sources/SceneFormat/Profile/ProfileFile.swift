import FaceNavCore
import Foundation
import SafeFiles

/// Reads and writes a user's `Profile` as YAML, by default at `$XDG_CONFIG_HOME/facenav/profile.yaml`.
///
/// The file sets only what it changes; every key left out takes its default:
///
/// ```yaml
/// bindings: {tongueOut: activate, winkLeft: back, mouthOpen: none}
/// cursor: {mode: absolute, limitLeft: 0.20, limitRight: 0.20, limitTop: 0.15, limitBottom: 0.15,
///          deadZone: 0.05, maximumSpeed: 40}
/// filter: {minimumCutoff: 0.5, beta: 0.05, derivativeCutoff: 1.0}
/// gestures:
///   settleTime: 1.0
///   naturalBlinkMaximum: 0.4
///   dwellTime: 1.5
///   enabled: [winkLeft, winkRight, eyesClosed, tongueOut, tiltLeft, tiltRight, dwell]
///   winkLeft: {on: 0.6, off: 0.4, hold: 0.25, cooldown: 0.8}
///   tiltLeft: {on: 25deg, off: 18deg}
/// ```
///
/// Gesture and command names are the raw values of `Gesture` and `Command`; `none` unbinds a gesture.
/// Angles (cursor limits, dead zone, tilt levels) are radians, or degrees when written like `25deg`.
/// Saving is atomic: the text goes to a temporary file in the same directory, is flushed to disk, then
/// renamed over the old file, so a crash or a failed write never leaves half a profile.
public enum ProfileFile {
    /// `$XDG_CONFIG_HOME/facenav/profile.yaml`, else `$HOME/.config/facenav/profile.yaml`; nil with neither.
    ///
    /// A relative `XDG_CONFIG_HOME` is ignored, as the XDG base directory specification asks.
    public static func defaultPath(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        if let configuration = environment["XDG_CONFIG_HOME"], configuration.hasPrefix("/") {
            return configuration + "/facenav/profile.yaml"
        }
        if let home = environment["HOME"], !home.isEmpty {
            return home + "/.config/facenav/profile.yaml"
        }
        return nil
    }

    /// The largest profile read: 1 MiB, far above any real one.
    public static let sizeLimit = 1 << 20

    /// Reads the profile at `path`; throws `ProfileError` if it is missing, unreadable or invalid.
    public static func load(from path: String) throws -> Profile {
        try decode(readText(at: path), file: path)
    }

    /// Reads the profile at `path`, or the default profile when there is no file there.
    public static func loadIfPresent(from path: String) throws -> Profile {
        FileManager.default.fileExists(atPath: path) ? try load(from: path) : .default
    }

    /// Writes `profile` to `path` atomically, creating its directory if needed.
    ///
    /// On failure the old file, if any, is untouched and no temporary file is left behind.
    public static func save(_ profile: Profile, to path: String) throws {
        try writeAtomically(encode(profile), to: path)
    }

    private static func readText(at path: String) throws -> String {
        do {
            return try SafeFile.readText(path, limit: ProfileFile.sizeLimit)
        } catch {
            guard SafeFile.kind(at: path) != nil else {
                throw ProfileError(file: path, message: "the profile does not exist")
            }
            throw ProfileError(file: path, message: "cannot read the profile: it \(error.message)")
        }
    }

    /// Writes `text` through the one atomic writer (0600, folders 0700, only a regular file replaced).
    static func writeAtomically(_ text: String, to path: String) throws {
        do {
            try AtomicWriter.write(text, to: path)
        } catch {
            throw ProfileError(file: path, message: "cannot save the profile: \(error.message)")
        }
    }
}
