import Testing

@testable import NeuralNetwork

/// RELU and CONCATENATION, the operators MediaPipe's face detector adds to the iris model's: a RELU alone, an ADD
/// whose only reader is a RELU (one clamped ADD), and a CONCATENATION on a middle and a last axis, against plain
/// loops.
@Suite struct ReluConcatenationTests {
    @Test func reluAloneClampsBelowZero() throws {
        var test = TestModel()
        let source = test.tensor("input", [1, 2, 3, 4])
        let output = test.tensor("output", [1, 2, 3, 4])
        test.operators = [TestModel.Operator(code: LiteOperator.relu, inputs: [source], outputs: [output])]
        (test.inputs, test.outputs) = ([source], [output])
        let input = OperatorTests.values(24, seed: 30)
        #expect(try NeuralNetwork(modelData: test.bytes).run(input) == [input.map { max($0, 0) }])
    }

    /// a + b -RELU-> y: one ADD clamped at zero; with `alsoOutput` the sum is a graph output too, so the RELU
    /// stays its own operator. The values are the same either way.
    @Test(arguments: [false, true])
    func addThenReluIsOneAdd(alsoOutput: Bool) throws {
        var test = TestModel()
        let shape = [1, 2, 2, 3]
        let source = test.tensor("input", shape)
        let offsets = OperatorTests.values(12, seed: 31)
        let offset = test.tensor("offset", shape, data: TestModel.float32Bytes(offsets))
        let sum = test.tensor("sum", shape)
        let output = test.tensor("output", shape)
        test.operators = [
            TestModel.Operator(code: LiteOperator.add, inputs: [source, offset], outputs: [sum], options: [.int8(0)]),
            TestModel.Operator(code: LiteOperator.relu, inputs: [sum], outputs: [output]),
        ]
        (test.inputs, test.outputs) = ([source], alsoOutput ? [output, sum] : [output])
        let input = OperatorTests.values(12, seed: 32)
        let sums = zip(input, offsets).map { $0 + $1 }
        let outputs = try NeuralNetwork(modelData: test.bytes).run(input)
        #expect(outputs[0] == sums.map { max($0, 0) })
        if alsoOutput { #expect(outputs[1] == sums) }
        let operators = try XNNPackOperators(model: try LiteModel(bytes: test.bytes), threadPool: nil)
        #expect(operators.steps.count == (alsoOutput ? 2 : 1))
    }

    /// [1, 3, 2] (RELU of the input) and a constant [1, 2, 2] joined on axis 1, then that and a constant [1, 5, 1]
    /// joined on axis -1: the SSD heads' outputs joined as MediaPipe's face detector joins them.
    @Test func concatenationOnAMiddleAndTheLastAxis() throws {
        var test = TestModel()
        let source = test.tensor("input", [1, 3, 2])
        let rectified = test.tensor("rectified", [1, 3, 2])
        let second = OperatorTests.values(4, seed: 33)
        let constant = test.tensor("constant", [1, 2, 2], data: TestModel.float32Bytes(second))
        let rows = test.tensor("rows", [1, 5, 2])
        let third = OperatorTests.values(5, seed: 34)
        let column = test.tensor("column", [1, 5, 1], data: TestModel.float32Bytes(third))
        let output = test.tensor("output", [1, 5, 3])
        test.operators = [
            TestModel.Operator(code: LiteOperator.relu, inputs: [source], outputs: [rectified]),
            TestModel.Operator(
                code: LiteOperator.concatenation, inputs: [rectified, constant], outputs: [rows],
                options: [.int32(1), .int8(0)]),
            TestModel.Operator(
                code: LiteOperator.concatenation, inputs: [rows, column], outputs: [output],
                options: [.int32(-1), .int8(0)]),
        ]
        (test.inputs, test.outputs) = ([source], [output])
        let input = OperatorTests.values(6, seed: 35)
        let joined = input.map { max($0, 0) } + second
        var expected: [Float] = []
        for row in 0..<5 { expected += [joined[2 * row], joined[2 * row + 1], third[row]] }
        let network = try NeuralNetwork(modelData: test.bytes)
        #expect(network.outputShapes == [[1, 5, 3]])
        #expect(try network.run(input) == [expected])
    }

    @Test func concatenationOfMismatchedShapesIsRefused() {
        var test = TestModel()
        let source = test.tensor("input", [1, 3, 2])
        let constant = test.tensor(
            "constant", [1, 2, 3], data: TestModel.float32Bytes(OperatorTests.values(6, seed: 36)))
        let output = test.tensor("output", [1, 5, 2])
        test.operators = [
            TestModel.Operator(
                code: LiteOperator.concatenation, inputs: [source, constant], outputs: [output],
                options: [.int32(1), .int8(0)])
        ]
        (test.inputs, test.outputs) = ([source], [output])
        #expect(throws: NeuralNetworkError.self) { try NeuralNetwork(modelData: test.bytes) }
    }
}
