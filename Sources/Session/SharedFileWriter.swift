import FaceNavCore
import Runtime
import SafeFiles
import SceneFormat
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// The writer for the files two FaceNav instances share (the profile, the game's progress): each save reads,
/// merges and writes under an advisory lock (`flock`) on the file's folder, so two `run` or `play` instances
/// never lose each other's changes, and a profile keeps the user's comments.
///
/// - A progress file keeps every level either instance solved; this instance's current level wins.
/// - A profile takes this instance's changes since it loaded (or last saved) the file over what the file
///   says now, edited into the user's text in place where it can be (see `ProfileFile.text(for:over:)`).
/// - Any other file is written as it is. Every write goes through `AtomicWriter`.
public enum SharedFileWriter {
    /// - Parameter profile: the profile as this instance loaded it, the base of its first profile save.
    public static func make(loadedProfile profile: Profile) -> FileWriter {
        let bases = Mutex<[String: String]>([:])
        let loaded = ProfileFile.encode(profile)
        return FileWriter { path, contents throws(FileWriteError) in
            do {
                try FileLock.withExclusiveLock(onFolderOf: path) { () throws(SafeFileError) in
                    let current: String? =
                        SafeFile.kind(at: path) == S_IFREG ? try? SafeFile.readText(path, limit: 1 << 20) : nil
                    var text = contents
                    if let current {
                        if let merged = ProgressFile.merge(mine: contents, theirs: current) {
                            text = merged
                        } else if let mine = try? ProfileFile.decode(contents),
                            let theirs = try? ProfileFile.decode(current)
                        {
                            let base = bases.withLock { $0[path] } ?? loaded
                            let merged = ProfileFile.merge(
                                base: base, mine: ProfileFile.encode(mine), theirs: ProfileFile.encode(theirs))
                            let profile = (try? ProfileFile.decode(merged)) ?? mine
                            text = ProfileFile.text(for: profile, over: current)
                            bases.withLock { $0[path] = ProfileFile.encode(profile) }
                        }
                    } else if let mine = try? ProfileFile.decode(contents) {
                        bases.withLock { $0[path] = ProfileFile.encode(mine) }
                    }
                    try AtomicWriter.write(text, to: path)
                }
            } catch {
                throw FileWriteError(message: "cannot write \(error)")
            }
        }
    }
}
