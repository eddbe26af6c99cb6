import CXNNPack

/// A TensorFlow Lite model (`.tflite`) run by XNNPACK: float tensors in, float tensors out.
///
/// Loading reads the file's graph (`LiteModel`), writes it out as an XNNPACK subgraph (`XNNPackSubgraph`) and
/// makes the runtime once; `run` then only copies the input in, invokes, and copies the outputs out. Supported
/// operators: CONV_2D, DEPTHWISE_CONV_2D, PRELU, ADD, MAX_POOL_2D, PAD, RESHAPE, and DEQUANTIZE of float16
/// weights (widened to float32 on load). Anything else is refused at load with a line naming the operator.
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
    private let subgraph: XNNPackSubgraph
    private let runtime: xnn_runtime_t
    private let threadPool: pthreadpool_t?
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
        let subgraph: XNNPackSubgraph
        do throws(LiteModelError) {
            model = try LiteModel(bytes: modelData)
            guard model.inputs.count == 1 else {
                throw LiteModelError.malformed("\(model.inputs.count) inputs; NeuralNetwork runs models with one")
            }
            subgraph = try XNNPackSubgraph(model: model)
        } catch {
            throw failure(error)
        }
        let threadPool = threads > 1 ? pthreadpool_create(threads) : nil
        var runtime: xnn_runtime_t?
        let status = xnn_create_runtime_v2(subgraph.handle, threadPool, 0, &runtime)
        guard status == xnn_status_success, let runtime else {
            if let threadPool { pthreadpool_destroy(threadPool) }
            throw failure(.runtime("creating the runtime failed: \(XNNPackStatus.name(status))"))
        }
        self.name = name
        self.subgraph = subgraph
        self.runtime = runtime
        self.threadPool = threadPool
        inputShapes = model.inputs.map { model.tensors[$0].shape }
        outputShapes = model.outputs.map { model.tensors[$0].shape }
        outputNames = model.outputs.map { model.tensors[$0].name }
        // XNNPACK may read a few bytes past the end of an input.
        inputCount = model.tensors[model.inputs[0]].elementCount
        let extra = (CXNNPack_extraBytes + MemoryLayout<Float>.size - 1) / MemoryLayout<Float>.size
        input = .allocate(capacity: inputCount + extra)
        input.initialize(repeating: 0)
        outputs = model.outputs.map { index in
            let buffer = UnsafeMutableBufferPointer<Float>.allocate(capacity: model.tensors[index].elementCount)
            buffer.initialize(repeating: 0)
            return buffer
        }
        var external = [
            xnn_external_value(id: UInt32(model.inputs[0]), data: UnsafeMutableRawPointer(input.baseAddress!))
        ]
        for (index, buffer) in zip(model.outputs, outputs) {
            external.append(xnn_external_value(id: UInt32(index), data: UnsafeMutableRawPointer(buffer.baseAddress!)))
        }
        let setup = xnn_setup_runtime(runtime, external.count, external)
        guard setup == xnn_status_success else {
            throw failure(.runtime("setting up the runtime failed: \(XNNPackStatus.name(setup))"))
        }
    }

    deinit {
        xnn_delete_runtime(runtime)
        if let threadPool { pthreadpool_destroy(threadPool) }
        input.deallocate()
        for output in outputs { output.deallocate() }
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
        let status = xnn_invoke_runtime(runtime)
        guard status == xnn_status_success else {
            throw NeuralNetworkError(
                message: "\(name): XNNPACK: running the model failed: \(XNNPackStatus.name(status))")
        }
        return outputs.map { Array($0) }
    }
}
