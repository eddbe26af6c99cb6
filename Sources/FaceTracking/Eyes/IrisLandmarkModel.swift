import Foundation
import NeuralNetwork

/// MediaPipe's iris-landmark network (`iris_landmark.tflite`, fetched by `make models`) as an
/// `EyeContourModel`: a 64 x 64 RGB eye crop in, the eye's outline out.
///
/// The network runs on XNNPACK through `NeuralNetwork`, which holds its buffers: one instance serves one
/// thread at a time, so the tracker that owns it must not be shared between threads.
public final class IrisLandmarkModel: EyeContourModel, @unchecked Sendable {
    /// The model's file name, in `.models/` or a `--models` folder.
    public static let fileName = "iris_landmark.tflite"

    public let cropSide: Int
    private let network: NeuralNetwork

    /// Loads the model from `path`; the error says what is wrong with the file.
    public init(contentsOf path: String) throws(NeuralNetworkError) {
        network = try NeuralNetwork(contentsOf: path)
        guard let input = network.inputShapes.first, input.count == 4, input[0] == 1, input[1] == input[2],
            input[3] == 3, network.outputShapes.first?.reduce(1, *) == EyeContour.modelValueCount
        else {
            throw NeuralNetworkError(
                message:
                    "\(path): not MediaPipe's iris-landmark model (inputs \(network.inputShapes), outputs \(network.outputShapes); expected [[1, 64, 64, 3]] and [1, 213] first)"
            )
        }
        cropSide = input[1]
    }

    public func contour(in crop: EyeCrop) -> EyeContour? {
        guard let first = outputs(in: crop)?.first else { return nil }
        return EyeContour(modelOutput: first)
    }

    /// The model's raw outputs on `crop`: the 71 outline and brow points, then the iris's 5 (centre first),
    /// (x, y, z) each in crop pixels; nil when the crop is not the model's size or the model cannot run.
    public func outputs(in crop: EyeCrop) -> [[Float]]? {
        guard crop.side == cropSide else { return nil }
        return try? network.run(crop.pixels)
    }
}
