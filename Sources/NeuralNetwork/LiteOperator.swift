/// One operator of a TensorFlow Lite graph: what it does, the tensors it reads and writes, and its options.
struct LiteOperator: Equatable {
    /// The builtin operator code (schema enum `BuiltinOperator`); 32 is CUSTOM.
    var code: Int
    /// The custom operator's name, for CUSTOM.
    var customName: String?
    /// Tensor indexes into the graph's tensors; -1 marks an optional input left out.
    var inputs: [Int]
    var outputs: [Int]
    var options: Options

    /// The builtin options the runtime reads; other operators' options are not parsed.
    enum Options: Equatable {
        case none
        /// CONV_2D, DEPTHWISE_CONV_2D, MAX_POOL_2D.
        case window(LiteWindow)
        /// ADD.
        case activation(LiteActivation)
        /// RESHAPE: the new shape, when the options carry it.
        case reshape(newShape: [Int]?)
        /// CONCATENATION: the axis joined (negative counts from the last) and the fused activation.
        case concatenation(axis: Int, activation: LiteActivation)
    }

    static let add = 0
    static let concatenation = 2
    static let convolution = 3
    static let depthwiseConvolution = 4
    static let dequantize = 6
    static let maxPool = 17
    static let relu = 19
    static let reshape = 22
    static let custom = 32
    static let pad = 34
    static let prelu = 54

    /// The schema's name for the operator, as errors and tests print it: `CONV_2D`, `SOFTMAX`, `CUSTOM(name)`.
    var name: String {
        if code == Self.custom { return "CUSTOM(\(customName ?? "?"))" }
        return code >= 0 && code < Self.builtinNames.count ? Self.builtinNames[code] : "builtin operator \(code)"
    }
}
