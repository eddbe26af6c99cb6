import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// One bad input or fault of the hardening sweep: the files it needs, the command line, and how it must end.
struct HardeningSweepCase: Sendable, CustomTestStringConvertible {
    /// How the run must end.
    enum Ending: Sendable {
        /// Exit status 1 to 127 and exactly one line on standard error, `facenav: ...`, containing the text.
        case refused(String)
        /// Exit status 1 to 127 and diagnostics (`check`), one of them containing the text.
        case diagnosed(String)
        /// Exit status 0.
        case succeeds
        /// Any exit status below 128 (a refusal or a graceful continue), never a signal or a hang.
        case endsCleanly
    }

    var family: String
    var name: String
    var output: SweepRun.Output = .file
    var ending: Ending
    /// Makes the files the case needs in the folder given and returns the command line.
    var arguments: @Sendable (String) throws -> [String]
    /// Checks made after the run, such as a file left untouched or created 0600.
    var afterwards: (@Sendable (String, ProcessRun) throws -> Void)? = nil

    var testDescription: String { "\(family): \(name)" }
}

/// Files the sweep's cases make in their own folder.
enum SweepFiles {
    @discardableResult
    static func write(_ text: String, _ name: String, in folder: String) throws -> String {
        let path = folder + "/" + name
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    @discardableResult
    static func write(bytes: [UInt8], _ name: String, in folder: String) throws -> String {
        let path = folder + "/" + name
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    static func fifo(_ name: String, in folder: String) -> String {
        let path = folder + "/" + name
        mkfifo(path, 0o600)
        return path
    }

    static func link(_ name: String, to target: String, in folder: String) -> String {
        let path = folder + "/" + name
        symlink(target, path)
        return path
    }

    /// A short face trace: a face at rest for a tenth of a second.
    static func trace(in folder: String) throws -> String {
        let lines = (0..<4).map {
            "{\"t\": \(Double($0) * 0.033), \"face\": true, \"yaw\": 0.0, \"pitch\": 0.0, \"roll\": 0.0, \"eyeLeft\": 0.95, \"eyeRight\": 0.95, \"mouth\": 0.05, \"tongue\": 0.0, \"quality\": 0.9}"
        }
        return try write(lines.joined(separator: "\n") + "\n", "trace.jsonl", in: folder)
    }

    static func mode(_ path: String) -> mode_t {
        var status = stat()
        guard lstat(path, &status) == 0 else { return 0 }
        return status.st_mode & 0o7777
    }

    static func contents(_ path: String) -> String {
        String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self)
    }

    /// A WAV header for `code` (1 PCM, 3 float, 6 A-law, 7 mu-law) and a few samples.
    static func wav(code: Int, channels: Int = 1, rate: Int = 16000, bits: Int = 16) -> [UInt8] {
        func le32(_ v: Int) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: v >> (8 * $0)) } }
        func le16(_ v: Int) -> [UInt8] { (0..<2).map { UInt8(truncatingIfNeeded: v >> (8 * $0)) } }
        let data = [UInt8](repeating: 0, count: 320)
        var bytes = Array("RIFF".utf8) + le32(36 + data.count) + Array("WAVE".utf8)
        bytes += Array("fmt ".utf8) + le32(16) + le16(code) + le16(channels) + le32(rate)
        bytes += le32(rate * channels * bits / 8) + le16(channels * bits / 8) + le16(bits)
        bytes += Array("data".utf8) + le32(data.count) + data
        return bytes
    }
}
