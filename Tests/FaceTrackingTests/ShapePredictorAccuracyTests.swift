import FaceNavCore
import FaceTracking
import Foundation
import Testing

/// dlib's own 68-point model, from Debian's libdlib-data, against landmarks dlib predicted with it.
@Suite struct ShapePredictorAccuracyTests {
    /// One predictor for the suite, parsed from the Debian file through a cache in a fresh temporary
    /// folder, then loaded again from that cached copy, which is removed at once (its mapping stays valid).
    static let predictor: Result<ShapePredictor, ShapePredictorError> = {
        let folder = NSTemporaryDirectory() + "facenav-accuracy-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let cache = ShapePredictorCache(directory: folder)
        return Result { () throws(ShapePredictorError) in
            _ = try ShapePredictor(modelsDirectory: nil, cache: cache)
            let mapped = try ShapePredictor(modelsDirectory: nil, cache: cache)
            guard mapped.origin == .cache else {
                throw ShapePredictorError(message: "the model was not loaded from its cached copy: \(mapped.origin)")
            }
            return mapped
        }
    }()

    /// dlib 20's own output on the same PPM images and boxes (`Benchmarks/peers/record-dlib-landmarks.sh`):
    /// FaceNav predicts what dlib predicts.
    @Test func landmarksMatchDlibsOwnOutput() throws {
        let predictor = try Self.predictor.get()
        let data = try Data(
            contentsOf: LandmarkOracle.packageRoot.appendingPathComponent("Tests/Fixtures/dlib-landmarks.json"))
        let recorded = try JSONDecoder().decode(RecordedLandmarks.self, from: data)
        #expect(recorded.faces.count == 43)
        var images: [String: GrayImage] = [:]
        var total = 0.0
        var count = 0
        var worst = 0.0
        var exact = 0
        for face in recorded.faces {
            if images[face.image] == nil { images[face.image] = try LandmarkOracle.image(face.image) }
            let box = PixelRect(x: face.box[0], y: face.box[1], width: face.box[2], height: face.box[3])
            let predicted = predictor.dlibLandmarks(in: images[face.image]!, box: box)
            #expect(predicted.count == face.points.count)
            for (p, q) in zip(predicted, face.points) {
                let distance = ((p.x - q[0]) * (p.x - q[0]) + (p.y - q[1]) * (p.y - q[1])).squareRoot()
                total += distance
                count += 1
                worst = max(worst, distance)
                if distance == 0 { exact += 1 }
            }
        }
        let mean = total / Double(count)
        print(
            "dlib's own output: \(recorded.faces.count) faces, \(exact) of \(count) points exact, mean \(mean) px, worst \(worst) px"
        )
        #expect(count == 43 * 68)
        #expect(exact * 100 >= count * 99, "only \(exact) of \(count) points are exactly dlib's")
        #expect(mean <= 0.5, "mean distance \(mean) px")
        #expect(worst <= 3, "worst distance \(worst) px")
    }

    /// The landmarks in dlib's example XML files, made by this model from the JPEGs (decoded by libjpeg, not
    /// by the ffmpeg that made our PPM copies, so a few pixels differ and the points move slightly).
    @Test(arguments: ["testing_with_face_landmarks.xml", "training_with_face_landmarks.xml"])
    func landmarksMatchDlibsXML(file: String) throws {
        let predictor = try Self.predictor.get()
        let faces = try LandmarkOracle.faces(in: file)
        #expect(!faces.isEmpty)
        var images: [String: GrayImage] = [:]
        var total = 0.0
        var count = 0
        var worst = 0.0
        for face in faces {
            if images[face.image] == nil { images[face.image] = try LandmarkOracle.image(face.image) }
            let predicted = predictor.dlibLandmarks(in: images[face.image]!, box: face.box)
            #expect(predicted.count == 68 && face.points.count == 68)
            for (p, q) in zip(predicted, face.points) {
                let distance = ((p.x - q.x) * (p.x - q.x) + (p.y - q.y) * (p.y - q.y)).squareRoot()
                total += distance
                count += 1
                worst = max(worst, distance)
            }
        }
        let mean = total / Double(count)
        print("\(file): \(faces.count) faces, mean \(mean) px, worst \(worst) px")
        #expect(mean <= 0.5, "mean distance \(mean) px")
        #expect(worst <= 3, "worst distance \(worst) px")
    }
}

/// `Tests/Fixtures/dlib-landmarks.json`, written by `Benchmarks/peers/dlib_landmarks.py`.
private struct RecordedLandmarks: Decodable {
    struct Face: Decodable {
        var image: String
        var box: [Int]
        var points: [[Double]]
    }

    var peer: String
    var faces: [Face]
}
