import Foundation

@testable import FaceTracking

/// Test images: binary PGM (P5) files from `.fixtures/`, found from the package root.
enum TestImages {
    /// The package root, from this file's path.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func url(_ relativePath: String) -> URL { packageRoot.appendingPathComponent(relativePath) }

    /// Reads an 8-bit binary PGM; nil when the file is missing or not one.
    static func pgm(_ relativePath: String) -> GrayImage? {
        guard let data = FileManager.default.contents(atPath: url(relativePath).path) else { return nil }
        let bytes = [UInt8](data)
        var fields: [String] = []
        var index = 0
        while fields.count < 4, index < bytes.count {
            while index < bytes.count, bytes[index] == UInt8(ascii: "#") || (bytes[index] as UInt8) <= 32 {
                if bytes[index] == UInt8(ascii: "#") {
                    while index < bytes.count, bytes[index] != 10 { index += 1 }
                }
                index += 1
            }
            let start = index
            while index < bytes.count, bytes[index] > 32 { index += 1 }
            fields.append(String(decoding: bytes[start..<index], as: UTF8.self))
        }
        index += 1
        guard fields.count == 4, fields[0] == "P5", let width = Int(fields[1]), let height = Int(fields[2]),
            fields[3] == "255", bytes.count - index >= width * height
        else { return nil }
        return GrayImage(width: width, height: height, pixels: Array(bytes[index..<(index + width * height)]))
    }
}
