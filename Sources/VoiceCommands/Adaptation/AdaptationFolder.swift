import Foundation
import SafeFiles

/// Where speaker adaptation works: a folder of its own for each run, `adapt-PID-XXXXXX`, inside FaceNav's
/// private folder for this user under the temporary folder (`$TMPDIR/facenav-UID`, 0700).
///
/// The takes written there are the user's voice. A run removes its folder when it ends; a run killed
/// before that leaves one whose process is gone, removed before the next adaptation and when `facenav
/// run`, `play` or `listen` starts (`removeLeftovers`). A folder whose process still runs (another FaceNav
/// adapting now) is left alone. Removal never follows a link (`SafeFile.removeFolder`).
public enum AdaptationFolder {
    /// `$TMPDIR`, or `/tmp`.
    public static var temporaryBase: String {
        ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
    }

    /// The start of each run's folder name; the process id and a random part follow.
    static let prefix = "adapt-"

    /// FaceNav's private folder for this user in `base`, made when missing.
    ///
    /// - Throws: `VoiceError` when it cannot be made, or something there is not this user's private
    ///   folder (a link, a file, another user's, or open to others): nothing is written into it then.
    public static func parent(in base: String = temporaryBase) throws(VoiceError) -> String {
        let path = "\(base)/facenav-\(getuid())"
        if mkdir(path, 0o700) == 0 {
            chmod(path, 0o700)
        } else if errno != EEXIST {
            throw VoiceError(
                "voice adaptation cannot make its private folder \(path): \(SafeFileError.describe(errno))")
        }
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR, status.st_uid == getuid(),
            status.st_mode & 0o077 == 0
        else {
            throw VoiceError(
                "\(path) is not FaceNav's private folder (a link, another user's, or open to others), so the "
                    + "voice takes are not written there; remove it, or set TMPDIR to a folder of your own")
        }
        return path
    }

    /// A new folder for one adaptation run, only this user can enter, in `parent(in: base)`.
    public static func make(in base: String = temporaryBase) throws(VoiceError) -> String {
        let parent = try parent(in: base)
        var template = Array("\(parent)/\(prefix)\(getpid())-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else {
            throw VoiceError(
                "voice adaptation cannot make a temporary folder in \(parent): \(SafeFileError.describe(errno))")
        }
        return String(cString: made)
    }

    /// Removes `folder` (a run's own, when it ends), following no link; a failure is ignored, and the
    /// folder is a leftover for the next start to remove.
    public static func remove(_ folder: String) {
        try? SafeFile.removeFolder(folder)
    }

    /// Removes the folders of adaptation runs whose process is gone (killed before they removed their own).
    /// Returns how many were removed. Folders of the older name directly in the temporary folder
    /// (`facenav-adapt-XXXXXX`) are left alone: they name no process, and an older FaceNav may be using one.
    ///
    /// - Throws: `VoiceError` naming the first that cannot be removed, or a private folder that is not
    ///   FaceNav's (`parent(in:)`).
    @discardableResult
    public static func removeLeftovers(in base: String = temporaryBase) throws(VoiceError) -> Int {
        let parent = "\(base)/facenav-\(getuid())"
        guard SafeFile.kind(at: parent) != nil else { return 0 }
        _ = try Self.parent(in: base)
        var removed = 0
        for name in entries(of: parent) where name.hasPrefix(prefix) && !isRunning(name) {
            try removeEntry(parent + "/" + name)
            removed += 1
        }
        return removed
    }

    /// The names in `folder`; none when it cannot be listed.
    private static func entries(of folder: String) -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    }

    /// Whether the process that made the folder `name` (`adapt-PID-XXXXXX`) still runs; a name without a
    /// process id is not.
    static func isRunning(_ name: String) -> Bool {
        guard let pid = name.dropFirst(prefix.count).split(separator: "-").first.flatMap({ pid_t($0) }), pid > 0
        else { return false }
        return kill(pid, 0) == 0 || errno == EPERM
    }

    /// Removes a folder without following links; anything else there (a link put in its place) as itself.
    private static func removeEntry(_ path: String) throws(VoiceError) {
        do {
            if SafeFile.kind(at: path) == S_IFDIR {
                try SafeFile.removeFolder(path)
            } else if unlink(path) != 0 && errno != ENOENT {
                throw SafeFileError(path: path, message: "cannot remove: \(SafeFileError.describe(errno))")
            }
        } catch {
            throw VoiceError("cannot remove the voice takes left by an adaptation that was stopped: \(error)")
        }
    }
}
