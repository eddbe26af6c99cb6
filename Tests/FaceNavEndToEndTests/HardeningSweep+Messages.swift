import Foundation
import Testing

/// Messages that used to be unclear or wrong: each now says what is wrong and what to do.
extension HardeningSweepCase {
    static var messages: [HardeningSweepCase] {
        var cases: [HardeningSweepCase] = []
        for (option, command) in [
            ("--min-size", ["detect", "/nonexistent.pgm", "--min-size", "-1"]),
            ("--min-neighbors", ["detect", "/nonexistent.pgm", "--min-neighbors", "-3"]),
            ("--hint-interval", ["play", "--hint-interval", "-1"]),
            ("--chapter", ["play", "--chapter", "-1", "--level", "1"]),
            ("--max-frames", ["track", "--video", "x.y4m", "--max-frames", "-5"]),
            ("--scale-factor", ["detect", "/nonexistent.pgm", "--scale-factor", "-1.5"]),
        ] {
            cases.append(
                .init(family: "messages", name: "\(option) -1 names the option", ending: .refused(option)) { _ in
                    command
                } afterwards: { _, run in
                    #expect(!run.standardError.contains("Missing value"), "\(run.standardError)")
                })
        }
        for (code, name) in [
            (6, "A-law"), (7, "mu-law"), (3, "floating-point"), (2, "ADPCM"), (85, "MP3"), (99, "format code 99"),
        ] {
            cases.append(
                .init(family: "messages", name: "WAV encoding \(code) is named \(name)", ending: .refused(name)) {
                    folder in
                    let wav = try SweepFiles.write(bytes: SweepFiles.wav(code: code, bits: 8), "w.wav", in: folder)
                    return ["run", "--headless", "--voice", "--wav", wav, "--trace", try SweepFiles.trace(in: folder)]
                })
        }
        for (channels, rate, bits) in [(2, 16000, 16), (1, 44100, 16), (1, 16000, 8), (1, 16000, 24)] {
            cases.append(
                .init(
                    family: "messages", name: "WAV \(channels) channel(s) \(rate) Hz \(bits)-bit",
                    ending: .refused("convert it with `sox")
                ) { folder in
                    let wav = try SweepFiles.write(
                        bytes: SweepFiles.wav(code: 1, channels: channels, rate: rate, bits: bits), "w.wav", in: folder)
                    return ["run", "--headless", "--voice", "--wav", wav, "--trace", try SweepFiles.trace(in: folder)]
                })
        }
        for value in ["1e309", "-1e309", "1e400"] {
            cases.append(
                .init(family: "messages", name: "trace yaw \(value)", ending: .refused("too large")) { folder in
                    let trace = try SweepFiles.write(
                        "{\"t\": 0, \"face\": true, \"yaw\": \(value)}\n", "t.jsonl", in: folder)
                    return ["run", "--headless", "--trace", trace]
                })
        }
        cases.append(
            .init(family: "messages", name: "a trace line is not quoted", ending: .refused("not valid JSON")) {
                folder in
                let trace = try SweepFiles.write("root:x:0:0:SECRET:/root:/bin/bash\n", "t.jsonl", in: folder)
                return ["run", "--headless", "--trace", trace]
            } afterwards: { _, run in
                #expect(!run.standardError.contains("SECRET"))
            })
        for command in ["play", "run"] {
            cases.append(
                .init(
                    family: "messages", name: "\(command) without a terminal names \(command)",
                    ending: .refused("facenav \(command) needs an interactive terminal")
                ) { _ in
                    [command, "--camera", "none"]
                })
        }
        for (name, command, says) in [
            ("--scenes with --app cards", ["run", "--scenes", "Scenes/demo", "--app", "cards"], "--scenes"),
            ("--mic with --wav", ["run", "--voice", "--mic", "default", "--wav", "w.wav"], "give one"),
            ("--deck without --app cards", ["run", "--deck", "d.yaml"], "--deck"),
            ("--trace with --video", ["run", "--trace", "t.jsonl", "--video", "v.y4m"], "give one face"),
        ] {
            cases.append(.init(family: "messages", name: name, ending: .refused(says)) { _ in command })
        }
        // A damaged model file: tflite offsets, cascades, dlib's predictor.
        for (name, bytes) in [
            ("garbage", (0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 131 &+ 7) }),
            (
                "TFL3 with wild offsets",
                [0xFF, 0xFF, 0xFF, 0x7F] + Array("TFL3".utf8) + [UInt8](repeating: 0xC3, count: 600)
            ),
            ("empty", []),
        ] as [(String, [UInt8])] {
            cases.append(
                .init(family: "messages", name: "cascade XML \(name)", ending: .refused("")) { folder in
                    let file = try SweepFiles.write(bytes: bytes, "c.xml", in: folder)
                    return ["detect", Repository.path(".fixtures/astronaut.ppm"), "--cascade", file]
                })
            cases.append(
                .init(family: "messages", name: "dlib predictor \(name)", ending: .refused("")) { folder in
                    try FileManager.default.createDirectory(
                        atPath: folder + "/models", withIntermediateDirectories: true)
                    try SweepFiles.write(bytes: bytes, "models/shape_predictor_68_face_landmarks.dat", in: folder)
                    return [
                        "detect", Repository.path(".fixtures/astronaut.ppm"), "--box", "1,1,50,50", "--models",
                        folder + "/models",
                    ]
                })
        }
        return cases
    }
}
