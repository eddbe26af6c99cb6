import Foundation

/// The files the tests read, found from the package root: the model `make models` fetches, the committed eye
/// crops and TensorFlow Lite's recorded outputs (`Benchmarks/peers/record-iris-landmarks.sh`).
enum TestFiles {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let irisModel = packageRoot.appendingPathComponent(".models/iris_landmark.tflite").path
    static let fixtures = packageRoot.appendingPathComponent("Tests/Fixtures")

    /// The iris model's bytes, or nil before `make models`.
    static func irisModelBytes() -> [UInt8]? {
        FileManager.default.contents(atPath: irisModel).map { [UInt8]($0) }
    }

    /// A binary PPM (P6, maxval 255) as the model's input: RGB, row-major, each channel value / 255.
    static func crop(_ name: String) throws -> [Float] {
        let bytes = [UInt8](try Data(contentsOf: fixtures.appendingPathComponent("eye-crops/\(name)")))
        var fields: [Int] = []
        var index = 2
        while fields.count < 3 {
            while bytes[index] == 32 || bytes[index] == 10 || bytes[index] == 9 || bytes[index] == 13 { index += 1 }
            var value = 0
            while bytes[index] >= 48 && bytes[index] <= 57 {
                value = value * 10 + Int(bytes[index] - 48)
                index += 1
            }
            fields.append(value)
        }
        index += 1
        precondition(fields == [64, 64, 255], "\(name): expected a 64x64 8-bit PPM")
        return bytes[index..<index + 64 * 64 * 3].map { Float($0) / 255 }
    }

    /// TensorFlow Lite's outputs on the eye crops.
    struct Reference: Decodable {
        struct Output: Decodable {
            var name: String
            var shape: [Int]
        }
        struct Crop: Decodable {
            var file: String
            var outputs: [[Float]]
        }
        var peer: String
        var model_sha256: String
        var outputs: [Output]
        var crops: [Crop]
    }

    static func reference() throws -> Reference {
        let data = try Data(contentsOf: fixtures.appendingPathComponent("iris-landmarks-tflite.json"))
        return try JSONDecoder().decode(Reference.self, from: data)
    }
}
