import EscapeGame
import Foundation
import SafeFiles

/// Reads and writes the escape game's progress, by default at `$XDG_STATE_HOME/facenav/escape-progress.json`.
///
/// Saving is atomic (a temporary file in the same folder, flushed, then renamed over the old one), so a crash
/// never leaves half a file and the player never loses more than the level being played.
public enum ProgressFile {
    /// `$XDG_STATE_HOME/facenav/escape-progress.json`, else `$HOME/.local/state/facenav/...`; nil with neither.
    public static func defaultPath(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            return state + "/facenav/escape-progress.json"
        }
        if let home = environment["HOME"], !home.isEmpty { return home + "/.local/state/facenav/escape-progress.json" }
        return nil
    }

    /// The largest progress file read: 1 MiB, far above any real one.
    public static let sizeLimit = 1 << 20

    /// The progress saved at `path`; a new game's when there is no file. Throws a message fit to print when
    /// the file is unreadable or does not fit `game`.
    public static func load(from path: String, for game: Game) throws(ProgressFileError) -> GameProgress {
        guard SafeFile.kind(at: path) != nil else { return GameProgress() }
        let data: Data
        do {
            data = Data(try SafeFile.read(path, limit: sizeLimit))
        } catch {
            throw ProgressFileError(message: "cannot read the saved progress: \(error)")
        }
        let progress: GameProgress
        do {
            progress = try JSONDecoder().decode(GameProgress.self, from: data)
        } catch {
            throw ProgressFileError(message: "\(path): the saved progress is damaged; delete the file to start over")
        }
        let known = Set(game.levelIDs)
        guard known.contains(progress.current), progress.completed.isSubset(of: known) else {
            throw ProgressFileError(
                message:
                    "\(path): the saved progress names levels this game does not have; delete the file to start over")
        }
        return progress
    }

    /// Writes `progress` to `path` atomically, creating its folder if needed.
    public static func save(_ progress: GameProgress, to path: String) throws(ProgressFileError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let data = try? encoder.encode(progress) else {
            throw ProgressFileError(message: "\(path): cannot encode the progress")
        }
        do {
            try AtomicWriter.write([UInt8](data), to: path)
        } catch {
            throw ProgressFileError(message: "\(path): cannot save the progress: \(error.message)")
        }
    }
}

/// The progress file could not be read or written; the message says where and what to do.
public struct ProgressFileError: Error, Sendable, CustomStringConvertible {
    public var message: String
    public var description: String { message }
}

extension ProgressFile {
    /// The progress to save when this instance's `mine` meets `theirs`, what another instance saved meanwhile:
    /// every level either solved stays solved; this instance's current level wins. Nil when either text is not
    /// progress.
    public static func merge(mine: String, theirs: String) -> String? {
        let decoder = JSONDecoder()
        guard let own = try? decoder.decode(GameProgress.self, from: Data(mine.utf8)),
            let other = try? decoder.decode(GameProgress.self, from: Data(theirs.utf8))
        else { return nil }
        var merged = own
        merged.completed.formUnion(other.completed)
        merged.finished = own.finished || other.finished
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let data = try? encoder.encode(merged) else { return nil }
        return String(decoding: data, as: UTF8.self)
    }
}
