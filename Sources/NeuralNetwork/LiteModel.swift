/// The main graph of a TensorFlow Lite model (`.tflite`, a FlatBuffers file with identifier `TFL3`), read
/// straight from its bytes: tensors with their shapes and constant data, operators in execution order, and the
/// graph's input and output tensors.
///
/// Reads only the tables the runtime uses (Model, SubGraph, Tensor, Buffer, Operator, OperatorCode and the
/// builtin options of the operators it runs), following TensorFlow's public `schema.fbs`. Weights stored as
/// float16 stay as they are here; `LiteTensor.floatValues` widens them.
struct LiteModel: Equatable {
    var tensors: [LiteTensor]
    var operators: [LiteOperator]
    /// Tensor indexes of the graph's inputs and outputs, in the model's order.
    var inputs: [Int]
    var outputs: [Int]
    var description: String?

    init(tensors: [LiteTensor], operators: [LiteOperator], inputs: [Int], outputs: [Int], description: String? = nil) {
        self.tensors = tensors
        self.operators = operators
        self.inputs = inputs
        self.outputs = outputs
        self.description = description
    }

    /// The most elements a tensor may have (1 GB of float32): a larger shape is a corrupt file, not a model.
    static let largestTensor = 1 << 28

    /// Parses a `.tflite` file's bytes.
    ///
    /// - Complexity: O(file size): constant tensors are copied out of the buffer once.
    init(bytes: [UInt8]) throws(LiteModelError) {
        let buffer = FlatBuffer(bytes: bytes)
        let model = try buffer.root(identifier: "TFL3")
        let version = try model.scalar(0, default: UInt32(0))
        guard version == 3 else { throw .malformed("schema version \(version), expected 3") }

        // OperatorCode: deprecated_builtin_code (byte), custom_code, version, builtin_code (int32); the code
        // is the larger of the two, as TensorFlow Lite reads it.
        var codes: [(code: Int, custom: String?)] = []
        for table in try model.tables(1) {
            let old = Int(try table.scalar(0, default: Int8(0)))
            let new = Int(try table.scalar(3, default: Int32(0)))
            codes.append((max(old, new), try table.string(1)))
        }

        // Buffers: inline data, or (offset, size) into the file for models over 2 GB.
        let bufferTables = try model.tables(4)
        func data(ofBuffer index: Int) throws(LiteModelError) -> [UInt8]? {
            guard index > 0 else { return nil }
            guard index < bufferTables.count else {
                throw .malformed("buffer \(index) out of range (\(bufferTables.count) buffers)")
            }
            let table = bufferTables[index]
            if let (start, count) = try table.vector(0, elementSize: 1) {
                return count == 0 ? nil : Array(bytes[start..<start + count])
            }
            let offset = try table.scalar(1, default: UInt64(0))
            let size = try table.scalar(2, default: UInt64(0))
            guard offset > 1, size > 0 else { return nil }
            guard offset < UInt64(Int.max), size < UInt64(Int.max) else {
                throw .malformed("buffer \(index) offset \(offset) size \(size)")
            }
            try buffer.check(Int(offset), Int(size))
            return Array(bytes[Int(offset)..<Int(offset) + Int(size)])
        }

        let subgraphs = try model.tables(2)
        guard let graph = subgraphs.first else { throw .malformed("no subgraph") }

        var tensors: [LiteTensor] = []
        for (index, table) in try graph.tables(0).enumerated() {
            let shape = try table.scalars(0, as: Int32.self).map(Int.init)
            guard shape.allSatisfy({ $0 >= 0 }) else {
                throw .malformed("tensor \(index) has shape \(shape) with an unknown or negative dimension")
            }
            var elements = 1
            for dimension in shape {
                let (product, overflow) = elements.multipliedReportingOverflow(by: dimension)
                guard !overflow, product <= Self.largestTensor else {
                    throw .malformed("tensor \(index) has shape \(shape), over \(Self.largestTensor) elements")
                }
                elements = product
            }
            let type = LiteTensorType(schemaValue: try table.scalar(1, default: Int8(0)))
            let name = try table.string(3) ?? "tensor \(index)"
            let tensor = LiteTensor(
                name: name, shape: shape, type: type,
                data: try data(ofBuffer: Int(try table.scalar(2, default: UInt32(0)))))
            if let data = tensor.data, let size = type.size, data.count != tensor.elementCount * size {
                throw .malformed(
                    "tensor \(index) '\(name)' has \(data.count) bytes of data for shape \(shape) of \(type)")
            }
            tensors.append(tensor)
        }

        func indexes(_ values: [Int32], of what: String, optional: Bool = false) throws(LiteModelError) -> [Int] {
            var result: [Int] = []
            for value in values {
                guard (value >= 0 && Int(value) < tensors.count) || (optional && value == -1) else {
                    throw .malformed("\(what) refers to tensor \(value) (\(tensors.count) tensors)")
                }
                result.append(Int(value))
            }
            return result
        }

        var operators: [LiteOperator] = []
        for (index, table) in try graph.tables(3).enumerated() {
            let codeIndex = Int(try table.scalar(0, default: UInt32(0)))
            guard codeIndex < codes.count else {
                throw .malformed("operator \(index) has operator code \(codeIndex) (\(codes.count) codes)")
            }
            var op = LiteOperator(
                code: codes[codeIndex].code, customName: codes[codeIndex].custom,
                inputs: try indexes(try table.scalars(1, as: Int32.self), of: "operator \(index)", optional: true),
                outputs: try indexes(try table.scalars(2, as: Int32.self), of: "operator \(index)"), options: .none)
            // builtin_options is a union: its type is field 3, the table field 4.
            op.options = try Self.options(of: op, table: try table.table(4), index: index)
            operators.append(op)
        }

        self.init(
            tensors: tensors, operators: operators,
            inputs: try indexes(try graph.scalars(1, as: Int32.self), of: "the graph's inputs"),
            outputs: try indexes(try graph.scalars(2, as: Int32.self), of: "the graph's outputs"),
            description: try model.string(3))
    }

    /// The builtin options of the operators the runtime executes.
    private static func options(of op: LiteOperator, table: FlatBufferTable?, index: Int)
        throws(LiteModelError) -> LiteOperator.Options
    {
        func activation(_ field: Int) throws(LiteModelError) -> LiteActivation {
            let value = try table?.scalar(field, default: Int8(0)) ?? 0
            guard let activation = LiteActivation(schemaValue: value) else {
                throw .unsupportedUse(
                    operator: op.name, index: index,
                    reason: "fused activation \(value) (only NONE, RELU, RELU_N1_TO_1, RELU6)")
            }
            return activation
        }
        func padding() throws(LiteModelError) -> LitePadding {
            (try table?.scalar(0, default: Int8(0)) ?? 0) == 0 ? .same : .valid
        }
        /// A size, stride or dilation: at least `minimum` (the file is corrupt otherwise).
        func int(_ field: Int, default value: Int32, minimum: Int = 1) throws(LiteModelError) -> Int {
            let read = Int(try table?.scalar(field, default: value) ?? value)
            guard read >= minimum, read <= 1 << 16 else {
                throw .malformed("operator \(index) (\(op.name)) has \(read) in option field \(field)")
            }
            return read
        }
        switch op.code {
        case LiteOperator.convolution:
            // Conv2DOptions: padding, stride_w, stride_h, fused_activation_function, dilation_w, dilation_h.
            return .window(
                LiteWindow(
                    padding: try padding(), strideHeight: try int(2, default: 1), strideWidth: try int(1, default: 1),
                    dilationHeight: try int(5, default: 1), dilationWidth: try int(4, default: 1),
                    activation: try activation(3)))
        case LiteOperator.depthwiseConvolution:
            // DepthwiseConv2DOptions: padding, stride_w, stride_h, depth_multiplier, fused_activation_function,
            // dilation_w, dilation_h.
            return .window(
                LiteWindow(
                    padding: try padding(), strideHeight: try int(2, default: 1), strideWidth: try int(1, default: 1),
                    dilationHeight: try int(6, default: 1), dilationWidth: try int(5, default: 1),
                    depthMultiplier: try int(3, default: 0, minimum: 0), activation: try activation(4)))
        case LiteOperator.maxPool:
            // Pool2DOptions: padding, stride_w, stride_h, filter_width, filter_height, fused_activation_function.
            return .window(
                LiteWindow(
                    padding: try padding(), strideHeight: try int(2, default: 1), strideWidth: try int(1, default: 1),
                    filterHeight: try int(4, default: 1), filterWidth: try int(3, default: 1),
                    activation: try activation(5)))
        case LiteOperator.add:
            return .activation(try activation(0))
        case LiteOperator.concatenation:
            // ConcatenationOptions: axis, fused_activation_function.
            return .concatenation(
                axis: Int(try table?.scalar(0, default: Int32(0)) ?? 0), activation: try activation(1))
        case LiteOperator.reshape:
            guard let table, try table.fieldPosition(0) != nil else { return .reshape(newShape: nil) }
            return .reshape(newShape: try table.scalars(0, as: Int32.self).map(Int.init))
        default:
            return .none
        }
    }
}
