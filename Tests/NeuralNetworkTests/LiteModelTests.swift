import Testing

@testable import NeuralNetwork

/// The `.tflite` reader on MediaPipe's real iris model (`make models`) and on small models written in the test.
@Suite struct LiteModelTests {
    static func irisModel() throws -> LiteModel {
        try LiteModel(bytes: try #require(TestFiles.irisModelBytes(), "run make models"))
    }

    @Test func readsTheIrisModelsOperators() throws {
        let model = try Self.irisModel()
        #expect(model.tensors.count == 386)
        #expect(model.operators.count == 169)
        var counts: [String: Int] = [:]
        for op in model.operators { counts[op.name, default: 0] += 1 }
        #expect(
            counts == [
                "CONV_2D": 55, "PRELU": 53, "DEPTHWISE_CONV_2D": 26, "ADD": 26, "MAX_POOL_2D": 6, "RESHAPE": 2,
                "PAD": 1,
            ])
        #expect(
            model.operators.prefix(8).map(\.name) == [
                "CONV_2D", "PRELU", "CONV_2D", "PRELU", "DEPTHWISE_CONV_2D", "CONV_2D", "ADD", "PRELU",
            ])
    }

    @Test func readsTheIrisModelsTensors() throws {
        let model = try Self.irisModel()
        #expect(model.inputs.map { model.tensors[$0].name } == ["input_1"])
        #expect(model.inputs.map { model.tensors[$0].shape } == [[1, 64, 64, 3]])
        #expect(model.outputs.map { model.tensors[$0].name } == ["output_eyes_contours_and_brows", "output_iris"])
        #expect(model.outputs.map { model.tensors[$0].shape } == [[1, 213], [1, 15]])
        #expect(model.tensors.allSatisfy { $0.type == .float32 || $0.type == .int32 })

        let first = model.operators[0]
        #expect(first.inputs.map { model.tensors[$0].name } == ["input_1", "conv2d/Kernel", "conv2d/Bias"])
        #expect(model.tensors[first.inputs[1]].shape == [64, 3, 3, 3])
        #expect(model.tensors[first.inputs[1]].floatValues?.count == 64 * 3 * 3 * 3)
        #expect(model.tensors[first.outputs[0]].shape == [1, 32, 32, 64])
        // 64 -> 32 with a 3x3 kernel: stride 2, SAME.
        #expect(
            first.options == .window(LiteWindow(padding: .same, strideHeight: 2, strideWidth: 2, activation: .none)))
        #expect(model.tensors[model.operators[1].inputs[1]].shape == [1, 1, 64])
    }

    @Test func readsPaddingsPoolsAndReshapes() throws {
        let model = try Self.irisModel()
        let pad = try #require(model.operators.first { $0.code == LiteOperator.pad })
        #expect(model.tensors[pad.inputs[1]].int32Values == [0, 0, 0, 0, 0, 0, 0, 64])
        #expect(model.tensors[pad.outputs[0]].shape == [1, 16, 16, 128])
        let pool = try #require(model.operators.first { $0.code == LiteOperator.maxPool })
        guard case .window(let window) = pool.options else {
            Issue.record("MAX_POOL_2D has no window options")
            return
        }
        #expect(window.filterHeight == 2 && window.filterWidth == 2)
        #expect(window.strideHeight == 2 && window.strideWidth == 2)
        let reshapes = model.operators.filter { $0.code == LiteOperator.reshape }
        // The options say [1, -1]: the -1 stands for whatever the element count needs.
        #expect(reshapes.map(\.options) == [.reshape(newShape: [1, -1]), .reshape(newShape: [1, -1])])
        #expect(reshapes.map { model.tensors[$0.outputs[0]].shape } == [[1, 213], [1, 15]])
    }

    @Test func readsBackAModelWrittenInTheTest() throws {
        var test = TestModel()
        let input = test.tensor("in", [1, 2, 2, 1])
        let paddings = test.tensor("paddings", [4, 2], type: 2, data: TestModel.int32Bytes([0, 0, 1, 0, 0, 2, 0, 0]))
        let output = test.tensor("out", [1, 3, 4, 1])
        test.operators = [TestModel.Operator(code: LiteOperator.pad, inputs: [input, paddings], outputs: [output])]
        (test.inputs, test.outputs) = ([input], [output])
        let model = try LiteModel(bytes: test.bytes)
        #expect(model.tensors.map(\.name) == ["in", "paddings", "out"])
        #expect(model.tensors.map(\.shape) == [[1, 2, 2, 1], [4, 2], [1, 3, 4, 1]])
        #expect(model.tensors[1].int32Values == [0, 0, 1, 0, 0, 2, 0, 0])
        #expect(model.tensors[0].data == nil)
        #expect(model.operators == [LiteOperator(code: 34, inputs: [0, 1], outputs: [2], options: .none)])
        #expect(model.description == "test model")
    }

    @Test func samePaddingIsTensorFlows() {
        // Even input, stride 2: one padded row, after (bottom or right), as TensorFlow does.
        #expect(LitePadding.same.explicit(input: 4, kernel: 3, stride: 2, dilation: 1) == (0, 1))
        #expect(LitePadding.same.explicit(input: 5, kernel: 3, stride: 2, dilation: 1) == (1, 1))
        #expect(LitePadding.same.explicit(input: 64, kernel: 3, stride: 1, dilation: 1) == (1, 1))
        #expect(LitePadding.same.explicit(input: 8, kernel: 3, stride: 1, dilation: 2) == (2, 2))
        #expect(LitePadding.same.explicit(input: 4, kernel: 2, stride: 2, dilation: 1) == (0, 0))
        #expect(LitePadding.valid.explicit(input: 5, kernel: 3, stride: 2, dilation: 1) == (0, 0))
    }
}
