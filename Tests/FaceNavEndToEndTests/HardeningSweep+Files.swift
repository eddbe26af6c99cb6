import Foundation
import Testing

/// Files that are not files, paths that lead out of their folder, and files FaceNav must not overwrite.
extension HardeningSweepCase {
    /// Things a path may name instead of a readable regular file; each makes it in the folder given.
    static let oddPaths: [(String, @Sendable (String) throws -> String)] = [
        ("a FIFO", { SweepFiles.fifo("odd", in: $0) }),
        (
            "a folder",
            { folder in
                try FileManager.default.createDirectory(atPath: folder + "/odd", withIntermediateDirectories: true)
                return folder + "/odd"
            }
        ),
        ("/dev/zero", { _ in "/dev/zero" }),
        ("/dev/null", { _ in "/dev/null" }),
        ("a link to a FIFO", { SweepFiles.link("odd", to: SweepFiles.fifo("pipe", in: $0), in: $0) }),
        ("a missing file", { $0 + "/missing" }),
        ("an empty file", { try SweepFiles.write("", "odd", in: $0) }),
        (
            "binary bytes",
            { try SweepFiles.write(bytes: (0..<2048).map { UInt8(truncatingIfNeeded: $0 &* 97) }, "odd", in: $0) }
        ),
        ("/proc/self/status", { _ in "/proc/self/status" }),
        ("a path through a file", { try SweepFiles.write("x", "file", in: $0) + "/odd" }),
    ]

    /// Command lines that read a file given on them; `$0` is the odd path, `$1` the folder.
    static let fileReaders: [(String, @Sendable (String, String) throws -> [String])] = [
        ("--trace", { path, folder in ["run", "--headless", "--trace", path] }),
        ("--replay", { path, folder in ["run", "--headless", "--replay", path] }),
        (
            "--events",
            { path, folder in ["run", "--headless", "--trace", try SweepFiles.trace(in: folder), "--events", path] }
        ),
        (
            "--profile",
            { path, folder in ["run", "--headless", "--trace", try SweepFiles.trace(in: folder), "--profile", path] }
        ),
        (
            "--wav",
            { path, folder in
                ["run", "--headless", "--voice", "--wav", path, "--trace", try SweepFiles.trace(in: folder)]
            }
        ),
        ("--video (run)", { path, folder in ["run", "--headless", "--video", path] }),
        ("--video (track)", { path, _ in ["track", "--video", path] }),
        ("detect IMAGE", { path, _ in ["detect", path] }),
        (
            "--scenes",
            { path, folder in ["run", "--headless", "--scenes", path, "--trace", try SweepFiles.trace(in: folder)] }
        ),
        (
            "--deck",
            { path, folder in
                ["run", "--headless", "--app", "cards", "--deck", path, "--trace", try SweepFiles.trace(in: folder)]
            }
        ),
        (
            "registry add --file",
            { path, _ in ["registry", "add", "--type", "local", "--description", "d", "--file", path] }
        ),
        ("registry list --registry", { path, _ in ["registry", "list", "--registry", path] }),
        ("registry verify --registry", { path, _ in ["registry", "verify", "--registry", path] }),
        ("check", { path, _ in ["check", path] }),
        ("--models", { path, _ in ["detect", "/nonexistent.pgm", "--models", path, "--box", "1,1,10,10"] }),
    ]

    static var files: [HardeningSweepCase] {
        var cases: [HardeningSweepCase] = []
        for (reader, command) in fileReaders {
            for (kind, make) in oddPaths {
                cases.append(
                    .init(family: "files", name: "\(reader) given \(kind)", ending: .endsCleanly) { folder in
                        try command(try make(folder), folder)
                    })
            }
        }
        // Paths a game or an app names must stay inside its folder, and nothing outside is quoted.
        let secret = "SECRET-LINE-do-not-print"
        for chapter in [
            "../../../etc/shadow", "../outside.yaml", "/etc/passwd", "sub/../../outside.yaml", "link.yaml",
            "linked/c.yaml", "../game/../outside.yaml",
        ] {
            cases.append(
                .init(family: "files", name: "game chapter \(chapter)", ending: .diagnosed("")) { folder in
                    try SweepFiles.write("\(secret): [1, 2\n\(secret)\n", "outside.yaml", in: folder)
                    let game = folder + "/game"
                    try FileManager.default.createDirectory(atPath: game + "/sub", withIntermediateDirectories: true)
                    _ = SweepFiles.link("link.yaml", to: folder + "/outside.yaml", in: game)
                    _ = SweepFiles.link("linked", to: folder, in: game)
                    try SweepFiles.write(
                        "game: G\nintroduction: I\nchapters: [\"\(chapter)\"]\nending: E\n", "game/game.yaml",
                        in: folder)
                    return ["check", game]
                } afterwards: { _, run in
                    #expect(!run.standardError.contains(secret), "\(run.standardError)")
                    #expect(run.standardError.contains("outside") || run.standardError.contains("/etc/"))
                })
        }
        // A scene file in an app folder that is a link out of it is not read.
        cases.append(
            .init(family: "files", name: "app scene linked out of its folder", ending: .diagnosed("outside its folder"))
            {
                folder in
                try SweepFiles.write("scene: x\n\(secret)\n", "outside.yaml", in: folder)
                try SweepFiles.write("app: A\nroot: main\n", "app/app.yaml", in: folder)
                try SweepFiles.write("scene: main\nwidgets:\n  - button: Go\n", "app/main.yaml", in: folder)
                _ = SweepFiles.link("evil.yaml", to: folder + "/outside.yaml", in: folder + "/app")
                return ["check", folder + "/app"]
            } afterwards: { _, run in
                #expect(!run.standardError.contains(secret))
            })
        // `check` never follows a folder link out (to / or back in a loop).
        for target in ["/", ".", ".."] {
            cases.append(
                .init(family: "files", name: "check with a folder link to \(target)", ending: .endsCleanly) { folder in
                    try SweepFiles.write("scene: main\nwidgets:\n  - button: Go\n", "tree/s.yaml", in: folder)
                    _ = SweepFiles.link("loop", to: target, in: folder + "/tree")
                    return ["check", folder + "/tree"]
                } afterwards: { _, run in
                    #expect(!run.standardError.contains("/etc/"), "\(run.standardError)")
                })
        }
        cases += writers
        return cases
    }

    /// What FaceNav writes: never through a link, never over a device or a FIFO, never over its own input,
    /// always 0600 in 0700 folders.
    static var writers: [HardeningSweepCase] {
        var cases: [HardeningSweepCase] = []
        let targets: [(String, @Sendable (String) throws -> String)] = [
            ("/dev/null", { _ in "/dev/null" }),
            ("a FIFO", { SweepFiles.fifo("target", in: $0) }),
            (
                "a folder",
                { folder in
                    try FileManager.default.createDirectory(
                        atPath: folder + "/target", withIntermediateDirectories: true)
                    return folder + "/target"
                }
            ),
            (
                "a link to a precious file",
                { folder in
                    SweepFiles.link(
                        "target", to: try SweepFiles.write("precious", "precious.txt", in: folder), in: folder)
                }
            ),
            ("a link to a missing file", { SweepFiles.link("target", to: $0 + "/nowhere", in: $0) }),
        ]
        for (kind, make) in targets {
            cases.append(
                .init(family: "writers", name: "profile init --force onto \(kind)", ending: .refused("")) { folder in
                    ["profile", "init", "--force", try make(folder)]
                } afterwards: { folder, _ in
                    if FileManager.default.fileExists(atPath: folder + "/precious.txt") {
                        #expect(SweepFiles.contents(folder + "/precious.txt") == "precious")
                    }
                    #expect(!FileManager.default.fileExists(atPath: folder + "/nowhere"))
                })
            cases.append(
                .init(family: "writers", name: "--events onto \(kind)", ending: .refused("")) { folder in
                    ["run", "--headless", "--trace", try SweepFiles.trace(in: folder), "--events", try make(folder)]
                } afterwards: { folder, _ in
                    if FileManager.default.fileExists(atPath: folder + "/precious.txt") {
                        #expect(SweepFiles.contents(folder + "/precious.txt") == "precious")
                    }
                    #expect(!FileManager.default.fileExists(atPath: folder + "/nowhere"))
                })
        }
        // Never write to a path that is also an input.
        for (option, spelling) in [
            ("--trace", "same"), ("--trace", "dotted"), ("--replay", "same"), ("--profile", "same"),
            ("--wav", "same"),
        ] {
            cases.append(
                .init(
                    family: "writers", name: "--events is the \(option) input (\(spelling))",
                    ending: .refused("--events")
                ) { folder in
                    let trace = try SweepFiles.trace(in: folder)
                    let other = spelling == "same" ? trace : folder + "/./trace.jsonl"
                    var arguments = ["run", "--headless", "--events", other]
                    switch option {
                    case "--trace": arguments += ["--trace", trace]
                    case "--replay": arguments += ["--replay", trace]
                    case "--profile": arguments += ["--trace", trace, "--profile", trace]
                    default: arguments += ["--trace", trace, "--voice", "--wav", trace]
                    }
                    return arguments
                } afterwards: { folder, _ in
                    #expect(SweepFiles.contents(folder + "/trace.jsonl").split(separator: "\n").count == 4)
                })
        }
        // Another game folder keeps its own progress: the bundled game's, naming chapter 4, is not set aside.
        cases.append(
            .init(family: "writers", name: "another game leaves the bundled game's progress alone", ending: .succeeds) {
                folder in
                let bundled =
                    #"{"completed":[{"chapter":3,"level":0}],"current":{"chapter":3,"level":1},"finished":false}"#
                try SweepFiles.write(bundled, "state/facenav/escape-progress.json", in: folder)
                try FileManager.default.createDirectory(atPath: folder + "/game", withIntermediateDirectories: true)
                try FileManager.default.copyItem(
                    atPath: Repository.path("Scenes/escape/chapter-1.yaml"), toPath: folder + "/game/chapter-1.yaml")
                try SweepFiles.write(
                    "game: Short\nintroduction: I\nchapters: [chapter-1.yaml]\nending: E\n", "game/game.yaml",
                    in: folder)
                return ["play", "--game", folder + "/game", "--headless", "--trace", try SweepFiles.trace(in: folder)]
            } afterwards: { folder, _ in
                #expect(SweepFiles.contents(folder + "/state/facenav/escape-progress.json").contains(#""chapter":3"#))
                let names = (try? FileManager.default.contentsOfDirectory(atPath: folder + "/state/facenav")) ?? []
                #expect(!names.contains { $0.contains("damaged") }, "\(names)")
            })
        // Private files are 0600 in 0700 folders whatever the umask (the runs set umask 0 through bash).
        cases.append(
            .init(family: "writers", name: "profile init under umask 0", ending: .succeeds) { folder in
                ["profile", "init", folder + "/config/facenav/profile.yaml"]
            } afterwards: { folder, _ in
                #expect(SweepFiles.mode(folder + "/config/facenav/profile.yaml") == 0o600)
                #expect(SweepFiles.mode(folder + "/config/facenav") == 0o700)
            })
        cases.append(
            .init(family: "writers", name: "events log under umask 0", ending: .succeeds) { folder in
                [
                    "run", "--headless", "--trace", try SweepFiles.trace(in: folder), "--events",
                    folder + "/logs/e.jsonl",
                ]
            } afterwards: { folder, _ in
                #expect(SweepFiles.mode(folder + "/logs/e.jsonl") == 0o600)
                #expect(SweepFiles.mode(folder + "/logs") == 0o700)
            })
        cases.append(
            .init(family: "writers", name: "registry under umask 0", ending: .succeeds) { folder in
                let photo = try SweepFiles.write("photo bytes", "photo.jpg", in: folder)
                return ["registry", "add", "--type", "local", "--description", "d", "--file", photo]
            } afterwards: { folder, _ in
                #expect(SweepFiles.mode(folder + "/data/facenav/image-matches.json") == 0o600)
                #expect(SweepFiles.mode(folder + "/data/facenav") == 0o700)
            })
        return cases
    }
}
