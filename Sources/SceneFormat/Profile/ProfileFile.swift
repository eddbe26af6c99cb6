import FaceNavCore
import Foundation

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
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            let reason = FileManager.default.fileExists(atPath: path) ? "cannot be read" : "does not exist"
            throw ProfileError(file: path, message: "the profile \(reason)")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw ProfileError(file: path, message: "the profile is not UTF-8 text")
        }
        return text
    }

    static func writeAtomically(_ text: String, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent().path
        let failure = { (what: String) in
            ProfileError(file: path, message: "cannot save the profile: \(what): \(String(cString: strerror(errno)))")
        }
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw ProfileError(file: path, message: "cannot create the directory \(directory)")
        }
        let temporary = directory + "/.\(url.lastPathComponent).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw failure("creating \(temporary)") }
        var succeeded = false
        defer { if !succeeded { unlink(temporary) } }

        let bytes = Array(text.utf8)
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else {
                let error = failure("writing")
                close(descriptor)
                throw error
            }
            written += count
        }
        guard fsync(descriptor) == 0 else {
            let error = failure("flushing")
            close(descriptor)
            throw error
        }
        guard close(descriptor) == 0 else { throw failure("closing") }
        guard rename(temporary, path) == 0 else { throw failure("replacing the old file") }
        succeeded = true
        // Flush the directory too, so the rename itself survives a crash; failing that is not an error.
        let directoryDescriptor = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if directoryDescriptor >= 0 {
            _ = fsync(directoryDescriptor)
            close(directoryDescriptor)
        }
    }
}
