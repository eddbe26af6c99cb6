import EscapeGame
import Foundation

extension ProgressFile {
    /// The progress at `path`, or a new game's after moving a damaged file aside, with a note saying so.
    ///
    /// A file that cannot be used (not JSON, cut short, or naming levels this game lacks) is renamed to
    /// `PATH.damaged-YYYYMMDD-HHMMSS`, never deleted, so nothing the player had is lost and the game is not
    /// blocked until someone deletes it by hand.
    ///
    /// - Returns: The progress, and a note for the player when a file was set aside.
    /// - Throws: The load error when the damaged file cannot even be moved aside (then saving would
    ///   overwrite it).
    public static func loadSettingAside(from path: String, for game: Game, now: Date = Date()) throws(ProgressFileError)
        -> (progress: GameProgress, note: String?)
    {
        let failure: ProgressFileError
        do {
            return (try load(from: path, for: game), nil)
        } catch {
            failure = error
        }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        var aside = path + ".damaged-" + formatter.string(from: now)
        var attempt = 1
        while FileManager.default.fileExists(atPath: aside) {
            attempt += 1
            aside = path + ".damaged-" + formatter.string(from: now) + "-\(attempt)"
        }
        guard rename(path, aside) == 0 else { throw failure }
        let reason =
            failure.message.hasPrefix(path + ": ") ? String(failure.message.dropFirst(path.count + 2)) : failure.message
        let why = reason.components(separatedBy: ";").first ?? reason
        return (
            GameProgress(),
            "\(path): \(why); kept it as \(aside) and started a new game"
        )
    }
}
