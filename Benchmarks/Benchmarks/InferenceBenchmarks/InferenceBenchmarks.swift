import Benchmark
import Foundation
import NeuralNetwork

/// MediaPipe's iris model (`.models/iris_landmark.tflite`, `make models`) run by FaceNav's `NeuralNetwork` on one
/// thread on a real 64x64 eye crop (`Tests/Fixtures/eye-crops`), the same crop and model
/// `Benchmarks/peers/tflite_iris.py run --runs N` times TensorFlow Lite on, one thread too. One iteration runs 100
/// inferences (divide by 100 for one), so package-benchmark's 10 ms CPU-time steps stay small against it.
/// Loading the model (read, parse, make the XNNPACK operators and plan their memory) is timed apart.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal], maxDuration: .seconds(5), maxIterations: 1000)

    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    let model = root.appendingPathComponent(".models/iris_landmark.tflite").path
    let crop = eyeCrop(root.appendingPathComponent("Tests/Fixtures/eye-crops/2008_001009-125-214-left.ppm"))
    let network: NeuralNetwork
    do {
        network = try NeuralNetwork(contentsOf: model, threads: 1)
    } catch {
        fatalError("\(error)")
    }

    // package-benchmark's CPU time counts in 10 ms steps, 0.1 ms an inference here, as coarse as the
    // difference sought; so each iteration also records this thread's CPU time per inference in ns, as the
    // peer does (`time.thread_time_ns`).
    let cpuPerInference = BenchmarkMetric.custom(
        "threadCPUPerInferenceNs", polarity: .prefersSmaller, useScalingFactor: false)
    Benchmark(
        "Iris model: 100 inferences, one eye 64x64, one thread",
        configuration: .init(
            metrics: [.wallClock, .cpuTotal, .mallocCountTotal, cpuPerInference], maxIterations: 200)
    ) { benchmark in
        for _ in benchmark.scaledIterations {
            let start = threadCPUNanoseconds()
            for _ in 0..<100 { blackHole(try! network.run(crop)) }
            benchmark.measurement(cpuPerInference, (threadCPUNanoseconds() - start) / 100)
        }
    }

    Benchmark("Iris model: load", configuration: .init(maxIterations: 100)) { benchmark in
        for _ in benchmark.scaledIterations { blackHole(try! NeuralNetwork(contentsOf: model, threads: 1)) }
    }
}

/// The CPU time this thread has used, in nanoseconds.
func threadCPUNanoseconds() -> Int {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return time.tv_sec * 1_000_000_000 + time.tv_nsec
}

/// A 64x64 binary PPM (P6, maxval 255) as the model's input: RGB, each channel value / 255.
func eyeCrop(_ file: URL) -> [Float] {
    guard let data = FileManager.default.contents(atPath: file.path) else { fatalError("\(file.path) is missing") }
    let bytes = [UInt8](data)
    // "P6\n64 64\n255\n" then the pixels.
    let header = "P6\n64 64\n255\n".utf8.count
    return bytes[header..<header + 64 * 64 * 3].map { Float($0) / 255 }
}
