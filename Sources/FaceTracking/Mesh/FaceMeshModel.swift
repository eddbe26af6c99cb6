import Foundation
import NeuralNetwork

/// MediaPipe's face-mesh network (`face_landmark.tflite`, fetched by `make models`): a 192 x 192 RGB crop of
/// the face in, 468 points and a face-presence score out.
///
/// The plain model, not `face_landmark_with_attention.tflite` (the "refined" eyes and irises): that one needs
/// MediaPipe's custom operators (Landmarks2TransformMatrix, TransformTensorBilinear, TransformLandmarks), which
/// our runtime does not run. This one uses CONV_2D, DEPTHWISE_CONV_2D, PRELU, ADD, MAX_POOL_2D, PAD and
/// DEQUANTIZE of float16 weights. Input as MediaPipe's `face_landmark_cpu` graph makes it (`FaceMeshCrop`):
/// RGB scaled to [0, 1]. Output 0 `[1, 1, 1, 1404]`: 468 (x, y, z) in crop pixels; output 1 `[1, 1, 1, 1]`:
/// the presence logit.
///
/// Runs on XNNPACK through `NeuralNetwork`, which holds its buffers: one instance serves one thread at a time.
public final class FaceMeshModel: @unchecked Sendable {
    /// The model's file name, in `.models/` or a `--models` folder.
    public static let fileName = "face_landmark.tflite"

    /// The crop side the model takes (192).
    public let cropSide: Int
    private let network: NeuralNetwork

    /// Loads the model from `path`; the error says what is wrong with the file.
    public init(contentsOf path: String) throws(NeuralNetworkError) {
        network = try NeuralNetwork(contentsOf: path)
        let outputs = network.outputShapes.map { $0.reduce(1, *) }
        guard let input = network.inputShapes.first, input.count == 4, input[0] == 1, input[1] == input[2],
            input[3] == 3, outputs.count == 2, outputs[0] == 3 * FaceMesh.pointCount, outputs[1] == 1
        else {
            throw NeuralNetworkError(
                message:
                    "\(path): not MediaPipe's face-mesh model (inputs \(network.inputShapes), outputs \(network.outputShapes); expected [[1, 192, 192, 3]] and [1, 1, 1, 1404], [1, 1, 1, 1])"
            )
        }
        cropSide = input[1]
    }

    /// The mesh in `crop` (cut by `FaceMeshCrop`, `cropSide` wide), in frame pixels; nil when the model cannot
    /// run on it or gives a value that is not finite.
    public func mesh(in crop: EyeCrop) -> FaceMesh? {
        guard crop.side == cropSide, let outputs = try? network.run(crop.pixels), outputs.count == 2,
            outputs[0].count == 3 * FaceMesh.pointCount, let logit = outputs[1].first, logit.isFinite,
            outputs[0].allSatisfy(\.isFinite)
        else { return nil }
        let values = outputs[0]
        let points = (0..<FaceMesh.pointCount).map {
            crop.framePoint(PixelPoint(x: Double(values[3 * $0]), y: Double(values[3 * $0 + 1])))
        }
        return FaceMesh(points: points, presence: 1 / (1 + exp(-Double(logit))))
    }

    /// The mesh of the face whose 68 dlib `landmarks` are given, from a crop placed by them (`FaceMeshCrop`).
    public func mesh(in frame: Frame, landmarks: [PixelPoint]) -> FaceMesh? {
        guard landmarks.count >= 68 else { return nil }
        return mesh(in: FaceMeshCrop.crop(frame: frame, landmarks: landmarks, side: cropSide))
    }
}
