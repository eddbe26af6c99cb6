import Benchmark
import FaceNavCore
import FaceTracking
import Foundation

/// dlib's 68-point landmarks in FaceNav: the cost per face, and loading the model from its cached copy.
///
/// The faces are the 43 boxes of dlib's example XML files on the PPM copies under `.fixtures/dlib-faces`
/// (`make fixtures`), the same images and boxes `Benchmarks/peers/dlib_landmarks.py --xml ... --runs N`
/// times dlib on. One iteration predicts all 43; divide by 43 for a face.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .peakMemoryResident], maxDuration: .seconds(5),
        maxIterations: 1000)

    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    let folder = root.appendingPathComponent(".fixtures/dlib-faces")
    let faces = ["testing_with_face_landmarks.xml", "training_with_face_landmarks.xml"].flatMap {
        ExampleFaces.boxes(in: folder.appendingPathComponent($0))
    }
    var images: [String: GrayImage] = [:]
    for face in faces where images[face.image] == nil {
        images[face.image] = ExampleFaces.image(folder.appendingPathComponent(face.image))
    }
    // The first load parses dlib's file and writes the cache; every load after maps the cached copy.
    let predictor = try! ShapePredictor()

    Benchmark("Landmarks: 43 faces (dlib 68-point model)") { benchmark in
        for _ in benchmark.scaledIterations {
            for face in faces { blackHole(predictor.landmarks(in: images[face.image]!, box: face.box)) }
        }
    }

    Benchmark("Model load from the cache", configuration: .init(maxIterations: 200)) { benchmark in
        for _ in benchmark.scaledIterations {
            let loaded = try! ShapePredictor()
            precondition(loaded.origin == .cache, "the model was not loaded from the cache")
            blackHole(loaded)
        }
    }
}

/// The example faces: boxes from dlib's imglab XML, images from their binary PPM copies.
enum ExampleFaces {
    struct Face {
        var image: String
        var box: PixelRect
    }

    static func boxes(in file: URL) -> [Face] {
        let text = try! String(contentsOf: file, encoding: .isoLatin1)
        var faces: [Face] = []
        var image = ""
        for line in text.split(separator: "\n") {
            var attributes: [String: String] = [:]
            for match in line.matches(of: /(\w+)='([^']*)'/) { attributes[String(match.1)] = String(match.2) }
            if line.contains("<image ") {
                image = (attributes["file"]! as NSString).deletingPathExtension + ".ppm"
            } else if line.contains("<box ") {
                let box = PixelRect(
                    x: Int(attributes["left"]!)!, y: Int(attributes["top"]!)!, width: Int(attributes["width"]!)!,
                    height: Int(attributes["height"]!)!)
                faces.append(Face(image: image, box: box))
            }
        }
        return faces
    }

    /// A binary PPM (P6, maxval 255) as dlib's intensity image.
    static func image(_ file: URL) -> GrayImage {
        let bytes = [UInt8](try! Data(contentsOf: file))
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
        let (width, height) = (fields[0], fields[1])
        return GrayImage(
            dlibIntensityOfRGB: Array(bytes[index..<index + 3 * width * height]), width: width, height: height)
    }
}
