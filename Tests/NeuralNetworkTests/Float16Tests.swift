import Testing

@testable import NeuralNetwork

/// Float16 weights are widened to float32 on load, exactly: by DEQUANTIZE (how TensorFlow Lite stores them) or
/// used directly as a constant.
@Suite struct Float16Tests {
    @Test func wideningIsExactForEveryHalf() {
        for bits in UInt16.min...UInt16.max {
            let expected = Float(Float16(bitPattern: bits))
            let widened = LiteTensor.widen(bits)
            if expected.isNaN {
                #expect(widened.isNaN, "\(bits)")
            } else {
                #expect(widened.bitPattern == expected.bitPattern, "\(bits): \(widened) vs \(expected)")
            }
        }
        #expect(LiteTensor.widen(0x3C00) == 1)
        #expect(LiteTensor.widen(0xC100) == -2.5)
        #expect(LiteTensor.widen(0x7BFF) == 65504)
        #expect(LiteTensor.widen(0x0001) == 0x1p-24)
        #expect(LiteTensor.widen(0xFC00) == -.infinity)
    }

    /// A 2x2 VALID convolution of a 3x3 image with a float16 filter, checked by hand.
    static func convolution(dequantized: Bool) -> [UInt8] {
        var test = TestModel()
        let image = test.tensor("image", [1, 3, 3, 1])
        let half = test.tensor(
            "filter/half", [1, 2, 2, 1], type: 1, data: TestModel.float16Bytes([0.5, -1.25, 2, 0.375]))
        let filter = dequantized ? test.tensor("filter", [1, 2, 2, 1]) : half
        let bias = test.tensor("bias", [1], data: TestModel.float32Bytes([1]))
        let output = test.tensor("output", [1, 2, 2, 1])
        if dequantized {
            test.operators.append(TestModel.Operator(code: LiteOperator.dequantize, inputs: [half], outputs: [filter]))
        }
        // Conv2DOptions: padding VALID (1), stride_w 1, stride_h 1, no activation.
        test.operators.append(
            TestModel.Operator(
                code: LiteOperator.convolution, inputs: [image, filter, bias], outputs: [output],
                options: [.int8(1), .int32(1), .int32(1), .int8(0)]))
        (test.inputs, test.outputs) = ([image], [output])
        return test.bytes
    }

    static let image: [Float] = [1, 2, 3, 4, 5, 6, 7, 8, 9]
    /// out(y, x) = 1 + 0.5 a - 1.25 b + 2 c + 0.375 d over the window [a b; c d] at (y, x).
    static let expected: [Float] = [
        1 + 0.5 * 1 - 1.25 * 2 + 2 * 4 + 0.375 * 5, 1 + 0.5 * 2 - 1.25 * 3 + 2 * 5 + 0.375 * 6,
        1 + 0.5 * 4 - 1.25 * 5 + 2 * 7 + 0.375 * 8, 1 + 0.5 * 5 - 1.25 * 6 + 2 * 8 + 0.375 * 9,
    ]

    @Test func aDequantizedFloat16FilterRuns() throws {
        let network = try NeuralNetwork(modelData: Self.convolution(dequantized: true))
        #expect(network.inputShapes == [[1, 3, 3, 1]])
        #expect(network.outputShapes == [[1, 2, 2, 1]])
        #expect(try network.run(Self.image) == [Self.expected])
    }

    /// x -PRELU-> r, s = x + r, DEQUANTIZE(slope), s -PRELU-> y: the order of MediaPipe's face mesh, whose
    /// float16 PRELU slopes are widened just before their PRELU, after the ADD fused with it, which reads them.
    @Test func aSlopeDequantizedAfterTheFusedAddIsFound() throws {
        var test = TestModel()
        let shape = [1, 2, 2, 3]
        let source = test.tensor("input", shape)
        let slope1 = test.tensor("slope1", [1, 1, 3], data: TestModel.float32Bytes([0.5, 0.25, 2]))
        let half = test.tensor("slope2/half", [1, 1, 3], type: 1, data: TestModel.float16Bytes([0.125, 1.5, -0.5]))
        let slope2 = test.tensor("slope2", [1, 1, 3])
        let rectified = test.tensor("rectified", shape)
        let sum = test.tensor("sum", shape)
        let output = test.tensor("output", shape)
        test.operators = [
            TestModel.Operator(code: LiteOperator.prelu, inputs: [source, slope1], outputs: [rectified]),
            TestModel.Operator(
                code: LiteOperator.add, inputs: [source, rectified], outputs: [sum], options: [.int8(0)]),
            TestModel.Operator(code: LiteOperator.dequantize, inputs: [half], outputs: [slope2]),
            TestModel.Operator(code: LiteOperator.prelu, inputs: [sum, slope2], outputs: [output]),
        ]
        (test.inputs, test.outputs) = ([source], [output])
        let input: [Float] = [1, -2, 3, -4, 5, -6, -0.5, 0.75, -1, 2, -3, 4]
        let (first, second): ([Float], [Float]) = ([0.5, 0.25, 2], [0.125, 1.5, -0.5])
        // The plain loop: per element, PRELU, ADD, then PRELU with the widened slope of its channel.
        var expected: [Float] = []
        for (index, x) in input.enumerated() {
            let c = index % 3
            let total = x + (x < 0 ? x * first[c] : x)
            expected.append(total < 0 ? total * second[c] : total)
        }
        #expect(try NeuralNetwork(modelData: test.bytes).run(input) == [expected])
    }

    @Test func aFloat16ConstantUsedDirectlyIsWidened() throws {
        let network = try NeuralNetwork(modelData: Self.convolution(dequantized: false))
        #expect(try network.run(Self.image) == [Self.expected])
    }
}
