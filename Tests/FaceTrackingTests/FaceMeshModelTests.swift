import Foundation
import FrameSources
import NeuralNetwork
import Testing

@testable import FaceTracking

/// MediaPipe's face mesh (`face_landmark.tflite`, `make models`) on our runtime: the same numbers as
/// TensorFlow Lite's on the same crops, and on a real face the eyes where dlib's 68 points put them.
@Suite struct FaceMeshModelTests {
    static let modelPath = TestImages.url(".models/\(FaceMeshModel.fileName)").path
    /// 192 x 192 face crops cut by `FaceMeshCrop` (committed), and TensorFlow Lite's outputs on them
    /// (`Benchmarks/peers/record-face-mesh.sh`).
    static let crops = TestImages.url("Tests/Fixtures/face-mesh-crops")
    static let oracle = TestImages.url("Tests/Fixtures/face-mesh-tflite.json")
    /// The pictures the crops come from: a smiling face from dlib's examples, and a portrait.
    static let sources = [
        ".fixtures/dlib-faces/Tom_Cruise_avp_2014_4.ppm", ".fixtures/portraits/230501201_1.ppm",
    ]

    struct Oracle: Decodable {
        struct Crop: Decodable {
            let file: String
            let outputs: [[Float]]
        }
        let crops: [Crop]
    }

    /// Writes the crops the oracle is recorded on (FACE_MESH_CROPS=1, then `record-face-mesh.sh`).
    @Test(.enabled(if: ProcessInfo.processInfo.environment["FACE_MESH_CROPS"] != nil)) func recordCrops() throws {
        try FileManager.default.createDirectory(at: Self.crops, withIntermediateDirectories: true)
        for source in Self.sources {
            let frame = try PortableImage(contentsOf: TestImages.url(source).path).frame()
            let crop = FaceMeshCrop.crop(frame: frame, landmarks: try Self.landmarks(in: frame))
            let bytes = crop.pixels.map { UInt8(max(0, min(255, ($0 * 255).rounded()))) }
            let name = ((source as NSString).lastPathComponent as NSString).deletingPathExtension
            try Data(Array("P6\n192 192\n255\n".utf8) + bytes).write(
                to: Self.crops.appendingPathComponent("\(name).ppm"))
        }
    }

    /// Our runtime and TensorFlow Lite on the same crops: every point within 0.05 crop pixels, the presence
    /// logit within 0.01.
    @Test func meshMatchesTensorFlowLite() throws {
        let oracle = try JSONDecoder().decode(Oracle.self, from: Data(contentsOf: Self.oracle))
        let network = try NeuralNetwork(contentsOf: Self.modelPath)
        #expect(oracle.crops.count == Self.sources.count)
        for crop in oracle.crops {
            let image = try PortableImage(contentsOf: Self.crops.appendingPathComponent(crop.file).path)
            let rgb = try #require(image.rgb)
            let outputs = try network.run(rgb.map { Float($0) / 255 })
            #expect(outputs.count == 2 && crop.outputs.count == 2)
            let worst = zip(outputs[0], crop.outputs[0]).map { abs($0 - $1) }.max() ?? .infinity
            #expect(outputs[0].count == 1404 && worst < 0.05, "\(crop.file): points differ by up to \(worst) px")
            #expect(
                abs(outputs[1][0] - crop.outputs[1][0]) < 0.01, "\(crop.file): \(outputs[1]) against \(crop.outputs[1])"
            )
        }
    }

    /// The portrait's 68 points, fitted by the app's tracker.
    static func landmarks(in frame: Frame) throws -> [PixelPoint] {
        var settings = FaceTrackerSettings()
        settings.recordsLandmarks = true
        var tracker = FaceTracker(
            cascades: try CascadeFallback.defaultCascadeNames.map { try Cascade.named($0) },
            predictor: try ShapePredictor(), settings: settings)
        let measurement = tracker.measure(frame)
        let points = try #require(measurement.landmarks)
        return points.map { PixelPoint(x: $0[0], y: $0[1]) }
    }

    @Test func theMeshFindsTheEyesDlibFinds() throws {
        let model = try FaceMeshModel(contentsOf: Self.modelPath)
        let frame = try PortableImage(contentsOf: TestImages.url(Self.sources[1]).path).frame()
        let dlib = try Self.landmarks(in: frame)
        let mesh = try #require(model.mesh(in: frame, landmarks: dlib))
        #expect(mesh.presence > 0.9)
        let eyeWidth = hypot(dlib[39].x - dlib[36].x, dlib[39].y - dlib[36].y)
        // The eye corners: dlib's 36, 39, 42, 45 are the mesh's 33, 133, 362, 263.
        for (d, m) in [(36, 33), (39, 133), (42, 362), (45, 263)] {
            let distance = hypot(dlib[d].x - mesh.points[m].x, dlib[d].y - mesh.points[m].y)
            #expect(distance < 0.25 * eyeWidth, "dlib \(d) \(dlib[d]) against mesh \(m) \(mesh.points[m])")
        }
        // His eyes are open: about as open as the iris model reads open eyes (0.25 of their width; Tom Cruise, in
        // the other crop, smiles with his eyes half shut).
        for eye in 0..<2 {
            #expect(mesh.lidOpening(eye: eye) > 0.15 && mesh.lidOpening(eye: eye) < 0.5, "\(mesh.lidOpening(eye: eye))")
        }
    }

    @Test func anotherModelIsRefusedWithItsShapes() {
        #expect {
            _ = try FaceMeshModel(contentsOf: WinkVideo.irisModelPath)
        } throws: { error in
            "\(error)".contains("not MediaPipe's face-mesh model") && "\(error)".contains("[1, 64, 64, 3]")
        }
    }
}
