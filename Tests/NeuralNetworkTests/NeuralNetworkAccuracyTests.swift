import Testing

@testable import NeuralNetwork

/// FaceNav's XNNPACK runtime against TensorFlow Lite itself (PyPI tflite-runtime 2.14.0) on MediaPipe's iris
/// model and six real eye crops from dlib's example faces: every one of the 228 output floats of every crop
/// within 1e-4.
@Suite struct NeuralNetworkAccuracyTests {
    static let tolerance: Float = 1e-4

    @Test func everyOutputFloatMatchesTensorFlowLite() throws {
        let network = try #require(try? NeuralNetwork(contentsOf: TestFiles.irisModel), "run make models")
        let reference = try TestFiles.reference()
        #expect(reference.crops.count == 6)
        #expect(network.outputShapes == reference.outputs.map(\.shape))
        var largest: Float = 0
        for crop in reference.crops {
            let outputs = try network.run(try TestFiles.crop(crop.file))
            #expect(outputs.map(\.count) == crop.outputs.map(\.count), "\(crop.file)")
            for (output, expected) in zip(outputs, crop.outputs) {
                for (index, (value, want)) in zip(output, expected).enumerated() {
                    largest = max(largest, abs(value - want))
                    #expect(
                        abs(value - want) <= Self.tolerance, "\(crop.file) output float \(index): \(value) vs \(want)")
                }
            }
        }
        print("NeuralNetworkAccuracyTests: largest difference from \(reference.peer) \(largest)")
    }

    @Test func theRecordedReferenceIsOfThisModel() throws {
        let bytes = try #require(TestFiles.irisModelBytes(), "run make models")
        let reference = try TestFiles.reference()
        // The same model the script checks by SHA-256: the sizes and output names must agree.
        let model = try LiteModel(bytes: bytes)
        #expect(model.outputs.map { model.tensors[$0].name } == reference.outputs.map(\.name))
        #expect(reference.model_sha256 == "d1744d2a09c25f501d39eba4faff47e53ecca8852c5ce19bce8eeac39357521f")
    }

    @Test func runningTwiceGivesTheSameOutputs() throws {
        let network = try #require(try? NeuralNetwork(contentsOf: TestFiles.irisModel), "run make models")
        let first = try TestFiles.crop("2008_002506-329-78-left.ppm")
        let second = try TestFiles.crop("2008_001322-344-155-right.ppm")
        let a = try network.run(first)
        _ = try network.run(second)
        #expect(try network.run(first) == a)
    }

    @Test func twoThreadsAgreeWithOne() throws {
        let one = try #require(try? NeuralNetwork(contentsOf: TestFiles.irisModel), "run make models")
        let two = try NeuralNetwork(contentsOf: TestFiles.irisModel, threads: 2)
        let input = try TestFiles.crop("2008_001009-125-214-right.ppm")
        for (a, b) in zip(try one.run(input), try two.run(input)) {
            for (x, y) in zip(a, b) { #expect(abs(x - y) <= Self.tolerance) }
        }
    }
}
