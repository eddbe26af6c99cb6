import Foundation
import Testing

@testable import NeuralNetwork

/// Bad files and bad inputs: each gives one line that names the file, says what is wrong and what to do; none
/// crashes.
@Suite struct NeuralNetworkErrorTests {
    static func failure(_ load: () throws(NeuralNetworkError) -> NeuralNetwork) -> String? {
        do {
            _ = try load()
            return nil
        } catch {
            return error.message
        }
    }

    @Test func aMissingFileNamesMakeModels() {
        let path = "/nonexistent/.models/iris_landmark.tflite"
        let message = Self.failure { () throws(NeuralNetworkError) in try NeuralNetwork(contentsOf: path) }
        #expect(message == "\(path): no such file: run `make models` to fetch the models")
    }

    @Test func aFolderIsNotAModel() {
        let message = Self.failure { () throws(NeuralNetworkError) in try NeuralNetwork(contentsOf: "/tmp") }
        #expect(message == "/tmp: is a folder, not a regular file; give the path of a .tflite model")
    }

    @Test func aTruncatedFileSaysSo() throws {
        let bytes = try #require(TestFiles.irisModelBytes(), "run make models")
        for length in [0, 7, 12, 100, 4096, bytes.count / 2, bytes.count - 100] {
            let message = Self.failure { () throws(NeuralNetworkError) in
                try NeuralNetwork(modelData: Array(bytes.prefix(length)), name: "cut.tflite")
            }
            let line = try #require(message, "\(length) bytes loaded")
            #expect(line.hasPrefix("cut.tflite: "), "\(line)")
            #expect(!line.contains("\n"))
            #expect(
                line.contains("truncated or corrupt TensorFlow Lite file")
                    || line.contains("not a TensorFlow Lite model"),
                "\(length) bytes: \(line)")
        }
        // Cut inside the weights: the reader sees an offset past the end.
        let half = Self.failure { () throws(NeuralNetworkError) in
            try NeuralNetwork(modelData: Array(bytes.prefix(bytes.count / 2)), name: "cut.tflite")
        }
        #expect(half?.hasPrefix("cut.tflite: truncated or corrupt TensorFlow Lite file: needs ") == true)
    }

    @Test func aFileThatIsNotTensorFlowLiteSaysSo() throws {
        let path = TestFiles.fixtures.appendingPathComponent("eye-crops/2008_002506-329-78-left.ppm").path
        let message = Self.failure { () throws(NeuralNetworkError) in try NeuralNetwork(contentsOf: path) }
        #expect(message == "\(path): not a TensorFlow Lite model (12301 bytes, no TFL3 identifier at offset 4)")
    }

    @Test func anUnsupportedOperatorIsNamed() {
        var test = TestModel()
        let input = test.tensor("logits", [1, 4])
        let output = test.tensor("probabilities", [1, 4])
        test.operators = [TestModel.Operator(code: 25, inputs: [input], outputs: [output], options: [.int32(0)])]
        (test.inputs, test.outputs) = ([input], [output])
        let message = Self.failure { () throws(NeuralNetworkError) in
            try NeuralNetwork(modelData: test.bytes, name: "softmax.tflite")
        }
        #expect(
            message
                == "softmax.tflite: operator 0 is SOFTMAX, which FaceNav's runtime does not support (it runs CONV_2D, "
                + "DEPTHWISE_CONV_2D, PRELU, RELU, ADD, MAX_POOL_2D, PAD, RESHAPE, CONCATENATION, DEQUANTIZE of float16)"
        )
    }

    @Test func anUnsupportedFusedActivationIsNamed() {
        var test = TestModel()
        let a = test.tensor("a", [1, 2])
        let b = test.tensor("b", [1, 2], data: TestModel.float32Bytes([1, 2]))
        let sum = test.tensor("sum", [1, 2])
        // AddOptions.fused_activation_function 4: TANH.
        test.operators = [
            TestModel.Operator(code: LiteOperator.add, inputs: [a, b], outputs: [sum], options: [.int8(4)])
        ]
        (test.inputs, test.outputs) = ([a], [sum])
        let message = Self.failure { () throws(NeuralNetworkError) in try NeuralNetwork(modelData: test.bytes) }
        #expect(message == "model data: operator 0 (ADD): fused activation 4 (only NONE, RELU, RELU_N1_TO_1, RELU6)")
    }

    @Test func aWrongSizedInputIsRefused() throws {
        let network = try #require(try? NeuralNetwork(contentsOf: TestFiles.irisModel), "run make models")
        #expect(
            throws: NeuralNetworkError(
                message: "\(TestFiles.irisModel): input has 10 floats; the model takes 12288 (1x64x64x3)")
        ) { try network.run([Float](repeating: 0, count: 10)) }
    }

    @Test func zeroThreadsIsRefused() {
        let message = Self.failure { () throws(NeuralNetworkError) in try NeuralNetwork(modelData: [], threads: 0) }
        #expect(message == "model data: threads is 0, must be 1 or more")
    }

    @Test func aWrongDeclaredOutputShapeIsRefused() {
        // XNNPACK trusts declared shapes; a 2x2 VALID convolution of 3x3 makes 2x2, not the 3x3 declared here.
        var test = TestModel()
        let image = test.tensor("image", [1, 3, 3, 1])
        let filter = test.tensor("filter", [1, 2, 2, 1], data: TestModel.float32Bytes([1, 2, 3, 4]))
        let output = test.tensor("output", [1, 3, 3, 1])
        test.operators = [
            TestModel.Operator(
                code: LiteOperator.convolution, inputs: [image, filter, -1], outputs: [output],
                options: [.int8(1), .int32(1), .int32(1), .int8(0)])
        ]
        (test.inputs, test.outputs) = ([image], [output])
        let message = Self.failure { () throws(NeuralNetworkError) in try NeuralNetwork(modelData: test.bytes) }
        #expect(
            message
                == "model data: operator 0 (CONV_2D): output 'output' is declared [1, 3, 3, 1] but the operator makes "
                + "[1, 2, 2, 1]")
    }

    @Test func operatorsNoOutputNeedsAreLeftOut() throws {
        // A dead branch (an ADD nobody reads) next to the PRELU that makes the output: XNNPACK gives a value
        // nobody reads no memory, so it must not be defined at all.
        var test = TestModel()
        let input = test.tensor("input", [1, 2])
        let slope = test.tensor("slope", [2], data: TestModel.float32Bytes([0.5, 0.25]))
        let dead = test.tensor("dead", [1, 2])
        let output = test.tensor("output", [1, 2])
        test.operators = [
            TestModel.Operator(code: LiteOperator.add, inputs: [input, input], outputs: [dead], options: [.int8(0)]),
            TestModel.Operator(code: LiteOperator.prelu, inputs: [input, slope], outputs: [output]),
        ]
        (test.inputs, test.outputs) = ([input], [output])
        #expect(try NeuralNetwork(modelData: test.bytes).run([-2, 4]) == [[-1, 4]])
    }

    @Test func readingATensorNothingWroteIsRefused() {
        // XNNPACK would read uninitialised memory for a value no operator writes.
        var test = TestModel()
        let input = test.tensor("input", [1, 2])
        let stray = test.tensor("stray", [1, 2])
        let output = test.tensor("output", [1, 2])
        test.operators = [
            TestModel.Operator(code: LiteOperator.add, inputs: [input, stray], outputs: [output], options: [.int8(0)])
        ]
        (test.inputs, test.outputs) = ([input], [output])
        let message = Self.failure { () throws(NeuralNetworkError) in try NeuralNetwork(modelData: test.bytes) }
        #expect(message == "model data: operator 0 (ADD): reads 'stray' before any operator writes it")
    }
}
