// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "FaceNav",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "facenav", targets: ["facenav"]),
        .library(name: "FaceNavCore", targets: ["FaceNavCore"]),
        .library(name: "SceneApp", targets: ["SceneApp"]),
        .library(name: "SceneFormat", targets: ["SceneFormat"]),
        .library(name: "ScreenRendering", targets: ["ScreenRendering"]),
        .library(name: "FaceTracking", targets: ["FaceTracking"]),
        .library(name: "FrameSources", targets: ["FrameSources"]),
        .library(name: "Frames", targets: ["Frames"]),
        .library(name: "NeuralNetwork", targets: ["NeuralNetwork"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        .package(url: "https://github.com/apple/swift-crypto", from: "3.12.3"),
    ],
    targets: [
        // The vocabulary every layer speaks: geometry, FaceMeasurement and its trace files, keys, commands,
        // announcements, profile types. Depends on nothing, so the sources and adapters need only this.
        .target(name: "FaceNavCore"),
        // The scene app's pure heart: widgets and screens, focus and hit testing, cursor, gesture recognisers,
        // hands-free flows, AppState + Action + reduce, and drawing the app into a cell buffer.
        .target(name: "SceneApp", dependencies: ["FaceNavCore", "ScreenRendering"]),
        // Files in and out at the edge: regular files only, size limits, the one atomic writer, printable text.
        .target(name: "SafeFiles"),
        .target(name: "EscapeGame", dependencies: ["FaceNavCore", "SceneApp"]),
        .target(name: "Speech", dependencies: ["FaceNavCore", "CAlsa"]),
        .target(name: "SceneFormat", dependencies: ["FaceNavCore", "SceneApp", "EscapeGame", "Yams", "SafeFiles"]),
        // Cells, the screen buffer, text wrapping, box and preview drawing, the diff: no app in it.
        .target(name: "ScreenRendering", dependencies: ["FaceNavCore"]),
        // The one program loop: runs any feature against a terminal (ncurses live, in memory in tests).
        .target(name: "Runtime", dependencies: ["FaceNavCore", "ScreenRendering", "Speech", "SafeFiles"]),
        // The features the loop runs: the scene app, the escape game, the launcher.
        .target(
            name: "Features",
            dependencies: [
                "Runtime", "FaceNavCore", "SceneApp", "ScreenRendering", "EscapeGame", "SceneFormat", "Inputs",
                "VoiceCommands",
            ]),
        // Everything that feeds the loop: camera supervision, the face and voice threads, picture shrinking,
        // recorded traces, logs and videos for headless runs; between the sources below and the features.
        .target(
            name: "Inputs",
            dependencies: [
                "FaceNavCore", "Runtime", "Frames", "FrameSources", "FaceTracking", "VoiceCommands", "ImageFiles",
                "SafeFiles", "NeuralNetwork",
            ]),
        .systemLibrary(
            name: "CNcursesw",
            pkgConfig: "ncursesw",
            providers: [.apt(["libncursesw5-dev"])]
        ),
        .target(name: "NcursesTerminal", dependencies: ["CNcursesw", "ScreenRendering", "FaceNavCore", "Runtime"]),
        // Pixel loops: optimised even in debug builds, so tests on real images and videos stay quick.
        .target(name: "Frames", swiftSettings: [.unsafeFlags(["-O"])]),
        // Cache prefetch hints (a header only): the landmark predictor's leaves, fetched while it walks the trees.
        .systemLibrary(name: "CPrefetch"),
        .target(
            name: "FaceTracking", dependencies: ["Frames", "FaceNavCore", "NeuralNetwork", "SafeFiles", "CPrefetch"],
            swiftSettings: [.unsafeFlags(["-O"])]),
        .systemLibrary(name: "CV4L2", pkgConfig: "libv4l2", providers: [.apt(["libv4l-dev"])]),
        .target(
            name: "FrameSources", dependencies: ["Frames", "CV4L2", "SafeFiles"], swiftSettings: [.unsafeFlags(["-O"])]),
        .systemLibrary(
            name: "CPocketSphinx", pkgConfig: "pocketsphinx",
            providers: [.apt(["libpocketsphinx-dev", "libsphinxbase-dev", "pocketsphinx-en-us"])]),
        .systemLibrary(name: "CAlsa", pkgConfig: "alsa", providers: [.apt(["libasound2-dev"])]),
        .target(
            name: "VoiceCommands", dependencies: ["FaceNavCore", "CPocketSphinx", "CAlsa", "SafeFiles"],
            swiftSettings: [.unsafeFlags(["-O"])]),
        .systemLibrary(name: "CXNNPack", providers: [.apt(["libxnnpack-dev", "libpthreadpool-dev"])]),
        .target(name: "NeuralNetwork", dependencies: ["CXNNPack", "SafeFiles"]),
        .systemLibrary(name: "CJpeg", pkgConfig: "libjpeg", providers: [.apt(["libjpeg62-turbo-dev"])]),
        .target(
            name: "ImageFiles",
            dependencies: ["CJpeg", "SafeFiles", .product(name: "Crypto", package: "swift-crypto")],
            swiftSettings: [.unsafeFlags(["-O"])]),
        .target(
            name: "Captures", dependencies: ["FaceNavCore", "ImageFiles", "SafeFiles"],
            swiftSettings: [.unsafeFlags(["-O"])]),
        // How a run is put together: the bundled apps and data, the live captures, profile loading, the shared
        // file writer, signals, and the session that wires inputs and outputs to the program loop and the
        // terminal. Above Features and Inputs; everything the commands use beyond parsing, testable in-process.
        .target(
            name: "Session",
            dependencies: [
                "FaceNavCore", "SceneApp", "SceneFormat", "ScreenRendering", "NcursesTerminal", "FaceTracking",
                "EscapeGame", "Speech", "Runtime", "Features", "Inputs", "ImageFiles", "Captures", "SafeFiles",
                "VoiceCommands",
            ]),
        // The command line only: the commands and their options, parsed by ArgumentParser, over `Session`.
        .executableTarget(
            name: "facenav",
            dependencies: [
                "FaceNavCore", "SceneApp", "SceneFormat", "ScreenRendering", "NcursesTerminal", "FaceTracking",
                "FrameSources",
                "EscapeGame", "Speech", "VoiceCommands", "Runtime", "Features", "Inputs", "Session",
                "ImageFiles", "Captures", "SafeFiles",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Every file parser behind one entry, for libFuzzer (scripts/fuzz.sh) and the corpus regression tests.
        .target(
            name: "FuzzTargets",
            dependencies: [
                "Captures", "FaceNavCore", "FaceTracking", "Features", "FrameSources", "NeuralNetwork", "Runtime",
                "SceneFormat", "VoiceCommands",
            ]),
        // libFuzzer's entry when built by scripts/fuzz.sh (-DFUZZING); otherwise replays inputs to one parser.
        .executableTarget(name: "facenav-fuzz", dependencies: ["FuzzTargets"]),
        .target(
            name: "FaceNavTestSupport",
            dependencies: [
                "FaceNavCore", "SceneApp", "ScreenRendering", "Speech", "Runtime", "FrameSources", "CV4L2", "Inputs",
            ]),
        .testTarget(name: "SafeFilesTests", dependencies: ["SafeFiles", "FaceNavTestSupport"]),
        .testTarget(name: "FuzzTargetsTests", dependencies: ["FuzzTargets"]),
        .testTarget(name: "FaceNavCoreTests", dependencies: ["FaceNavCore"]),
        .testTarget(name: "SceneAppTests", dependencies: ["SceneApp", "FaceNavCore", "FaceNavTestSupport"]),
        .testTarget(
            name: "EscapeGameTests",
            dependencies: [
                "EscapeGame", "SceneFormat", "Speech", "ScreenRendering", "FaceNavCore", "SceneApp",
                "FaceNavTestSupport", "Features",
            ],
            exclude: ["Snapshots"]
        ),
        .testTarget(name: "SpeechTests", dependencies: ["Speech", "FaceNavCore", "FaceNavTestSupport"]),
        .testTarget(
            name: "SceneFormatTests",
            dependencies: ["SceneFormat", "FaceNavCore", "SceneApp", "FaceNavTestSupport"]
        ),
        .testTarget(
            name: "ScreenRenderingTests",
            dependencies: ["ScreenRendering", "SceneApp", "SceneFormat", "FaceNavCore", "FaceNavTestSupport"],
            exclude: ["Snapshots"]
        ),
        .testTarget(name: "NcursesTerminalTests", dependencies: ["NcursesTerminal"]),
        .testTarget(
            name: "RuntimeTests",
            dependencies: [
                "Runtime", "Features", "FaceNavCore", "SceneApp", "EscapeGame", "SceneFormat", "ScreenRendering",
                "Speech", "Inputs", "FaceNavTestSupport", "FrameSources", "FaceTracking", "Frames", "VoiceCommands",
            ], exclude: ["Snapshots"]),
        .testTarget(
            name: "FaceTrackingTests",
            dependencies: ["FaceTracking", "FaceNavCore", "SceneApp", "FaceNavTestSupport", "FrameSources"]),
        .testTarget(name: "FrameSourcesTests", dependencies: ["FrameSources", "Frames", "FaceNavTestSupport"]),
        .testTarget(
            name: "VoiceCommandsTests",
            dependencies: ["VoiceCommands", "FaceNavCore", "SceneApp", "SceneFormat", "FaceNavTestSupport"]),
        .testTarget(
            name: "InputsTests",
            dependencies: ["Inputs", "FaceNavCore", "Runtime", "Frames", "FrameSources", "FaceNavTestSupport"]),
        .testTarget(
            name: "SessionTests",
            dependencies: ["Session", "FaceNavCore", "Inputs", "SceneFormat", "FaceNavTestSupport"]),
        .testTarget(name: "NeuralNetworkTests", dependencies: ["NeuralNetwork"]),
        .testTarget(name: "ImageFilesTests", dependencies: ["ImageFiles", "FaceNavTestSupport"]),
        .testTarget(name: "CapturesTests", dependencies: ["Captures", "ImageFiles", "FaceNavTestSupport"]),
        .testTarget(
            name: "FaceNavEndToEndTests",
            dependencies: ["FaceNavCore", "SceneApp", "SceneFormat", "FaceNavTestSupport"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
