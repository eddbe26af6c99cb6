/// What is wrong with a `.tflite` file or the graph in it, before it is put into words for the user.
///
/// `NeuralNetwork` turns each case into a one-line `NeuralNetworkError` that names the file.
enum LiteModelError: Error, Equatable, CustomStringConvertible {
    /// A read ran past the end of the bytes: the file was cut short or an offset in it is wrong.
    case truncated(offset: Int, size: Int, fileSize: Int)
    /// The file does not carry TensorFlow Lite's `TFL3` identifier.
    case notTensorFlowLite(fileSize: Int)
    /// A field has a value the reader cannot make sense of (a negative dimension, an index out of range).
    case malformed(String)
    /// The graph uses an operator this runtime does not execute.
    case unsupportedOperator(name: String, index: Int)
    /// An operator is supported in general but not with these tensors or options.
    case unsupportedUse(operator: String, index: Int, reason: String)
    /// XNNPACK refused a node or the runtime.
    case runtime(String)

    var description: String {
        switch self {
        case .truncated(let offset, let size, let fileSize):
            // A damaged file's offsets can be any number (negative, or past any file a model could be); name
            // them only when they could be real, as in a cut-off download.
            guard offset >= 0, offset <= Int(Int32.max), size <= Int(Int32.max) else {
                return
                    "truncated or corrupt TensorFlow Lite file: an offset inside it points outside its \(fileSize) bytes; "
                    + "fetch the model again (make models)"
            }
            return "truncated or corrupt TensorFlow Lite file: needs \(size) bytes at offset \(offset) "
                + "but the file has \(fileSize) bytes; fetch the model again (make models)"
        case .notTensorFlowLite(let fileSize):
            return "not a TensorFlow Lite model (\(fileSize) bytes, no TFL3 identifier at offset 4)"
        case .malformed(let what):
            return "malformed TensorFlow Lite model: \(what)"
        case .unsupportedOperator(let name, let index):
            return "operator \(index) is \(name), which FaceNav's runtime does not support "
                + "(it runs CONV_2D, DEPTHWISE_CONV_2D, PRELU, RELU, ADD, MAX_POOL_2D, PAD, RESHAPE, CONCATENATION, DEQUANTIZE of float16)"
        case .unsupportedUse(let name, let index, let reason):
            return "operator \(index) (\(name)): \(reason)"
        case .runtime(let what):
            return "XNNPACK: \(what)"
        }
    }
}
