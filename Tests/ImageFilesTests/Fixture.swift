import FaceNavTestSupport
import Foundation
import ImageFiles

/// The real test pictures in `.fixtures/` (`make fixtures`), and the tools the tests compare against.
enum Fixture {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func path(_ relative: String) -> String { root.appendingPathComponent(".fixtures/" + relative).path }

    /// A binary PGM (P5) or PPM (P6) as `scripts/fetch-fixtures.sh` writes them: `P6\nW H\n255\n` then samples.
    static func netpbm(_ relative: String) throws -> RasterImage {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path(relative))))
        var fields: [String] = []
        var position = 0
        while fields.count < 4 {
            var field = ""
            while position < bytes.count, !" \n".utf8.contains(bytes[position]) {
                field.append(Character(UnicodeScalar(bytes[position])))
                position += 1
            }
            position += 1
            if !field.isEmpty { fields.append(field) }
        }
        let layout: RasterImage.Layout = fields[0] == "P6" ? .rgb : .grey
        return RasterImage(
            width: Int(fields[1])!, height: Int(fields[2])!, layout: layout, samples: Array(bytes[position...]))!
    }

    /// A fresh folder inside `temporary`, removed with it.
    static func temporaryFolder(in temporary: TemporaryFolder) throws -> String {
        let folder = temporary.path("images-\(UUID().uuidString)")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Runs `arguments` and returns its standard output; throws when it exits non-zero.
    static func run(_ arguments: [String]) throws -> Data { try ToolOutput.of(arguments) }

    /// The mean absolute difference between two pictures' samples.
    static func meanDifference(_ a: [UInt8], _ b: [UInt8]) -> Double {
        precondition(a.count == b.count)
        var total = 0
        for index in a.indices { total += abs(Int(a[index]) - Int(b[index])) }
        return Double(total) / Double(a.count)
    }

    /// A folder nobody may write in: `folder` made 0555, or for root (who ignores modes) a kernel folder
    /// that refuses new entries, found by trying.
    static func readOnly(_ folder: String) -> String {
        chmod(folder, 0o555)
        guard geteuid() == 0 else { return folder }
        for candidate in ["/sys/kernel", "/proc/self", "/proc/1"] {
            let probe = candidate + "/facenav-probe-\(getpid())"
            if mkdir(probe, 0o755) == 0 {
                rmdir(probe)
                continue
            }
            return candidate
        }
        return folder
    }
}
