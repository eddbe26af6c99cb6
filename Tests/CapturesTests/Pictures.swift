import FaceNavTestSupport
import Foundation
import ImageFiles

/// Real pictures for the capture tests: the fixture photos (`make fixtures`), as ffmpeg filters them.
enum Pictures {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Every grey fixture photo: three portraits, the astronaut and dlib's example faces.
    static let photos: [String] =
        ["astronaut.pgm", "portraits/227943776_1.pgm", "portraits/230501201_1.pgm", "portraits/face_swapped.pgm"]
        + [
            "2007_007763", "2008_001009", "2008_001322", "2008_002079", "2008_002470", "2008_002506", "2008_004176",
            "2008_007676", "2009_004587", "Tom_Cruise_avp_2014_4", "bald_guys", "dogs",
        ].map { "dlib-faces/\($0).pgm" }

    static func path(_ relative: String) -> String { root.appendingPathComponent(".fixtures/" + relative).path }

    /// The fixture photo through the ffmpeg filter graph `filter` (`null` for none), in grey.
    static func photo(_ relative: String, filter: String = "null") throws -> RasterImage {
        let pgm = try run([
            "ffmpeg", "-v", "error", "-i", path(relative), "-vf", filter, "-f", "image2pipe", "-vcodec", "pgm",
            "-pix_fmt", "gray", "-",
        ])
        return try parsePGM([UInt8](pgm))
    }

    /// A binary PGM (P5) with a single-space or newline separated header and maxval 255.
    static func parsePGM(_ bytes: [UInt8]) throws -> RasterImage {
        var fields: [String] = []
        var position = 0
        while fields.count < 4, position < bytes.count {
            var field = ""
            while position < bytes.count, !" \n".utf8.contains(bytes[position]) {
                field.append(Character(UnicodeScalar(bytes[position])))
                position += 1
            }
            position += 1
            if !field.isEmpty { fields.append(field) }
        }
        guard fields.count == 4, fields[0] == "P5", let width = Int(fields[1]), let height = Int(fields[2]),
            let image = RasterImage(
                width: width, height: height, layout: .grey,
                samples: Array(bytes[position..<min(bytes.count, position + width * height)]))
        else { throw NotAPicture() }
        return image
    }

    struct NotAPicture: Error {}
    /// Runs `arguments` and returns its standard output; throws when it exits non-zero.
    static func run(_ arguments: [String]) throws -> Data { try ToolOutput.of(arguments) }

    /// A fresh folder inside `temporary`, removed with it.
    static func temporaryFolder(in temporary: TemporaryFolder) throws -> String {
        let folder = temporary.path("captures-\(UUID().uuidString)")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
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
