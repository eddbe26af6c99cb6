import FaceNavTestSupport
import Foundation
import Testing

/// `make install` into a temporary PREFIX, then `facenav run` and `facenav play` from a folder that is not the
/// repository, then `make uninstall`, which leaves nothing behind.
@Suite(.serialized) struct InstallTests {
    @Test func installedFacenavRunsAndPlaysFromAnyDirectoryAndUninstallsCleanly() throws {
        try withTemporaryFolder("install") { temporary in
            let scratch = temporary.url.appendingPathComponent("facenav-install")
                .path
            let prefix = scratch + "/prefix"
            let elsewhere = scratch + "/elsewhere"
            try FileManager.default.createDirectory(atPath: elsewhere, withIntermediateDirectories: true)

            let make = { (target: String) throws -> ProcessRun in
                try ProcessRun.run(
                    "/usr/bin/make", ["-s", target, "PREFIX=\(prefix)", "BIN=\(Repository.facenav)"], timeout: 120)
            }
            let install = try make("install")
            #expect(install.status == 0, "\(install.standardError)")
            let installed = prefix + "/bin/facenav"
            #expect(FileManager.default.isExecutableFile(atPath: installed))
            for folder in [
                "demo/app.yaml", "example/app.yaml", "escape/game.yaml", "settings/app.yaml", "document/app.yaml",
                "cards/deck.yaml", "selfie/app.yaml",
            ] {
                #expect(FileManager.default.fileExists(atPath: prefix + "/share/facenav/" + folder), "\(folder)")
            }
            // Every bundled app, or an installed copy opens it from the source tree, which a user may delete.
            let bundled = try FileManager.default.contentsOfDirectory(atPath: Repository.path("Scenes")).filter {
                var isFolder: ObjCBool = false
                return FileManager.default.fileExists(atPath: Repository.path("Scenes/" + $0), isDirectory: &isFolder)
                    && isFolder.boolValue
            }
            let shared = try FileManager.default.contentsOfDirectory(atPath: prefix + "/share/facenav")
            #expect(bundled.contains("cards") && bundled.contains("document"))
            #expect(Set(bundled).isSubset(of: Set(shared)), "\(bundled) not all in \(shared)")

            let trace = Repository.path("Tests/Fixtures/traces/demo-push-pop.jsonl")
            let run = try ProcessRun.run(
                installed, ["run", "--headless", "--fast", "--trace", trace], directory: elsewhere)
            #expect(run.status == 0, "\(run.standardError)")
            #expect(run.standardOutput.contains("Welcome to FaceNav"))

            let play = try ProcessRun.run(
                installed,
                ["play", "--headless", "--trace", Repository.path("Tests/Fixtures/traces/escape-bedside-table.jsonl")],
                directory: elsewhere, environment: ["XDG_STATE_HOME": scratch + "/state"])
            #expect(play.status == 0, "\(play.standardError)")
            #expect(play.standardOutput.contains("Escape from Blindness — Chapter 1: The Bandaged Room"))

            // The three mock apps, from the installed scenes and deck.
            let traces = Repository.path("Tests/Fixtures/traces")
            let cards = try ProcessRun.run(
                installed, ["run", "--app", "cards", "--headless", "--trace", traces + "/cards-whole-deck.jsonl"],
                directory: elsewhere)
            #expect(cards.status == 0 && cards.standardOutput.contains("End of the deck"), "\(cards.standardError)")
            // The selfie and the document flow see the 200 px face video and write under a scratch data folder.
            func overVideo(_ app: String, trace: String) throws -> ProcessRun {
                try ProcessRun.run(
                    installed,
                    [
                        "run", "--app", app, "--headless", "--trace", traces + "/" + trace, "--video",
                        Repository.path(".fixtures/face-sizes/face-200.y4m"),
                    ], directory: elsewhere, environment: ["XDG_DATA_HOME": scratch + "/data"])
            }
            let selfie = try overVideo("selfie", trace: "selfie-face-200.jsonl")
            #expect(selfie.status == 0 && selfie.standardOutput.contains("Photo saved"), "\(selfie.standardError)")
            let document = try overVideo("document", trace: "document-success.jsonl")
            // The portrait is judged by the backend (success or try again): either way the flow ran to its result.
            #expect(document.status == 0, "\(document.standardError)")
            #expect(
                ["The document was accepted.", "The capture could not be read."].contains {
                    document.standardOutput.contains($0)
                }, "\(document.standardOutput)")

            // The installed copy is the one read: without its app.yaml, run names the installed folder.
            try FileManager.default.removeItem(atPath: prefix + "/share/facenav/demo/app.yaml")
            let broken = try ProcessRun.run(installed, ["run", "--headless", "--trace", trace], directory: elsewhere)
            #expect(broken.status == 2)
            #expect(broken.standardError.contains(prefix + "/share/facenav/demo"), "\(broken.standardError)")

            let uninstall = try make("uninstall")
            #expect(uninstall.status == 0, "\(uninstall.standardError)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: prefix + "/bin").isEmpty)
            #expect(!FileManager.default.fileExists(atPath: prefix + "/share/facenav"))
        }
    }

    /// The built, not installed, `facenav` finds the repository's scenes and game from another directory:
    /// a developer runs `.build/debug/facenav` from anywhere (the repository's own folder would hide a wrong
    /// search path, since `Scenes/demo` is also looked for in the current directory).
    @Test func theBuiltFacenavRunsAndPlaysFromAnotherDirectory() throws {
        try withTemporaryFolder("e2e") { temporary in
            let elsewhere = temporary.url.appendingPathComponent("facenav")
                .path
            try FileManager.default.createDirectory(atPath: elsewhere, withIntermediateDirectories: true)
            let run = try ProcessRun.run(
                Repository.facenav,
                [
                    "run", "--headless", "--fast", "--trace",
                    Repository.path("Tests/Fixtures/traces/demo-push-pop.jsonl"),
                ],
                directory: elsewhere)
            #expect(run.status == 0, "\(run.standardError)")
            #expect(run.standardOutput.contains("Welcome to FaceNav"))
            let play = try ProcessRun.run(
                Repository.facenav,
                ["play", "--headless", "--trace", Repository.path("Tests/Fixtures/traces/escape-bedside-table.jsonl")],
                directory: elsewhere, environment: ["XDG_STATE_HOME": elsewhere + "/state"])
            #expect(play.status == 0, "\(play.standardError)")
            #expect(play.standardOutput.contains("Escape from Blindness"))
            let help = try ProcessRun.run(Repository.facenav, ["run", "--help"], directory: elsewhere)
            let words = help.standardOutput.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            #expect(words.contains("deck.yaml"))
            #expect(!words.contains("no bundled copy found"), "\(help.standardOutput)")
        }
    }
}
