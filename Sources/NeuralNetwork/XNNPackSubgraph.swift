import CXNNPack

/// A TensorFlow Lite graph written out as an XNNPACK subgraph: one XNNPACK node per operator, NHWC throughout.
///
/// Activation tensors keep their TensorFlow Lite index as XNNPACK's external value ID, so the graph's inputs and
/// outputs are found by the same numbers after the runtime is made. Weights are copied into `arena` as float32
/// (float16 widened) with the shapes XNNPACK wants; a DEQUANTIZE of a float16 constant is folded away, its output
/// becoming a float32 constant. Any operator, type or option outside that set is refused with its name.
final class XNNPackSubgraph {
    let handle: xnn_subgraph_t
    let arena = ConstantArena()
    private let model: LiteModel
    private var values: [Int: UInt32] = [:]
    /// Constants made at load time: DEQUANTIZE outputs from float16 weights.
    private var folded: [Int: [Float]] = [:]

    init(model: LiteModel) throws(LiteModelError) {
        self.model = model
        try XNNPackStatus.check(xnn_initialize(nil), "initializing XNNPACK")
        var subgraph: xnn_subgraph_t?
        try XNNPackStatus.check(xnn_create_subgraph(UInt32(model.tensors.count), 0, &subgraph), "creating a subgraph")
        handle = subgraph!
        for (index, op) in model.operators.enumerated() {
            try define(op, index: index)
        }
        for output in model.outputs where values[output] == nil {
            throw .malformed("graph output '\(model.tensors[output].name)' is not written by any operator")
        }
    }

    deinit {
        xnn_delete_subgraph(handle)
    }

    // MARK: - Operators

    private func define(_ op: LiteOperator, index: Int) throws(LiteModelError) {
        func refuse(_ reason: String) -> LiteModelError {
            .unsupportedUse(operator: op.name, index: index, reason: reason)
        }
        func input(_ position: Int) throws(LiteModelError) -> Int {
            guard position < op.inputs.count, op.inputs[position] >= 0 else {
                throw refuse("input \(position) missing")
            }
            return op.inputs[position]
        }
        guard op.outputs.count == 1 else { throw refuse("\(op.outputs.count) outputs, expected 1") }
        let output = op.outputs[0]

        switch (op.code, op.options) {
        case (LiteOperator.convolution, .window(let window)):
            let source = try input(0)
            let filter = model.tensors[try input(1)]
            let inputShape = try shape(of: source, rank: 4, op, index)
            let outputShape = try shape(of: output, rank: 4, op, index)
            guard filter.shape.count == 4, let weights = try constant(try input(1), op, index) else {
                throw refuse("the filter must be a constant [out, height, width, in] tensor")
            }
            let (outputChannels, kernelHeight, kernelWidth, groupInputChannels) =
                (filter.shape[0], filter.shape[1], filter.shape[2], filter.shape[3])
            guard groupInputChannels > 0, inputShape[3] % groupInputChannels == 0,
                outputChannels % (inputShape[3] / groupInputChannels) == 0, outputShape[3] == outputChannels
            else { throw refuse("filter \(filter.shape) does not fit input \(inputShape) and output \(outputShape)") }
            let groups = inputShape[3] / groupInputChannels
            let bias = try biasValue(op, index, channels: outputChannels)
            let (top, bottom) = window.padding.explicit(
                input: inputShape[1], kernel: kernelHeight, stride: window.strideHeight, dilation: window.dilationHeight
            )
            let (left, right) = window.padding.explicit(
                input: inputShape[2], kernel: kernelWidth, stride: window.strideWidth, dilation: window.dilationWidth)
            let range = window.activation.range
            let filterValue = try staticValue(weights, shape: filter.shape)
            try XNNPackStatus.check(
                xnn_define_convolution_2d(
                    handle, UInt32(top), UInt32(right), UInt32(bottom), UInt32(left), UInt32(kernelHeight),
                    UInt32(kernelWidth), UInt32(window.strideHeight), UInt32(window.strideWidth),
                    UInt32(window.dilationHeight), UInt32(window.dilationWidth), UInt32(groups), groupInputChannels,
                    outputChannels / groups, range.min, range.max, try value(source, op, index), filterValue, bias,
                    try value(output, op, index), 0),
                "operator \(index) (\(op.name))")

        case (LiteOperator.depthwiseConvolution, .window(let window)):
            let source = try input(0)
            let filter = model.tensors[try input(1)]
            let inputShape = try shape(of: source, rank: 4, op, index)
            let outputShape = try shape(of: output, rank: 4, op, index)
            guard filter.shape.count == 4, filter.shape[0] == 1, let weights = try constant(try input(1), op, index)
            else { throw refuse("the filter must be a constant [1, height, width, channels] tensor") }
            let outputChannels = filter.shape[3]
            let multiplier =
                window.depthMultiplier > 0 ? window.depthMultiplier : outputChannels / max(inputShape[3], 1)
            guard inputShape[3] * multiplier == outputChannels, outputShape[3] == outputChannels else {
                throw refuse("filter \(filter.shape) does not fit input \(inputShape) and output \(outputShape)")
            }
            let bias = try biasValue(op, index, channels: outputChannels)
            let (top, bottom) = window.padding.explicit(
                input: inputShape[1], kernel: filter.shape[1], stride: window.strideHeight,
                dilation: window.dilationHeight)
            let (left, right) = window.padding.explicit(
                input: inputShape[2], kernel: filter.shape[2], stride: window.strideWidth,
                dilation: window.dilationWidth)
            let range = window.activation.range
            let filterValue = try staticValue(weights, shape: filter.shape)
            try XNNPackStatus.check(
                xnn_define_depthwise_convolution_2d(
                    handle, UInt32(top), UInt32(right), UInt32(bottom), UInt32(left), UInt32(filter.shape[1]),
                    UInt32(filter.shape[2]), UInt32(window.strideHeight), UInt32(window.strideWidth),
                    UInt32(window.dilationHeight), UInt32(window.dilationWidth), UInt32(multiplier), inputShape[3],
                    range.min, range.max, try value(source, op, index), filterValue, bias, try value(output, op, index),
                    0),
                "operator \(index) (\(op.name))")

        case (LiteOperator.maxPool, .window(let window)):
            let source = try input(0)
            let inputShape = try shape(of: source, rank: 4, op, index)
            _ = try shape(of: output, rank: 4, op, index)
            let (top, bottom) = window.padding.explicit(
                input: inputShape[1], kernel: window.filterHeight, stride: window.strideHeight, dilation: 1)
            let (left, right) = window.padding.explicit(
                input: inputShape[2], kernel: window.filterWidth, stride: window.strideWidth, dilation: 1)
            let range = window.activation.range
            try XNNPackStatus.check(
                xnn_define_max_pooling_2d(
                    handle, UInt32(top), UInt32(right), UInt32(bottom), UInt32(left), UInt32(window.filterHeight),
                    UInt32(window.filterWidth), UInt32(window.strideHeight), UInt32(window.strideWidth), 1, 1,
                    range.min, range.max, try value(source, op, index), try value(output, op, index), 0),
                "operator \(index) (\(op.name))")

        case (LiteOperator.add, .activation(let activation)):
            let range = activation.range
            try XNNPackStatus.check(
                xnn_define_add2(
                    handle, range.min, range.max, try value(try input(0), op, index),
                    try value(try input(1), op, index), try value(output, op, index), 0),
                "operator \(index) (\(op.name))")

        case (LiteOperator.prelu, _):
            // TensorFlow Lite's slope is usually [1, 1, C]; XNNPACK takes [C], broadcast over the rest.
            let source = try input(0)
            let slope = model.tensors[try input(1)]
            let channels = try shape(of: source, rank: nil, op, index).last ?? 1
            guard let slopes = try constant(try input(1), op, index), slope.shape.last == channels,
                slope.elementCount == channels
            else { throw refuse("slope \(slope.shape) must be a constant with one value per channel (\(channels))") }
            try XNNPackStatus.check(
                xnn_define_prelu(
                    handle, try value(source, op, index), try staticValue(slopes, shape: [channels]),
                    try value(output, op, index), 0),
                "operator \(index) (\(op.name))")

        case (LiteOperator.pad, _):
            let source = try input(0)
            let rank = try shape(of: source, rank: nil, op, index).count
            let paddings = model.tensors[try input(1)]
            guard let amounts = paddings.int32Values, paddings.shape == [rank, 2], amounts.allSatisfy({ $0 >= 0 })
            else { throw refuse("paddings must be a constant INT32 [\(rank), 2] tensor of non-negative counts") }
            let before = (0..<rank).map { Int(amounts[2 * $0]) }
            let after = (0..<rank).map { Int(amounts[2 * $0 + 1]) }
            try XNNPackStatus.check(
                xnn_define_static_constant_pad(
                    handle, before, after, 0, try value(source, op, index), try value(output, op, index), 0),
                "operator \(index) (\(op.name))")

        case (LiteOperator.reshape, .reshape(let newShape)):
            let source = try input(0)
            let outputShape = try shape(of: output, rank: nil, op, index)
            if let newShape, Self.resolve(newShape, elementCount: model.tensors[source].elementCount) != outputShape {
                throw refuse("new shape \(newShape) differs from the output tensor's \(outputShape)")
            }
            guard model.tensors[source].elementCount == model.tensors[output].elementCount else {
                throw refuse("\(model.tensors[source].shape) cannot become \(outputShape)")
            }
            try XNNPackStatus.check(
                xnn_define_static_reshape(
                    handle, outputShape.count, outputShape, try value(source, op, index), try value(output, op, index),
                    0),
                "operator \(index) (\(op.name))")

        case (LiteOperator.dequantize, _):
            let source = try input(0)
            guard model.tensors[source].type == .float16, let widened = model.tensors[source].floatValues else {
                throw refuse(
                    "only a constant FLOAT16 tensor can be dequantized (this is \(model.tensors[source].type))")
            }
            folded[output] = widened

        default:
            throw .unsupportedOperator(name: op.name, index: index)
        }
    }

    /// RESHAPE's new shape with its one -1 (if any) replaced by what makes `elementCount` elements.
    static func resolve(_ shape: [Int], elementCount: Int) -> [Int] {
        guard let unknown = shape.firstIndex(of: -1) else { return shape }
        let known = shape.filter { $0 != -1 }.reduce(1, *)
        var resolved = shape
        resolved[unknown] = known > 0 ? elementCount / known : 0
        return resolved
    }

    // MARK: - Values

    /// The XNNPACK value of an activation tensor (or of a constant used as one), defined on first use.
    private func value(_ tensor: Int, _ op: LiteOperator, _ index: Int) throws(LiteModelError) -> UInt32 {
        if let id = values[tensor] { return id }
        let description = model.tensors[tensor]
        if let constant = try constant(tensor, op, index) {
            let id = try staticValue(constant, shape: description.shape)
            values[tensor] = id
            return id
        }
        guard description.type == .float32 else {
            throw .unsupportedUse(
                operator: op.name, index: index,
                reason: "tensor '\(description.name)' is \(description.type), not FLOAT32")
        }
        var flags: UInt32 = 0
        if model.inputs.contains(tensor) { flags |= CXNNPack_valueFlagExternalInput }
        if model.outputs.contains(tensor) { flags |= CXNNPack_valueFlagExternalOutput }
        var id: UInt32 = 0
        try XNNPackStatus.check(
            xnn_define_tensor_value(
                handle, xnn_datatype_fp32, description.shape.count, description.shape, nil, UInt32(tensor), flags, &id),
            "tensor \(tensor) '\(description.name)'")
        values[tensor] = id
        return id
    }

    /// A tensor's constant values as float32 (float16 widened, DEQUANTIZE folded), or nil for an activation.
    private func constant(_ tensor: Int, _ op: LiteOperator, _ index: Int) throws(LiteModelError) -> [Float]? {
        if let values = folded[tensor] { return values }
        let description = model.tensors[tensor]
        guard description.data != nil else { return nil }
        guard let values = description.floatValues else {
            throw .unsupportedUse(
                operator: op.name, index: index,
                reason: "constant '\(description.name)' is \(description.type), not FLOAT32 or FLOAT16")
        }
        return values
    }

    /// A new static XNNPACK value holding `values` with `shape`.
    private func staticValue(_ values: [Float], shape: [Int]) throws(LiteModelError) -> UInt32 {
        var id: UInt32 = 0
        let data = arena.store(values)
        try XNNPackStatus.check(
            xnn_define_tensor_value(
                handle, xnn_datatype_fp32, shape.count, shape, data, CXNNPack_invalidValueID, 0, &id),
            "a constant tensor of shape \(shape)")
        return id
    }

    /// The bias of a convolution (input 2), or zeros when the model leaves it out.
    private func biasValue(_ op: LiteOperator, _ index: Int, channels: Int) throws(LiteModelError) -> UInt32 {
        guard op.inputs.count > 2, op.inputs[2] >= 0 else {
            return try staticValue([Float](repeating: 0, count: channels), shape: [channels])
        }
        guard let bias = try constant(op.inputs[2], op, index), bias.count == channels else {
            throw .unsupportedUse(
                operator: op.name, index: index, reason: "the bias must be a constant of \(channels) values")
        }
        return try staticValue(bias, shape: [channels])
    }

    /// A tensor's shape, checked to have `rank` dimensions when given.
    private func shape(of tensor: Int, rank: Int?, _ op: LiteOperator, _ index: Int) throws(LiteModelError) -> [Int] {
        let shape = model.tensors[tensor].shape
        if let rank, shape.count != rank {
            throw .unsupportedUse(
                operator: op.name, index: index,
                reason: "tensor '\(model.tensors[tensor].name)' has shape \(shape), expected \(rank) dimensions")
        }
        return shape
    }
}
