// swift-tools-version:6.1
import PackageDescription

/// FaceNav's benchmarks, apart from the main package so its users never build package-benchmark.
let package = Package(
    name: "FaceNavBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "FaceNav", path: ".."),
        .package(url: "https://github.com/ordo-one/package-benchmark", from: "1.38.0", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "CoreBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "package-benchmark"),
                .product(name: "FaceNavCore", package: "FaceNav"),
                .product(name: "SceneApp", package: "FaceNav"),
                .product(name: "SceneFormat", package: "FaceNav"),
                .product(name: "ScreenRendering", package: "FaceNav"),
            ],
            path: "Benchmarks/CoreBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]
        ),
        .executableTarget(
            name: "TrackingBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "package-benchmark"),
                .product(name: "FaceNavCore", package: "FaceNav"),
                .product(name: "FaceTracking", package: "FaceNav"),
                .product(name: "FrameSources", package: "FaceNav"),
            ],
            path: "Benchmarks/TrackingBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]
        ),
        .executableTarget(
            name: "LandmarkBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "package-benchmark"),
                .product(name: "FaceNavCore", package: "FaceNav"),
                .product(name: "FaceTracking", package: "FaceNav"),
            ],
            path: "Benchmarks/LandmarkBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]
        ),
        .executableTarget(
            name: "DetectionBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "package-benchmark"),
                .product(name: "FaceTracking", package: "FaceNav"),
            ],
            path: "Benchmarks/DetectionBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]
        ),
        .executableTarget(
            name: "InferenceBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "package-benchmark"),
                .product(name: "NeuralNetwork", package: "FaceNav"),
            ],
            path: "Benchmarks/InferenceBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
