import Captures
import FaceNavCore
import FaceTracking
import Features
import FrameSources
import NeuralNetwork
import Runtime
import SceneFormat
import VoiceCommands

/// One parser fed arbitrary bytes: by libFuzzer (`scripts/fuzz.sh`, `make fuzz`) and by the regression
/// tests, which replay every input kept in `Tests/FuzzCorpus/<name>/`. A parser passes when it returns or
/// throws; a crash, a trap or a hang is a finding.
public struct FuzzTarget: Sendable {
    public var name: String
    public var run: @Sendable ([UInt8]) -> Void

    /// Every parser that reads a file a user or a stranger can hand FaceNav.
    public static let all: [FuzzTarget] = [
        FuzzTarget(name: "scene") { bytes in
            _ = SceneParser.parseSceneFile(yaml: text(bytes), file: "fuzz.yaml")
        },
        FuzzTarget(name: "app") { bytes in _ = SceneParser.parseApp(yaml: text(bytes), file: "app.yaml") },
        FuzzTarget(name: "deck") { bytes in _ = DeckLoader.parse(yaml: text(bytes), file: "deck.yaml") },
        FuzzTarget(name: "profile") { bytes in _ = try? ProfileFile.decode(text(bytes)) },
        FuzzTarget(name: "trace") { bytes in _ = try? FaceTraceFormat.parse(text(bytes), file: "trace.jsonl") },
        FuzzTarget(name: "replay") { bytes in
            _ = try? ScheduledInputs.replay(text(bytes), featureInputs: ProgramInput.loggedCameraInputs)
        },
        FuzzTarget(name: "y4m") { bytes in
            let line = Array(bytes.prefix { $0 != 10 })
            _ = try? Y4MHeader.parse(line, file: "fuzz.y4m")
        },
        FuzzTarget(name: "pnm") { bytes in _ = try? PortableImage(bytes: bytes, name: "fuzz.pnm") },
        FuzzTarget(name: "wav") { bytes in _ = try? WavAudio(bytes: bytes, name: "fuzz.wav") },
        FuzzTarget(name: "tflite") { bytes in _ = try? NeuralNetwork(modelData: bytes, name: "fuzz.tflite") },
        FuzzTarget(name: "cascade") { bytes in _ = try? Cascade(xml: bytes, source: "fuzz.xml") },
        FuzzTarget(name: "dlib") { bytes in
            _ = bytes.withUnsafeBytes { try? ShapePredictor(dlibBytes: $0, path: "fuzz.dat") }
        },
        FuzzTarget(name: "registry") { bytes in _ = RegistryFile.contents(of: bytes) },
        FuzzTarget(name: "templates") { bytes in
            _ = try? VoiceTemplateFile.decode(text(bytes), file: "fuzz.voice-templates")
        },
        FuzzTarget(name: "mllr") { bytes in _ = try? MLLRTransform(text: text(bytes), file: "fuzz.voice-mllr") },
    ]

    /// The target named `name`, if there is one.
    public static func named(_ name: String) -> FuzzTarget? { all.first { $0.name == name } }

    /// Bytes as text the way the readers take files: invalid UTF-8 repaired, since they refuse it earlier.
    static func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }
}
