import Foundation
import ImageFiles
import SafeFiles

/// The image-match registry on disk: a JSON file `{"version": 1, "records": [...]}`, by default
/// `<data folder>/image-matches.json` (see ``DataFolder``).
///
/// Reading never changes the file. Saving is atomic (see ``AtomicFile``); adding is one writer at a time. A damaged registry is never
/// overwritten: ``add(_:to:now:)`` renames it aside with a timestamp, says so, and starts a new one.
public enum RegistryFile {
    public static let fileName = "image-matches.json"
    /// The largest registry read: 16 MiB, tens of thousands of records.
    public static let sizeLimit = 16 << 20

    /// `<data folder>/image-matches.json`, or nil when there is no data folder (see ``DataFolder``).
    public static func defaultPath(environment: [String: String]) -> String? {
        DataFolder.path(environment: environment).map { $0 + "/" + fileName }
    }

    /// The records at `path`; none when the file does not exist; `.damaged` when it is not a registry.
    /// Throws only when the file is there but cannot be read.
    public static func read(_ path: String) throws(RegistryError) -> RegistryContents {
        guard SafeFile.kind(at: path) != nil else { return .records([]) }
        let bytes: [UInt8]
        do {
            bytes = try FileBytes.read(path, limit: sizeLimit)
        } catch {
            throw RegistryError("\(error)")
        }
        return contents(of: bytes)
    }

    /// The records in a registry file's bytes, or `.damaged` with the reason when they are not a registry.
    public static func contents(of bytes: [UInt8]) -> RegistryContents {
        do {
            let document = try JSONDecoder().decode(Document.self, from: Data(bytes))
            if let reason = problem(in: document) { return .damaged(reason: reason) }
            return .records(document.records)
        } catch let error as DecodingError {
            return .damaged(reason: reason(for: error))
        } catch {
            return .damaged(reason: "\(error)")
        }
    }

    /// Writes `records` to `path` atomically, creating the folder if needed; readable by its owner only,
    /// since AZURE records hold upload tokens.
    public static func write(_ records: [ImageMatchRecord], to path: String) throws(RegistryError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(Document(version: 1, records: records)) else {
            throw RegistryError("\(path): cannot encode the registry")
        }
        do {
            try AtomicFile.write([UInt8](data) + [10], to: path, permissions: 0o600)
        } catch {
            throw RegistryError("\(error); the registry was not changed")
        }
    }

    /// Appends `record` to the registry at `path` and returns a note to show when a damaged registry had
    /// to be kept aside first (nil otherwise).
    @discardableResult
    public static func add(_ record: ImageMatchRecord, to path: String, now: Date) throws(RegistryError) -> String? {
        // One writer at a time (the app and the command line may add at once): read, append and write under
        // an exclusive lock on the registry's folder, so no record is lost and no lock file is left behind.
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        do {
            try AtomicFile.createFolders(folder, for: path)
        } catch {
            throw RegistryError("\(error); the registry was not changed")
        }
        return try FileLock.withExclusiveLock(onFolderOf: path) { () throws(RegistryError) -> String? in
            try addLocked(record, to: path, now: now)
        }
    }

    private static func addLocked(_ record: ImageMatchRecord, to path: String, now: Date) throws(RegistryError)
        -> String?
    {
        var note: String?
        var records: [ImageMatchRecord]
        switch try read(path) {
        case .records(let existing): records = existing
        case .damaged(let reason):
            let aside = try keepAside(path, now: now)
            note = "\(path) was damaged (\(reason)); kept it as \(aside) and started a new registry"
            records = []
        }
        records.append(record)
        try write(records, to: path)
        return note
    }

    /// Renames the file at `path` to `<path>.damaged-<time>` (never over another file) and returns the new path.
    public static func keepAside(_ path: String, now: Date) throws(RegistryError) -> String {
        let aside = "\(path).damaged-\(Timestamp.fileName(now))"
        // link + unlink, not rename: rename would silently replace an older kept-aside file of the same name.
        guard link(path, aside) == 0, unlink(path) == 0 else {
            throw RegistryError(
                "\(path) is damaged and cannot be kept aside as \(aside): \(String(cString: strerror(errno))); move it away by hand"
            )
        }
        return aside
    }

    /// Re-hashes every LOCAL record's file; URI and AZURE records are not on this machine and are skipped.
    public static func verify(_ records: [ImageMatchRecord]) -> [ImageMatchCheck] {
        records.filter { $0.resourceType == .local }.map { record in
            guard SafeFile.kind(at: record.file) != nil else {
                return ImageMatchCheck(record: record, state: .vanished)
            }
            do {
                let hash = try FileDigest.sha256Hex(ofFile: record.file)
                return ImageMatchCheck(
                    record: record, state: hash == record.hash ? .unchanged : .changed(currentHash: hash))
            } catch {
                return ImageMatchCheck(record: record, state: .unreadable("\(error)"))
            }
        }
    }

    /// The file's shape.
    private struct Document: Codable {
        var version: Int
        var records: [ImageMatchRecord]
    }

    private static func problem(in document: Document) -> String? {
        guard document.version == 1 else { return "version \(document.version) is not one this FaceNav reads (1)" }
        for (index, record) in document.records.enumerated() where !isSHA256(record.hash) {
            return "records[\(index)].hash is not a SHA-256 (64 hexadecimal digits)"
        }
        return nil
    }

    static func isSHA256(_ text: String) -> Bool {
        text.utf8.count == 64 && text.utf8.allSatisfy { (48...57).contains($0) || (97...102).contains($0) }
    }

    private static func reason(for error: DecodingError) -> String {
        func place(_ path: [any CodingKey]) -> String {
            path.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined().drop { $0 == "." }
                .description
        }
        switch error {
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            return "not valid JSON"
        case .dataCorrupted(let context):
            if context.codingPath.last?.stringValue == "resourceType" {
                return "\(place(context.codingPath)) must be LOCAL, URI or AZURE"
            }
            return "\(place(context.codingPath)): \(context.debugDescription)"
        case .keyNotFound(let key, let context):
            let owner = place(context.codingPath)
            return "missing '\(key.stringValue)'\(owner.isEmpty ? "" : " in \(owner)")"
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            let owner = place(context.codingPath)
            return "\(owner.isEmpty ? "the file" : owner) has the wrong type of value"
        @unknown default:
            return "\(error)"
        }
    }
}
