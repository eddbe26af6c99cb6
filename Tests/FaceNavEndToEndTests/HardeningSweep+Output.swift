import Foundation
import Testing

/// What is printed: user data escaped, tokens masked, and output that cannot be written is an error.
extension HardeningSweepCase {
    static let hostileTexts = [
        "\u{1B}]0;owned\u{07}", "\u{1B}[2J\u{1B}[H", "ok\nLOCAL  0000  forged  /etc/passwd", "cr\roverwrite",
        "\u{9B}31mred", "\u{202E}txt.exe", "bell\u{07}", "tab\tnul\u{7F}",
    ]

    static var output: [HardeningSweepCase] {
        var cases: [HardeningSweepCase] = []
        for text in hostileTexts {
            let label = text.unicodeScalars.prefix(6).map { $0.value < 32 || $0.value >= 127 ? "?" : String($0) }
                .joined()
            cases.append(
                .init(family: "output", name: "registry add and list a description \(label)", ending: .succeeds) {
                    folder in
                    let photo = try SweepFiles.write("photo", "photo.jpg", in: folder)
                    let registry = folder + "/registry.json"
                    let added = try SweepRun.run([
                        "registry", "add", "--type", "local", "--description", text, "--file", photo, "--registry",
                        registry,
                    ])
                    #expect(added.status == 0)
                    #expect(added.standardOutput.split(separator: "\n").count == 1)
                    #expect(!added.standardOutput.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x9B })
                    return ["registry", "list", "--registry", registry]
                } afterwards: { _, run in
                    #expect(run.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).count == 2)
                    #expect(!run.standardOutput.contains("\r"))
                })
            cases.append(
                .init(family: "output", name: "a hand-edited registry record \(label)", ending: .endsCleanly) {
                    folder in
                    let escapedJSON = String(data: try JSONEncoder().encode(text), encoding: .utf8)!
                    let record =
                        "{\"version\":1,\"records\":[{\"resourceType\":\"LOCAL\",\"description\":\(escapedJSON),\"hash\":\"\(String(repeating: "a", count: 64))\",\"file\":\(escapedJSON)}]}"
                    let registry = try SweepFiles.write(record, "registry.json", in: folder)
                    return ["registry", "verify", "--registry", registry]
                })
            cases.append(
                .init(family: "output", name: "a scene title \(label) in a headless screen", ending: .endsCleanly) {
                    folder in
                    let escapedJSON = String(data: try JSONEncoder().encode(text), encoding: .utf8)!
                    try SweepFiles.write("app: \(escapedJSON)\nroot: main\n", "app/app.yaml", in: folder)
                    try SweepFiles.write(
                        "scene: main\ntitle: \(escapedJSON)\nwidgets:\n  - button: \(escapedJSON)\n    align: \(escapedJSON)\n",
                        "app/main.yaml", in: folder)
                    return [
                        "run", "--headless", "--scenes", folder + "/app", "--trace", try SweepFiles.trace(in: folder),
                    ]
                })
            cases.append(
                .init(family: "output", name: "a scene diagnostic quoting \(label)", ending: .diagnosed("")) { folder in
                    let escapedJSON = String(data: try JSONEncoder().encode(text), encoding: .utf8)!
                    return [
                        "check",
                        try SweepFiles.write(
                            "scene: main\nwidgets:\n  - button: Go\n    align: \(escapedJSON)\n", "s.yaml", in: folder),
                    ]
                })
        }
        for token in ["sv=2024&sig=SECRETSECRET", "SECRET-token-1234567890", "\u{1B}[2JSECRET"] {
            cases.append(
                .init(family: "output", name: "an AZURE token is masked", ending: .succeeds) { folder in
                    let photo = try SweepFiles.write("photo", "photo.jpg", in: folder)
                    let registry = folder + "/registry.json"
                    let added = try SweepRun.run([
                        "registry", "add", "--type", "azure", "--description", "d", "--file", photo, "--token", token,
                        "--registry", registry,
                    ])
                    #expect(added.status == 0)
                    #expect(!added.standardOutput.contains("SECRET"))
                    return ["registry", "list", "--registry", registry]
                } afterwards: { _, run in
                    #expect(!run.standardOutput.contains("SECRET"))
                    #expect(run.standardOutput.contains("****"))
                })
        }
        // Output that cannot be written: a full disk, a reader that went away.
        let printers: [(String, @Sendable (String) throws -> [String])] = [
            ("check", { _ in ["check", "Scenes/demo"] }),
            ("registry list", { folder in ["registry", "list", "--registry", folder + "/none.json"] }),
            ("run --headless", { folder in ["run", "--headless", "--trace", try SweepFiles.trace(in: folder)] }),
            ("profile init", { folder in ["profile", "init", folder + "/p.yaml"] }),
            ("track", { folder in ["track", "--video", Repository.path(".fixtures/astronaut.ppm")] }),
            ("devices", { folder in ["devices", "--device-folder", folder] }),
        ]
        for (name, command) in printers {
            for output in [SweepRun.Output.full, .closedPipe] {
                cases.append(
                    .init(
                        family: "output", name: "\(name) to \(output == .full ? "/dev/full" : "a closed pipe")",
                        output: output, ending: .refused("cannot write to standard output"), arguments: command))
            }
        }
        return cases
    }
}
