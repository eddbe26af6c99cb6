import FaceNavCore
import FaceTracking
import Foundation

/// dlib's face images and the landmarks of its `*_with_face_landmarks.xml` files, as `make fixtures` puts
/// them under `.fixtures/dlib-faces/`: the images as binary PPM (RGB), the XML in dlib's imglab format.
struct LandmarkOracle {
    /// One face box of the XML with its 68 points.
    struct Face {
        var image: String
        var box: PixelRect
        var points: [PixelPoint]
    }

    /// The package root, found from this file's path.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let directory = packageRoot.appendingPathComponent(".fixtures/dlib-faces")

    /// The faces of one XML file (`testing_with_face_landmarks.xml` or `training_with_face_landmarks.xml`).
    static func faces(in fileName: String) throws -> [Face] {
        let text = try String(contentsOf: directory.appendingPathComponent(fileName), encoding: .isoLatin1)
        var faces: [Face] = []
        var image = ""
        for line in text.split(separator: "\n") {
            let attributes = Self.attributes(of: line)
            if line.contains("<image ") {
                image = attributes["file"] ?? ""
            } else if line.contains("<box ") {
                faces.append(
                    Face(
                        image: image,
                        box: PixelRect(
                            x: Int(attributes["left"]!)!, y: Int(attributes["top"]!)!,
                            width: Int(attributes["width"]!)!,
                            height: Int(attributes["height"]!)!), points: []))
            } else if line.contains("<part ") {
                faces[faces.count - 1].points.append(
                    PixelPoint(x: Double(attributes["x"]!)!, y: Double(attributes["y"]!)!))
            }
        }
        return faces
    }

    private static func attributes(of line: Substring) -> [String: String] {
        var result: [String: String] = [:]
        for match in line.matches(of: /(\w+)='([^']*)'/) { result[String(match.1)] = String(match.2) }
        return result
    }

    /// The dlib intensity image of `jpgName`'s PPM copy.
    static func image(_ jpgName: String) throws -> GrayImage {
        let name = (jpgName as NSString).deletingPathExtension + ".ppm"
        let data = try Data(contentsOf: directory.appendingPathComponent(name))
        let (width, height, pixels) = try PortablePixmap.decode(data)
        return GrayImage(dlibIntensityOfRGB: pixels, width: width, height: height)
    }
}

/// A minimal reader of binary PPM (P6, maxval 255) for the fixtures.
enum PortablePixmap {
    struct Malformed: Error {}

    static func decode(_ data: Data) throws -> (width: Int, height: Int, rgb: [UInt8]) {
        let bytes = [UInt8](data)
        var index = 0
        func token() throws -> String {
            while index < bytes.count {
                if bytes[index] == UInt8(ascii: "#") {
                    while index < bytes.count && bytes[index] != 10 { index += 1 }
                } else if bytes[index] == 32 || bytes[index] == 10 || bytes[index] == 9 || bytes[index] == 13 {
                    index += 1
                } else {
                    break
                }
            }
            let start = index
            while index < bytes.count && ![32, 10, 9, 13].contains(bytes[index]) { index += 1 }
            guard index > start else { throw Malformed() }
            return String(decoding: bytes[start..<index], as: UTF8.self)
        }
        guard try token() == "P6", let width = Int(try token()), let height = Int(try token()),
            try token() == "255"
        else { throw Malformed() }
        index += 1
        guard bytes.count - index >= 3 * width * height else { throw Malformed() }
        return (width, height, Array(bytes[index..<index + 3 * width * height]))
    }
}
