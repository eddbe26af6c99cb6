#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The folder where compact, memory-mappable copies of landmark models are kept:
/// `$XDG_CACHE_HOME/facenav/`, by default `~/.cache/facenav/`.
///
/// A cached copy is named after its source file (its name and a hash of its absolute path) and records the
/// source's size and modification time and the cache format version; when any differs, the copy is rebuilt.
public struct ShapePredictorCache: Hashable, Sendable {
    /// The folder holding the cached models.
    public var directory: String

    public init(directory: String) { self.directory = directory }

    /// The XDG cache location for `environment`: `$XDG_CACHE_HOME/facenav` when that is an absolute path,
    /// else `$HOME/.cache/facenav`; nil when neither is set.
    public static func standard(environment: [String: String]) -> ShapePredictorCache? {
        if let base = environment["XDG_CACHE_HOME"], base.hasPrefix("/") {
            return ShapePredictorCache(directory: base + "/facenav")
        }
        if let home = environment["HOME"], home.hasPrefix("/") {
            return ShapePredictorCache(directory: home + "/.cache/facenav")
        }
        return nil
    }

    /// The XDG cache location for this process's environment.
    public static var standard: ShapePredictorCache? {
        var environment: [String: String] = [:]
        for name in ["XDG_CACHE_HOME", "HOME"] {
            if let value = getenv(name) { environment[name] = String(cString: value) }
        }
        return standard(environment: environment)
    }

    /// The cache file for the model at `sourcePath`.
    public func cachePath(forSource sourcePath: String) -> String {
        let absolute = Self.absolutePath(sourcePath)
        var name = String(absolute.split(separator: "/").last ?? "model")
        if name.hasSuffix(".dat") { name.removeLast(4) }
        // FNV-1a of the absolute path: models of the same name in different folders get their own copies.
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in absolute.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        let hex = String(hash, radix: 16)
        return directory + "/" + name + "-" + String(repeating: "0", count: 16 - hex.count) + hex + ".fnshape"
    }

    private static func absolutePath(_ path: String) -> String {
        if let resolved = realpath(path, nil) {
            defer { free(resolved) }
            return String(cString: resolved)
        }
        if path.hasPrefix("/") { return path }
        guard let cwd = getcwd(nil, 0) else { return path }
        defer { free(cwd) }
        return String(cString: cwd) + "/" + path
    }
}
