import Testing

@testable import NeuralNetwork

/// Each operator on a small model written in the test, against a plain loop that follows TensorFlow's
/// definition: the shapes and paddings the iris model does not exercise (odd sizes, asymmetric SAME padding,
/// dilation, depth multiplier, fused activations).
@Suite struct OperatorTests {
    /// Values in [-1, 1) from a fixed linear congruential sequence.
    static func values(_ count: Int, seed: UInt32) -> [Float] {
        var state = seed
        return (0..<count).map { _ in
            state = state &* 1_664_525 &+ 1_013_904_223
            return Float(state >> 8) / Float(1 << 23) - 1
        }
    }

    static func expectClose(_ actual: [Float], _ expected: [Float], sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(actual.count == expected.count, sourceLocation: sourceLocation)
        for (index, (a, e)) in zip(actual, expected).enumerated() {
            #expect(
                abs(a - e) <= 1e-5 * max(1, abs(e)), "element \(index): \(a) vs \(e)", sourceLocation: sourceLocation)
        }
    }

    /// TensorFlow's SAME padding before an axis: half the total, the odd one after.
    static func padBefore(input: Int, output: Int, kernel: Int, stride: Int, dilation: Int) -> Int {
        max((output - 1) * stride + (kernel - 1) * dilation + 1 - input, 0) / 2
    }

    /// NHWC convolution (depthwise when `multiplier` is given: filter [1, kh, kw, c * multiplier]), zero padding.
    static func convolve(
        _ input: [Float], _ shape: [Int], filter: [Float], filterShape: [Int], bias: [Float], stride: Int,
        dilation: Int,
        same: Bool, multiplier: Int? = nil, clamp: (Float, Float) = (-.infinity, .infinity)
    ) -> (values: [Float], shape: [Int]) {
        let (height, width, channels) = (shape[1], shape[2], shape[3])
        let (kh, kw) = (filterShape[1], filterShape[2])
        let outChannels = multiplier.map { channels * $0 } ?? filterShape[0]
        let effH = (kh - 1) * dilation + 1
        let effW = (kw - 1) * dilation + 1
        let outH = same ? (height + stride - 1) / stride : (height - effH) / stride + 1
        let outW = same ? (width + stride - 1) / stride : (width - effW) / stride + 1
        let top = same ? padBefore(input: height, output: outH, kernel: kh, stride: stride, dilation: dilation) : 0
        let left = same ? padBefore(input: width, output: outW, kernel: kw, stride: stride, dilation: dilation) : 0
        var output: [Float] = []
        for oy in 0..<outH {
            for ox in 0..<outW {
                for oc in 0..<outChannels {
                    var sum = bias[oc]
                    for ky in 0..<kh {
                        for kx in 0..<kw {
                            let y = oy * stride - top + ky * dilation
                            let x = ox * stride - left + kx * dilation
                            guard y >= 0, y < height, x >= 0, x < width else { continue }
                            if let multiplier {
                                let c = oc / multiplier
                                sum += input[(y * width + x) * channels + c] * filter[(ky * kw + kx) * outChannels + oc]
                            } else {
                                for c in 0..<channels {
                                    sum +=
                                        input[(y * width + x) * channels + c]
                                        * filter[((oc * kh + ky) * kw + kx) * channels + c]
                                }
                            }
                        }
                    }
                    output.append(min(max(sum, clamp.0), clamp.1))
                }
            }
        }
        return (output, [1, outH, outW, outChannels])
    }

    /// One convolution-like operator on a fresh model, run by `NeuralNetwork`.
    static func run(
        code: Int, input: [Float], shape: [Int], filter: [Float], filterShape: [Int], bias: [Float], outputShape: [Int],
        options: [FlatField?]
    ) throws -> [Float] {
        var test = TestModel()
        let source = test.tensor("input", shape)
        let weights = test.tensor("filter", filterShape, data: TestModel.float32Bytes(filter))
        let biases = test.tensor("bias", [bias.count], data: TestModel.float32Bytes(bias))
        let output = test.tensor("output", outputShape)
        test.operators = [
            TestModel.Operator(code: code, inputs: [source, weights, biases], outputs: [output], options: options)
        ]
        (test.inputs, test.outputs) = ([source], [output])
        return try NeuralNetwork(modelData: test.bytes).run(input)[0]
    }

    @Test func convolutionSameStrideTwoPadsAfter() throws {
        // 4x5 input, 3x3 kernel, stride 2: height pads 0 before and 1 after, width 1 and 1.
        let shape = [1, 4, 5, 2]
        let input = Self.values(40, seed: 1)
        let filter = Self.values(3 * 3 * 3 * 2, seed: 2)
        let bias = Self.values(3, seed: 3)
        let expected = Self.convolve(
            input, shape, filter: filter, filterShape: [3, 3, 3, 2], bias: bias, stride: 2, dilation: 1, same: true)
        #expect(expected.shape == [1, 2, 3, 3])
        let actual = try Self.run(
            code: LiteOperator.convolution, input: input, shape: shape, filter: filter, filterShape: [3, 3, 3, 2],
            bias: bias, outputShape: expected.shape, options: [.int8(0), .int32(2), .int32(2), .int8(0)])
        Self.expectClose(actual, expected.values)
    }

    @Test func convolutionValidDilatedWithRelu6() throws {
        let shape = [1, 7, 6, 3]
        let input = Self.values(7 * 6 * 3, seed: 4).map { $0 * 4 }
        let filter = Self.values(2 * 3 * 2 * 3, seed: 5)
        let bias: [Float] = [0.5, -0.5]
        let expected = Self.convolve(
            input, shape, filter: filter, filterShape: [2, 3, 2, 3], bias: bias, stride: 1, dilation: 2, same: false,
            clamp: (0, 6))
        #expect(expected.shape == [1, 3, 4, 2])
        // Conv2DOptions: VALID, stride 1x1, RELU6 (3), dilation 2x2.
        let actual = try Self.run(
            code: LiteOperator.convolution, input: input, shape: shape, filter: filter, filterShape: [2, 3, 2, 3],
            bias: bias, outputShape: expected.shape,
            options: [.int8(1), .int32(1), .int32(1), .int8(3), .int32(2), .int32(2)])
        Self.expectClose(actual, expected.values)
    }

    @Test func depthwiseWithMultiplierAndDilation() throws {
        let shape = [1, 5, 5, 2]
        let input = Self.values(50, seed: 6)
        let filter = Self.values(3 * 3 * 4, seed: 7)
        let bias = Self.values(4, seed: 8)
        let expected = Self.convolve(
            input, shape, filter: filter, filterShape: [1, 3, 3, 4], bias: bias, stride: 1, dilation: 2, same: true,
            multiplier: 2, clamp: (0, .infinity))
        #expect(expected.shape == [1, 5, 5, 4])
        // DepthwiseConv2DOptions: SAME, stride 1x1, depth_multiplier 2, RELU, dilation 2x2.
        let actual = try Self.run(
            code: LiteOperator.depthwiseConvolution, input: input, shape: shape, filter: filter,
            filterShape: [1, 3, 3, 4], bias: bias, outputShape: expected.shape,
            options: [.int8(0), .int32(1), .int32(1), .int32(2), .int8(1), .int32(2), .int32(2)])
        Self.expectClose(actual, expected.values)
    }

    @Test func maxPoolSameIgnoresThePadding() throws {
        // All values negative: a padded zero would win if padding took part.
        let input = Self.values(5 * 4, seed: 9).map { $0 - 2 }
        var test = TestModel()
        let source = test.tensor("input", [1, 5, 4, 1])
        let output = test.tensor("output", [1, 3, 2, 1])
        // Pool2DOptions: SAME, stride 2x2, filter 3x3.
        test.operators = [
            TestModel.Operator(
                code: LiteOperator.maxPool, inputs: [source], outputs: [output],
                options: [.int8(0), .int32(2), .int32(2), .int32(3), .int32(3), .int8(0)])
        ]
        (test.inputs, test.outputs) = ([source], [output])
        var expected: [Float] = []
        // Height 5 -> 3: total padding 2, 1 before; width 4 -> 2: total 1, 0 before.
        for oy in 0..<3 {
            for ox in 0..<2 {
                var best = -Float.infinity
                for y in (oy * 2 - 1)...(oy * 2 + 1) where y >= 0 && y < 5 {
                    for x in (ox * 2)...(ox * 2 + 2) where x < 4 { best = max(best, input[y * 4 + x]) }
                }
                expected.append(best)
            }
        }
        #expect(try NeuralNetwork(modelData: test.bytes).run(input) == [expected])
    }

    @Test func padPreluAddReshapeInAChain() throws {
        // [1, 2, 2, 2] -PAD channels to 3-> -PRELU-> +constant (RELU6) -> RESHAPE [1, 12].
        var test = TestModel()
        let source = test.tensor("input", [1, 2, 2, 2])
        let paddings = test.tensor("paddings", [4, 2], type: 2, data: TestModel.int32Bytes([0, 0, 0, 0, 0, 0, 0, 1]))
        let padded = test.tensor("padded", [1, 2, 2, 3])
        let slope = test.tensor("slope", [1, 1, 3], data: TestModel.float32Bytes([0.5, 0.25, 2]))
        let rectified = test.tensor("rectified", [1, 2, 2, 3])
        let offsets = Self.values(12, seed: 10).map { $0 * 4 }
        let offset = test.tensor("offset", [1, 2, 2, 3], data: TestModel.float32Bytes(offsets))
        let sum = test.tensor("sum", [1, 2, 2, 3])
        let flat = test.tensor("flat", [1, 12])
        test.operators = [
            TestModel.Operator(code: LiteOperator.pad, inputs: [source, paddings], outputs: [padded]),
            TestModel.Operator(code: LiteOperator.prelu, inputs: [padded, slope], outputs: [rectified]),
            TestModel.Operator(
                code: LiteOperator.add, inputs: [rectified, offset], outputs: [sum], options: [.int8(3)]),
            TestModel.Operator(
                code: LiteOperator.reshape, inputs: [sum], outputs: [flat], options: [.child(.int32s([1, -1]))]),
        ]
        (test.inputs, test.outputs) = ([source], [flat])
        let input = Self.values(8, seed: 11).map { $0 * 3 }
        var expected: [Float] = []
        for pixel in 0..<4 {
            for channel in 0..<3 {
                let value = channel < 2 ? input[pixel * 2 + channel] : 0
                let rectified = value >= 0 ? value : value * [0.5, 0.25, 2][channel]
                expected.append(min(max(rectified + offsets[pixel * 3 + channel], 0), 6))
            }
        }
        let network = try NeuralNetwork(modelData: test.bytes)
        #expect(network.outputShapes == [[1, 12]])
        Self.expectClose(try network.run(input)[0], expected)
    }

    /// x -PRELU-> r, s = x + r -PRELU-> y: a residual ADD whose only reader is a PRELU, run as one `AddPReLU` pass
    /// (32 channels: the AVX-512 path where the core has it, else AVX2's; 8: AVX2's; 3: the plain loop). With
    /// `alsoOutput`, the sum is a graph output too, so the pair stays two XNNPACK operators; the values must be the
    /// same either way.
    @Test(arguments: [(32, false), (8, false), (3, false), (32, true)])
    func addThenPreluIsOnePass(channels: Int, alsoOutput: Bool) throws {
        var test = TestModel()
        let shape = [1, 3, 2, channels]
        let source = test.tensor("input", shape)
        let firstSlopes = Self.values(channels, seed: 20)
        let secondSlopes = Self.values(channels, seed: 21).map { $0 * 2 }
        let slope1 = test.tensor("slope1", [1, 1, channels], data: TestModel.float32Bytes(firstSlopes))
        let slope2 = test.tensor("slope2", [1, 1, channels], data: TestModel.float32Bytes(secondSlopes))
        let rectified = test.tensor("rectified", shape)
        let sum = test.tensor("sum", shape)
        let output = test.tensor("output", shape)
        test.operators = [
            TestModel.Operator(code: LiteOperator.prelu, inputs: [source, slope1], outputs: [rectified]),
            TestModel.Operator(
                code: LiteOperator.add, inputs: [source, rectified], outputs: [sum], options: [.int8(0)]),
            TestModel.Operator(code: LiteOperator.prelu, inputs: [sum, slope2], outputs: [output]),
        ]
        (test.inputs, test.outputs) = ([source], alsoOutput ? [output, sum] : [output])
        let input = Self.values(6 * channels, seed: 22).map { $0 * 3 }
        var expected: [Float] = []
        var sums: [Float] = []
        for (index, x) in input.enumerated() {
            let c = index % channels
            let total = x + (x < 0 ? x * firstSlopes[c] : x)
            sums.append(total)
            expected.append(total < 0 ? total * secondSlopes[c] : total)
        }
        let outputs = try NeuralNetwork(modelData: test.bytes).run(input)
        #expect(outputs[0] == expected)
        if alsoOutput { #expect(outputs[1] == sums) }
        let operators = try XNNPackOperators(model: try LiteModel(bytes: test.bytes), threadPool: nil)
        let fused = operators.steps.filter { if case .addPReLU = $0 { true } else { false } }
        #expect(fused.count == (alsoOutput ? 0 : 1))
        #expect(operators.steps.count == (alsoOutput ? 3 : 2))
    }
}
