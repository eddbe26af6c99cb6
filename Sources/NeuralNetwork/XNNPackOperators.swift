import CXNNPack

/// A TensorFlow Lite graph as XNNPACK operators run in order, NHWC throughout, on memory FaceNav plans.
///
/// Each operator is made with XNNPACK's operator API (the kernels its subgraph runtime also uses), and
/// `MemoryPlan` places every activation tensor in one block: tensors whose lives do not overlap share bytes, a
/// RESHAPE is its input under another shape, and PRELU and ADD write over an input nothing reads afterwards. Every
/// operator is set up once on those fixed addresses, so a run is only the operators. An ADD of two same-shaped
/// tensors whose only reader is a PRELU runs with it as one pass of FaceNav's own (`AddPReLU`; XNNPACK has no such
/// operator), on the calling thread. Weights are packed by XNNPACK when an operator is made; a DEQUANTIZE of a
/// float16 constant is folded away at load, before any operator is made. An ADD whose only reader is a RELU clamps as it adds; a CONCATENATION
/// is one strided copy per input. Operators no output depends on are left out. Any operator, type or option
/// outside that set is refused with its name, and every declared output shape is checked against the one the
/// operator makes, since XNNPACK trusts them.
final class XNNPackOperators {
    private(set) var steps: [XNNPackStep] = []
    /// Where each activation tensor lives; set by `place`.
    private(set) var plan: MemoryPlan?
    private var memory: UnsafeMutableRawPointer?
    private let model: LiteModel
    private let arena = ConstantArena()
    /// What each step reads and writes, RESHAPEs included, for the memory plan.
    private(set) var planned: [MemoryPlan.Step] = []
    /// Activation tensors written so far (graph inputs count as written).
    private var written: Set<Int> = []
    /// Constants made at load time: DEQUANTIZE outputs from float16 weights, RESHAPEs of constants.
    private var folded: [Int: [Float]] = [:]
    /// Constants an operator reads as an activation (an ADD of a constant), copied out once.
    private var constantAddresses: [Int: UnsafeMutableRawPointer] = [:]
    /// The live operators reading each tensor.
    private var readers: [Int: [Int]] = [:]
    /// PRELU operators already run as part of an `AddPReLU` step.
    private var fusedAway: Set<Int> = []

    /// Makes an operator for each operator of `model` the outputs depend on, then places the tensors and sets
    /// every operator up on them.
    init(model: LiteModel, threadPool: pthreadpool_t?) throws(LiteModelError) {
        self.model = model
        try XNNPackStatus.check(xnn_initialize(nil), "initializing XNNPACK")
        written = Set(model.inputs)
        var needed = Set(model.outputs)
        var live = [Bool](repeating: false, count: model.operators.count)
        for (index, op) in model.operators.enumerated().reversed() where op.outputs.contains(where: needed.contains) {
            live[index] = true
            needed.formUnion(op.inputs.filter { $0 >= 0 })
        }
        for (index, op) in model.operators.enumerated() where live[index] {
            for tensor in Set(op.inputs) where tensor >= 0 { readers[tensor, default: []].append(index) }
        }
        // DEQUANTIZEs first: they only make constants, and an operator may need one before the DEQUANTIZE's
        // place in the file (MediaPipe's face mesh widens each PRELU's float16 slope just before the PRELU, after
        // the ADD that is fused with it and so reads the slope).
        let dequantizes = model.operators.indices.filter {
            live[$0] && model.operators[$0].code == LiteOperator.dequantize
        }
        let rest = model.operators.indices.filter { live[$0] && model.operators[$0].code != LiteOperator.dequantize }
        for index in dequantizes + rest where !fusedAway.contains(index) {
            try define(model.operators[index], index: index)
        }
        for output in model.outputs where !written.contains(output) || model.inputs.contains(output) {
            throw .malformed("graph output '\(model.tensors[output].name)' is not written by any operator")
        }
        guard Set(model.outputs).count == model.outputs.count else {
            throw .malformed("a graph output is listed twice")
        }
        let read = Set(planned.flatMap(\.reads))
        for input in model.inputs where !read.contains(input) || model.outputs.contains(input) {
            throw .malformed("graph input '\(model.tensors[input].name)' is never read, or is also an output")
        }
        try place(threadPool: threadPool)
    }

    deinit {
        for case .xnnpack(let handle, _) in steps { xnn_delete_operator(handle) }
        memory?.deallocate()
    }

    /// The memory of an activation tensor (or of a constant read as one). Valid once the operators are placed.
    func address(_ tensor: Int) -> UnsafeMutableRawPointer {
        if let constant = constantAddresses[tensor] { return constant }
        return memory! + plan!.offsets[tensor]!
    }

    /// Runs every operator once, in order.
    func run(threadPool: pthreadpool_t?) -> xnn_status {
        for step in steps {
            switch step {
            case .xnnpack(let handle, _):
                let status = xnn_run_operator(handle, threadPool)
                guard status == xnn_status_success else { return status }
            case .addPReLU(let pass):
                pass.run()
            }
        }
        return xnn_status_success
    }

    /// Plans the activation tensors' memory (with the slack XNNPACK's kernels may read past an end) and sets
    /// every operator up on its tensors' addresses.
    private func place(threadPool: pthreadpool_t?) throws(LiteModelError) {
        var bytes: [Int: Int] = [:]
        for tensor in written {
            bytes[tensor] = model.tensors[tensor].elementCount * MemoryLayout<Float>.stride + Int(CXNNPack_extraBytes)
        }
        let plan = MemoryPlan(steps: planned, bytes: bytes, inputs: model.inputs, outputs: model.outputs)
        let memory = UnsafeMutableRawPointer.allocate(byteCount: max(plan.byteCount, 1), alignment: 64)
        memory.initializeMemory(as: UInt8.self, repeating: 0, count: max(plan.byteCount, 1))
        (self.plan, self.memory) = (plan, memory)
        for (index, step) in steps.enumerated() {
            switch step {
            case .xnnpack(_, let setup):
                try XNNPackStatus.check(setup(address, threadPool), "setting up operator \(index)")
            case .addPReLU(let pass):
                steps[index] = .addPReLU(pass.placed(address))
            }
        }
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
        let output = try self.output(of: op, index)

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
            try expectShape(
                of: output,
                [
                    inputShape[0],
                    window.outputSize(input: inputShape[1], kernel: kernelHeight, axis: .height),
                    window.outputSize(input: inputShape[2], kernel: kernelWidth, axis: .width), outputChannels,
                ], op, index)
            try appendConvolution(
                op, index, source: source, output: output, inputShape: inputShape, window: window,
                kernel: (kernelHeight, kernelWidth), groups: groups,
                groupChannels: (groupInputChannels, outputChannels / groups), weights: weights,
                bias: try bias(op, index, channels: outputChannels), flags: 0)

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
            try expectShape(
                of: output,
                [
                    inputShape[0],
                    window.outputSize(input: inputShape[1], kernel: filter.shape[1], axis: .height),
                    window.outputSize(input: inputShape[2], kernel: filter.shape[2], axis: .width), outputChannels,
                ], op, index)
            try appendConvolution(
                op, index, source: source, output: output, inputShape: inputShape, window: window,
                kernel: (filter.shape[1], filter.shape[2]), groups: inputShape[3], groupChannels: (1, multiplier),
                weights: weights, bias: try bias(op, index, channels: outputChannels),
                flags: CXNNPack_depthwiseConvolution)

        case (LiteOperator.maxPool, .window(let window)):
            let source = try input(0)
            let inputShape = try shape(of: source, rank: 4, op, index)
            var pooling = window
            (pooling.dilationHeight, pooling.dilationWidth) = (1, 1)
            try expectShape(
                of: output,
                [
                    inputShape[0], pooling.outputSize(input: inputShape[1], kernel: window.filterHeight, axis: .height),
                    pooling.outputSize(input: inputShape[2], kernel: window.filterWidth, axis: .width), inputShape[3],
                ], op, index)
            let (top, bottom) = window.padding.explicit(
                input: inputShape[1], kernel: window.filterHeight, stride: window.strideHeight, dilation: 1)
            let (left, right) = window.padding.explicit(
                input: inputShape[2], kernel: window.filterWidth, stride: window.strideWidth, dilation: 1)
            let range = window.activation.range
            let channels = inputShape[3]
            try read(source, op, index)
            let handle = try make(op, index) {
                xnn_create_max_pooling2d_nhwc_f32(
                    UInt32(top), UInt32(right), UInt32(bottom), UInt32(left), UInt32(window.filterHeight),
                    UInt32(window.filterWidth), UInt32(window.strideHeight), UInt32(window.strideWidth), 1, 1,
                    channels, channels, channels, range.min, range.max, 0, $0)
            }
            try append(handle, reads: [source], writes: output, op, index) { address, pool in
                xnn_setup_max_pooling2d_nhwc_f32(
                    handle, inputShape[0], inputShape[1], inputShape[2], Self.floats(address(source)),
                    Self.floats(address(output)), pool)
            }

        case (LiteOperator.add, .activation(let activation)):
            let a = try shape(of: try input(0), rank: nil, op, index)
            let b = try shape(of: try input(1), rank: nil, op, index)
            guard let broadcast = Self.broadcast(a, b) else { throw refuse("shapes \(a) and \(b) do not broadcast") }
            try expectShape(of: output, broadcast, op, index)
            let (first, second) = (try input(0), try input(1))
            try read(first, op, index)
            try read(second, op, index)
            if activation == .none, a == b, !model.outputs.contains(output), let only = readers[output],
                only.count == 1,
                model.operators[only[0]].code == LiteOperator.prelu
            {
                let prelu = try preluParts(model.operators[only[0]], only[0])
                guard prelu.source == output else {
                    throw .unsupportedUse(
                        operator: "PRELU", index: only[0], reason: "reads '\(model.tensors[output].name)' as its slope")
                }
                steps.append(
                    .addPReLU(
                        AddPReLU(
                            first: first, second: second, output: prelu.output, slopes: prelu.slopes,
                            count: model.tensors[output].elementCount, slopeArena: arena)))
                try write(prelu.output, model.operators[only[0]], only[0])
                planned.append(
                    .init(reads: [first, second], writes: prelu.output, sharing: .inPlace([first, second])))
                fusedAway.insert(only[0])
                return
            }
            // An ADD whose only reader is a RELU clamps as it adds, writing the RELU's output.
            var (range, written) = (activation.range, output)
            if activation == .none, !model.outputs.contains(output), let only = readers[output], only.count == 1,
                model.operators[only[0]].code == LiteOperator.relu
            {
                let relu = model.operators[only[0]]
                written = try self.output(of: relu, only[0])
                try expectShape(of: written, broadcast, relu, only[0])
                range = LiteActivation.relu.range
                fusedAway.insert(only[0])
            }
            let handle = try make(op, index) { xnn_create_add_nd_f32(range.min, range.max, 0, $0) }
            try append(
                handle, reads: [first, second], writes: written, sharing: .inPlace([first, second]), op, index
            ) { address, pool in
                xnn_setup_add_nd_f32(
                    handle, a.count, a, b.count, b, Self.floats(address(first)), Self.floats(address(second)),
                    Self.floats(address(written)), pool)
            }

        case (LiteOperator.relu, _):
            let source = try input(0)
            let inputShape = try shape(of: source, rank: nil, op, index)
            try expectShape(of: output, inputShape, op, index)
            try read(source, op, index)
            let channels = inputShape.last ?? 1
            let rows = model.tensors[source].elementCount / channels
            let range = LiteActivation.relu.range
            let handle = try make(op, index) {
                xnn_create_clamp_nc_f32(channels, channels, channels, range.min, range.max, 0, $0)
            }
            try append(handle, reads: [source], writes: output, sharing: .inPlace([source]), op, index) {
                address, pool in
                xnn_setup_clamp_nc_f32(handle, rows, Self.floats(address(source)), Self.floats(address(output)), pool)
            }

        case (LiteOperator.concatenation, .concatenation(let axis, let activation)):
            guard activation == .none else { throw refuse("fused activation \(activation) (only NONE)") }
            guard !op.inputs.isEmpty, op.inputs.allSatisfy({ $0 >= 0 }) else { throw refuse("an input is missing") }
            let shapes = try op.inputs.map { (tensor) throws(LiteModelError) in
                try shape(of: tensor, rank: nil, op, index)
            }
            let rank = shapes[0].count
            let joined = axis < 0 ? axis + rank : axis
            guard joined >= 0, joined < rank else { throw refuse("axis \(axis) of rank-\(rank) tensors") }
            func without(_ shape: [Int]) -> [Int] { shape.enumerated().filter { $0.offset != joined }.map(\.element) }
            guard shapes.allSatisfy({ $0.count == rank && without($0) == without(shapes[0]) }) else {
                throw refuse("shapes \(shapes) differ outside axis \(joined)")
            }
            var outputShape = shapes[0]
            outputShape[joined] = shapes.map { $0[joined] }.reduce(0, +)
            try expectShape(of: output, outputShape, op, index)
            // Each input is `outer` rows of `inner` values, copied into its columns of the output's rows.
            let outer = shapes[0][..<joined].reduce(1, *)
            let inners = shapes.map { $0[joined...].reduce(1, *) }
            let total = inners.reduce(0, +)
            var column = 0
            for (source, inner) in zip(op.inputs, inners) {
                try read(source, op, index)
                let handle = try make(op, index) { xnn_create_copy_nc_x32(inner, inner, total, 0, $0) }
                let offset = column * MemoryLayout<Float>.stride
                steps.append(
                    .xnnpack(
                        handle,
                        setup: { address, pool in
                            xnn_setup_copy_nc_x32(handle, outer, address(source), address(output) + offset, pool)
                        }))
                column += inner
            }
            try write(output, op, index)
            planned.append(.init(reads: op.inputs, writes: output, sharing: .none))

        case (LiteOperator.prelu, _):
            let (source, _, slopes) = try preluParts(op, index)
            let channels = slopes.count
            try read(source, op, index)
            let handle = try make(op, index) { xnn_create_prelu_nc_f32(channels, channels, channels, slopes, 0, $0) }
            let rows = model.tensors[source].elementCount / channels
            try append(handle, reads: [source], writes: output, sharing: .inPlace([source]), op, index) {
                address, pool in
                xnn_setup_prelu_nc_f32(handle, rows, Self.floats(address(source)), Self.floats(address(output)), pool)
            }

        case (LiteOperator.pad, _):
            let source = try input(0)
            let inputShape = try shape(of: source, rank: nil, op, index)
            let rank = inputShape.count
            let paddings = model.tensors[try input(1)]
            guard let amounts = paddings.int32Values, paddings.shape == [rank, 2], amounts.allSatisfy({ $0 >= 0 })
            else { throw refuse("paddings must be a constant INT32 [\(rank), 2] tensor of non-negative counts") }
            let before = (0..<rank).map { Int(amounts[2 * $0]) }
            let after = (0..<rank).map { Int(amounts[2 * $0 + 1]) }
            try expectShape(of: output, (0..<rank).map { inputShape[$0] + before[$0] + after[$0] }, op, index)
            try read(source, op, index)
            var zero: UInt32 = 0
            let handle = try make(op, index) { xnn_create_constant_pad_nd_x32(&zero, 0, $0) }
            try append(handle, reads: [source], writes: output, op, index) { address, pool in
                xnn_setup_constant_pad_nd_x32(
                    handle, rank, inputShape, before, after, address(source), address(output), pool)
            }

        case (LiteOperator.reshape, .reshape(let newShape)):
            let source = try input(0)
            let outputShape = try shape(of: output, rank: nil, op, index)
            if let newShape, Self.resolve(newShape, elementCount: model.tensors[source].elementCount) != outputShape {
                throw refuse("new shape \(newShape) differs from the output tensor's \(outputShape)")
            }
            guard model.tensors[source].elementCount == model.tensors[output].elementCount else {
                throw refuse("\(model.tensors[source].shape) cannot become \(outputShape)")
            }
            // No operator: the output is the input's memory under the new shape.
            if let constant = try constant(source, op, index) {
                folded[output] = constant
            } else {
                try read(source, op, index)
                try write(output, op, index)
                planned.append(.init(reads: [source], writes: output, sharing: .alias(source)))
            }

        case (LiteOperator.dequantize, _):
            let source = try input(0)
            guard model.tensors[source].type == .float16, let widened = model.tensors[source].floatValues else {
                throw refuse(
                    "only a constant FLOAT16 tensor can be dequantized (this is \(model.tensors[source].type))")
            }
            guard model.tensors[output].elementCount == widened.count else {
                throw refuse(
                    "output \(model.tensors[output].shape) does not hold the \(widened.count) values of the input")
            }
            folded[output] = widened

        default:
            throw .unsupportedOperator(name: op.name, index: index)
        }
    }

    /// A convolution from `source` to `output`, depthwise with `CXNNPack_depthwiseConvolution` (XNNPACK makes
    /// both as grouped convolutions of NHWC tensors), with TensorFlow Lite's padding and fused activation.
    private func appendConvolution(
        _ op: LiteOperator, _ index: Int, source: Int, output: Int, inputShape: [Int], window: LiteWindow,
        kernel: (height: Int, width: Int), groups: Int, groupChannels: (input: Int, output: Int), weights: [Float],
        bias: [Float], flags: UInt32
    ) throws(LiteModelError) {
        let (top, bottom) = window.padding.explicit(
            input: inputShape[1], kernel: kernel.height, stride: window.strideHeight, dilation: window.dilationHeight)
        let (left, right) = window.padding.explicit(
            input: inputShape[2], kernel: kernel.width, stride: window.strideWidth, dilation: window.dilationWidth)
        let range = window.activation.range
        try read(source, op, index)
        let handle = try make(op, index) {
            xnn_create_convolution2d_nhwc_f32(
                UInt32(top), UInt32(right), UInt32(bottom), UInt32(left), UInt32(kernel.height), UInt32(kernel.width),
                UInt32(window.strideHeight), UInt32(window.strideWidth), UInt32(window.dilationHeight),
                UInt32(window.dilationWidth), UInt32(groups), groupChannels.input, groupChannels.output,
                groups * groupChannels.input, groups * groupChannels.output, weights, bias, range.min, range.max, flags,
                $0)
        }
        try append(handle, reads: [source], writes: output, op, index) { address, pool in
            xnn_setup_convolution2d_nhwc_f32(
                handle, inputShape[0], inputShape[1], inputShape[2], Self.floats(address(source)),
                Self.floats(address(output)), pool)
        }
    }

    /// The one output of `op`, which must not be a constant, a graph input or a tensor written before.
    private func output(of op: LiteOperator, _ index: Int) throws(LiteModelError) -> Int {
        guard op.outputs.count == 1 else {
            throw .unsupportedUse(operator: op.name, index: index, reason: "\(op.outputs.count) outputs, expected 1")
        }
        let output = op.outputs[0]
        guard model.tensors[output].data == nil, folded[output] == nil, !written.contains(output) else {
            throw .unsupportedUse(
                operator: op.name, index: index,
                reason: "its output '\(model.tensors[output].name)' is a constant, a graph input or written before")
        }
        return output
    }

    /// A PRELU's input, output and slopes, checked. TensorFlow Lite's slope is usually [1, 1, C]; XNNPACK takes
    /// [C], broadcast over the rest.
    private func preluParts(_ op: LiteOperator, _ index: Int) throws(LiteModelError) -> (
        source: Int, output: Int, slopes: [Float]
    ) {
        let output = try self.output(of: op, index)
        for position in 0..<2 where position >= op.inputs.count || op.inputs[position] < 0 {
            throw .unsupportedUse(operator: op.name, index: index, reason: "input \(position) missing")
        }
        let (source, slope) = (op.inputs[0], model.tensors[op.inputs[1]])
        let inputShape = try shape(of: source, rank: nil, op, index)
        let channels = inputShape.last ?? 1
        try expectShape(of: output, inputShape, op, index)
        guard let slopes = try constant(op.inputs[1], op, index), slope.shape.last == channels,
            slope.elementCount == channels
        else {
            throw .unsupportedUse(
                operator: op.name, index: index,
                reason: "slope \(slope.shape) must be a constant with one value per channel (\(channels))")
        }
        return (source, output, slopes)
    }

    /// Throws unless the output tensor's declared shape is the one the operator makes: XNNPACK trusts the
    /// declared shapes, so a corrupt one would make it write past a buffer.
    private func expectShape(of tensor: Int, _ computed: [Int], _ op: LiteOperator, _ index: Int) throws(LiteModelError)
    {
        let declared = try shape(of: tensor, rank: nil, op, index)
        guard declared == computed, computed.allSatisfy({ $0 > 0 }) else {
            throw .unsupportedUse(
                operator: op.name, index: index,
                reason:
                    "output '\(model.tensors[tensor].name)' is declared \(declared) but the operator makes \(computed)")
        }
    }

    /// The NumPy broadcast of two shapes, or nil when they do not broadcast.
    static func broadcast(_ a: [Int], _ b: [Int]) -> [Int]? {
        let rank = max(a.count, b.count)
        let a = [Int](repeating: 1, count: rank - a.count) + a
        let b = [Int](repeating: 1, count: rank - b.count) + b
        var result: [Int] = []
        for (x, y) in zip(a, b) {
            guard x == y || x == 1 || y == 1 else { return nil }
            result.append(x == 1 ? y : x)
        }
        return result
    }

    /// RESHAPE's new shape with its one -1 (if any) replaced by what makes `elementCount` elements; nil for a
    /// shape no tensor can have (another negative size, two -1s, a product past `LiteModel.largestTensor`).
    static func resolve(_ shape: [Int], elementCount: Int) -> [Int]? {
        let unknowns = shape.filter { $0 == -1 }.count
        guard unknowns <= 1, shape.allSatisfy({ $0 >= -1 }) else { return nil }
        var known = 1
        for dimension in shape where dimension != -1 {
            let (product, overflow) = known.multipliedReportingOverflow(by: dimension)
            guard !overflow, product <= LiteModel.largestTensor else { return nil }
            known = product
        }
        guard let unknown = shape.firstIndex(of: -1) else { return shape }
        var resolved = shape
        resolved[unknown] = known > 0 ? elementCount / known : 0
        return resolved
    }

    // MARK: - Tensors

    /// Checks that `tensor` holds something when `op` reads it: a graph input, an earlier operator's output, or a
    /// constant (copied out once, for an operator that reads a constant as an activation).
    private func read(_ tensor: Int, _ op: LiteOperator, _ index: Int) throws(LiteModelError) {
        if written.contains(tensor) || constantAddresses[tensor] != nil { return }
        if let constant = try constant(tensor, op, index) {
            constantAddresses[tensor] = UnsafeMutableRawPointer(mutating: arena.store(constant))
            return
        }
        throw .unsupportedUse(
            operator: op.name, index: index,
            reason: "reads '\(model.tensors[tensor].name)' before any operator writes it")
    }

    /// Marks `tensor` written by `op`, which must make float32 values.
    private func write(_ tensor: Int, _ op: LiteOperator, _ index: Int) throws(LiteModelError) {
        let description = model.tensors[tensor]
        guard description.type == .float32 else {
            throw .unsupportedUse(
                operator: op.name, index: index,
                reason: "tensor '\(description.name)' is \(description.type), not FLOAT32")
        }
        written.insert(tensor)
    }

    /// Makes one XNNPACK operator, naming `op` if XNNPACK refuses it.
    private func make(
        _ op: LiteOperator, _ index: Int, _ create: (UnsafeMutablePointer<xnn_operator_t?>) -> xnn_status
    ) throws(LiteModelError) -> xnn_operator_t {
        var handle: xnn_operator_t?
        let status = create(&handle)
        if let handle, status != xnn_status_success { xnn_delete_operator(handle) }
        try XNNPackStatus.check(status, "operator \(index) (\(op.name))")
        return handle!
    }

    /// Adds a made operator as the next step, writing `writes`.
    private func append(
        _ handle: xnn_operator_t, reads: [Int], writes: Int, sharing: MemoryPlan.Step.Sharing = .none,
        _ op: LiteOperator, _ index: Int,
        setup: @escaping XNNPackStep.Setup
    ) throws(LiteModelError) {
        steps.append(.xnnpack(handle, setup: setup))
        try write(writes, op, index)
        planned.append(.init(reads: reads, writes: writes, sharing: sharing))
    }

    static func floats(_ address: UnsafeMutableRawPointer) -> UnsafeMutablePointer<Float> {
        address.assumingMemoryBound(to: Float.self)
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

    /// The bias of a convolution (input 2), or zeros when the model leaves it out.
    private func bias(_ op: LiteOperator, _ index: Int, channels: Int) throws(LiteModelError) -> [Float] {
        guard op.inputs.count > 2, op.inputs[2] >= 0 else { return [Float](repeating: 0, count: channels) }
        guard let bias = try constant(op.inputs[2], op, index), bias.count == channels else {
            throw .unsupportedUse(
                operator: op.name, index: index, reason: "the bias must be a constant of \(channels) values")
        }
        return bias
    }

    /// A tensor's shape, checked to have `rank` dimensions when given.
    private func shape(of tensor: Int, rank: Int?, _ op: LiteOperator, _ index: Int) throws(LiteModelError) -> [Int] {
        let shape = model.tensors[tensor].shape
        if shape.contains(0) {
            throw .unsupportedUse(
                operator: op.name, index: index,
                reason: "tensor '\(model.tensors[tensor].name)' is empty: shape \(shape)")
        }
        if let rank, shape.count != rank {
            throw .unsupportedUse(
                operator: op.name, index: index,
                reason: "tensor '\(model.tensors[tensor].name)' has shape \(shape), expected \(rank) dimensions")
        }
        return shape
    }
}
