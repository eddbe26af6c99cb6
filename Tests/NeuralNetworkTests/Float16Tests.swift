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

    @Test func aFloat16ConstantUsedDirectlyIsWidened() throws {
        let network = try NeuralNetwork(modelData: Self.convolution(dequantized: false))
        #expect(try network.run(Self.image) == [Self.expected])
    }
}
