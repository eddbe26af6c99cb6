import CXNNPack

/// A TensorFlow Lite model (`.tflite`) run by XNNPACK: float tensors in, float tensors out.
///
/// Loading reads the file's graph (`LiteModel`) and makes XNNPACK operators for it on memory laid out once
/// (`XNNPackOperators`, `MemoryPlan`); `run` then only copies the input in, runs the operators, and copies the
/// outputs out. Supported operators: CONV_2D, DEPTHWISE_CONV_2D, PRELU, RELU, ADD, MAX_POOL_2D, PAD, RESHAPE,
/// CONCATENATION, and DEQUANTIZE of float16 weights (widened to float32 on load). Anything else is refused at load
/// with a line naming the operator.
///
/// MediaPipe's iris model (`.models/iris_landmark.tflite`, `make models`) takes one eye:
/// - input `[1, 64, 64, 3]`: a 64x64 RGB crop, row-major NHWC, each channel scaled to [0, 1] (MediaPipe's
///   `iris_landmark_cpu` graph converts the crop with `TfLiteConverterCalculator`, `zero_center: false`). The model
///   is trained on left eyes (the subject's own left): MediaPipe flips a right eye's crop horizontally before it,
///   and flips the x of the results back.
/// - output 0 `[1, 213]` (`output_eyes_contours_and_brows`): 71 eye-contour and brow points, (x, y, z) each, x and
///   y in pixels of the 64x64 crop, z relative depth.
/// - output 1 `[1, 15]` (`output_iris`): 5 iris points, (x, y, z) each: the centre first, then four points on the
///   iris edge.
///
/// Not thread-safe: one `run` at a time. Make one network per thread; each costs one load.
public final class NeuralNetwork: @unchecked Sendable {
    /// The shape of each input tensor, e.g. `[[1, 64, 64, 3]]`.
    public let inputShapes: [[Int]]
    /// The shape of each output tensor in the model's output order, e.g. `[[1, 213], [1, 15]]`.
    public let outputShapes: [[Int]]
    /// The names the model gives its outputs, in the same order (`output_eyes_contours_and_brows`, `output_iris`).
    public let outputNames: [String]

    private let name: String
    private let operators: XNNPackOperators
    private let threadPool: pthreadpool_t?
    /// The input's and outputs' places in the operators' memory.
    private let input: UnsafeMutableBufferPointer<Float>
    private let inputCount: Int
    private let outputs: [UnsafeMutableBufferPointer<Float>]

    /// Loads the model in the file at `path`.
    ///
    /// - Parameter threads: threads XNNPACK may use for one `run` (1: the caller's thread only).
    public convenience init(contentsOf path: String, threads: Int = 1) throws(NeuralNetworkError) {
        try self.init(modelData: try ModelFile.read(path), name: path, threads: threads)
    }

    /// Loads a model from the bytes of a `.tflite` file.
    public convenience init(modelData: [UInt8], threads: Int = 1) throws(NeuralNetworkError) {
        try self.init(modelData: modelData, name: "model data", threads: threads)
    }

    /// Loads a model from the bytes of a `.tflite` file; `name` is what errors call it (usually its path).
    public init(modelData: [UInt8], name: String, threads: Int = 1) throws(NeuralNetworkError) {
        func failure(_ error: LiteModelError) -> NeuralNetworkError { NeuralNetworkError(message: "\(name): \(error)") }
        guard threads >= 1 else {
            throw NeuralNetworkError(message: "\(name): threads is \(threads), must be 1 or more")
        }
        let model: LiteModel
        let operators: XNNPackOperators
        let threadPool = threads > 1 ? pthreadpool_create(threads) : nil
        do throws(LiteModelError) {
            model = try LiteModel(bytes: modelData)
            guard model.inputs.count == 1 else {
                throw LiteModelError.malformed("\(model.inputs.count) inputs; NeuralNetwork runs models with one")
            }
            operators = try XNNPackOperators(model: model, threadPool: threadPool)
        } catch {
            if let threadPool { pthreadpool_destroy(threadPool) }
            throw failure(error)
        }
        self.name = name
        self.operators = operators
        self.threadPool = threadPool
        inputShapes = model.inputs.map { model.tensors[$0].shape }
        outputShapes = model.outputs.map { model.tensors[$0].shape }
        outputNames = model.outputs.map { model.tensors[$0].name }
        inputCount = model.tensors[model.inputs[0]].elementCount
        input = UnsafeMutableBufferPointer(
            start: operators.address(model.inputs[0]).assumingMemoryBound(to: Float.self), count: inputCount)
        outputs = model.outputs.map { index in
            UnsafeMutableBufferPointer(
                start: operators.address(index).assumingMemoryBound(to: Float.self),
                count: model.tensors[index].elementCount)
        }
    }

    deinit {
        if let threadPool { pthreadpool_destroy(threadPool) }
    }

    /// Runs the model on one input tensor (NHWC, row-major, `inputShapes[0]` elements) and returns every output
    /// tensor, flattened row-major, in the model's output order.
    public func run(_ input: [Float]) throws(NeuralNetworkError) -> [[Float]] {
        guard input.count == inputCount else {
            let shape = inputShapes[0].map(String.init).joined(separator: "x")
            throw NeuralNetworkError(
                message: "\(name): input has \(input.count) floats; the model takes \(inputCount) (\(shape))")
        }
        _ = self.input.update(fromContentsOf: input)
        let status = operators.run(threadPool: threadPool)
        guard status == xnn_status_success else {
            throw NeuralNetworkError(
                message: "\(name): XNNPACK: running the model failed: \(XNNPackStatus.name(status))")
        }
        return outputs.map { Array($0) }
    }
}
