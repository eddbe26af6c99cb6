import FaceNavTestSupport
import Foundation
import Testing

/// `facenav registry list|add|verify` as a program, with the registry in a temporary data folder.
@Suite struct RegistryCommandTests {
    /// A temporary `XDG_DATA_HOME` with a real JPEG (ffmpeg's, from a fixture photo) beside it.
    private struct Sandbox {
        let temporary: TemporaryFolder
        var folder: String { temporary.path }
        var data: String { folder + "/data" }
        var registry: String { data + "/facenav/image-matches.json" }
        var photo: String { folder + "/photo.jpg" }

        init() throws {
            temporary = try TemporaryFolder("registry")
            let made = try ProcessRun.run(
                "/usr/bin/ffmpeg", ["-v", "error", "-i", Repository.path(".fixtures/dlib-faces/dogs.ppm"), photo])
            #expect(made.status == 0, "\(made.standardError)")
        }

        /// `facenav ARGUMENTS` with `XDG_DATA_HOME` set to the sandbox's data folder.
        func facenav(_ arguments: [String]) throws -> ProcessRun {
            try ProcessRun.run("/usr/bin/env", ["XDG_DATA_HOME=\(data)", Repository.facenav] + arguments)
        }

        func remove() { try? FileManager.default.removeItem(atPath: folder) }
    }

    private func sha256sum(_ path: String) throws -> String {
        String(try ProcessRun.run("/usr/bin/sha256sum", [path]).standardOutput.prefix(64))
    }

    @Test func addListAndVerifyUnderTheDataFolder() throws {
        let box = try Sandbox()
        defer { box.remove() }
        let hash = try sha256sum(box.photo)
        let empty = try box.facenav(["registry", "list"])
        #expect(empty.status == 0 && empty.standardOutput == "no records in \(box.registry)\n")
        for arguments in [
            ["--type", "local", "--description", "Dogs", "--file", box.photo],
            [
                "--type", "uri", "--description", "Uploaded dogs", "--file", box.photo, "--link",
                "https://example.org/d.jpg",
            ],
            ["--type", "azure", "--description", "Azure dogs", "--file", box.photo, "--token", "sv=2024&sig=abc"],
        ] {
            let added = try box.facenav(["registry", "add"] + arguments)
            #expect(added.status == 0, "\(added.standardError)")
        }
        let list = try box.facenav(["registry", "list"])
        #expect(
            list.standardOutput == """
                LOCAL  \(hash)  Dogs  \(box.photo)
                URI    \(hash)  Uploaded dogs  https://example.org/d.jpg
                AZURE  \(hash)  Azure dogs  sv=2****

                """)
        let verify = try box.facenav(["registry", "verify"])
        #expect(verify.status == 0, "\(verify.standardError)")
        #expect(verify.standardOutput.hasPrefix("unchanged  \(box.photo)\n"))
        #expect(verify.standardOutput.contains("1 unchanged, 0 changed, 0 vanished"))
    }

    @Test func verifyReportsChangedAndVanishedFilesAndExitsOne() throws {
        let box = try Sandbox()
        defer { box.remove() }
        let edited = box.folder + "/edited.jpg"
        try FileManager.default.copyItem(atPath: box.photo, toPath: edited)
        for file in [box.photo, edited] {
            _ = try box.facenav(["registry", "add", "--type", "local", "--description", "d", "--file", file])
        }
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: edited))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data("x".utf8))
        try handle.close()
        try FileManager.default.removeItem(atPath: box.photo)
        let verify = try box.facenav(["registry", "verify"])
        #expect(verify.status == 1)
        #expect(verify.standardOutput.contains("VANISHED   \(box.photo)\n"))
        #expect(verify.standardOutput.contains("CHANGED    \(edited) (recorded "))
        #expect(verify.standardOutput.contains("now \(try sha256sum(edited)))"))
        #expect(verify.standardError == "facenav: 2 recorded image(s) no longer match; see above\n")
    }

    /// Read-only commands leave a damaged registry alone; `add` keeps it aside and starts a new one.
    @Test func aDamagedRegistryIsReportedThenKeptAside() throws {
        let box = try Sandbox()
        defer { box.remove() }
        try FileManager.default.createDirectory(atPath: box.data + "/facenav", withIntermediateDirectories: true)
        let damaged = "{\"version\": 1, \"records\": [{\"resourceType\": \"LOCAL\""
        try damaged.write(toFile: box.registry, atomically: true, encoding: .utf8)
        let list = try box.facenav(["registry", "list"])
        #expect(list.status == 1)
        #expect(
            list.standardError.hasPrefix("facenav: \(box.registry) is damaged (not valid JSON); it was left as it is"))
        #expect(list.standardError.split(separator: "\n").count == 1)
        #expect(try String(contentsOfFile: box.registry, encoding: .utf8) == damaged)
        let added = try box.facenav(["registry", "add", "--type", "local", "--description", "d", "--file", box.photo])
        #expect(added.status == 0)
        #expect(added.standardError.contains("kept it as \(box.registry).damaged-"))
        let kept = try FileManager.default.contentsOfDirectory(atPath: box.data + "/facenav").filter {
            $0.hasPrefix("image-matches.json.damaged-")
        }
        #expect(kept.count == 1)
        #expect(try String(contentsOfFile: box.data + "/facenav/" + kept[0], encoding: .utf8) == damaged)
        #expect(try box.facenav(["registry", "list"]).standardOutput.contains("LOCAL  "))
    }

    @Test(arguments: [
        (["--type", "uri", "--description", "d"], "a URI record needs --link"),
        (["--type", "azure", "--description", "d"], "an AZURE record needs --token"),
        (["--type", "local", "--description", " "], "the description is empty"),
    ])
    func aMistakeIsOneClearLine(arguments: [String], message: String) throws {
        let box = try Sandbox()
        defer { box.remove() }
        let result = try box.facenav(["registry", "add", "--file", box.photo] + arguments)
        #expect(result.status == 1)
        #expect(result.standardError.hasPrefix("facenav: \(message)"), "\(result.standardError)")
        #expect(result.standardError.split(separator: "\n").count == 1)
        #expect(!FileManager.default.fileExists(atPath: box.registry))
    }

    @Test func aMissingFileAndADeviceAreOneClearLine() throws {
        let box = try Sandbox()
        defer { box.remove() }
        let missing = try box.facenav([
            "registry", "add", "--type", "local", "--description", "d", "--file", box.folder + "/nope.jpg",
        ])
        #expect(
            missing.standardError
                == "facenav: \(box.folder)/nope.jpg: no such file; give the path of the image to record\n")
        let device = try box.facenav(["registry", "list", "--registry", "/dev/full"])
        #expect(device.status == 1)
        #expect(device.standardError == "facenav: /dev/full: is a character device, not a regular file\n")
    }

    /// A write that runs out of room (a 1 KiB file-size limit stands in for a full disk) is one clear line,
    /// and the registry is exactly as it was, with no temporary file left beside it.
    @Test func aFullDiskLeavesTheRegistryAsItWas() throws {
        let box = try Sandbox()
        defer { box.remove() }
        for index in 0..<8 {
            let added = try box.facenav([
                "registry", "add", "--type", "local", "--description", "photo number \(index)", "--file", box.photo,
            ])
            #expect(added.status == 0)
        }
        let before = try String(contentsOfFile: box.registry, encoding: .utf8)
        #expect(before.utf8.count > 1024)
        let limited = try ProcessRun.run(
            "/bin/bash",
            [
                "-c", "trap '' XFSZ; ulimit -f 1; exec \"$@\"", "bash", "/usr/bin/env", "XDG_DATA_HOME=\(box.data)",
                Repository.facenav, "registry", "add", "--type", "local", "--description", "one more", "--file",
                box.photo,
            ])
        #expect(limited.status == 1)
        #expect(limited.standardError.hasPrefix("facenav: \(box.registry): cannot write: File too large"))
        #expect(limited.standardError.contains("the registry was not changed"))
        #expect(try String(contentsOfFile: box.registry, encoding: .utf8) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: box.data + "/facenav") == ["image-matches.json"])
    }

    /// Twelve `add`s at once, as the app and the command line might: every record is kept.
    @Test func concurrentAddsLoseNothing() throws {
        let box = try Sandbox()
        defer { box.remove() }
        let script = """
            for i in $(seq 12); do
              "$1" XDG_DATA_HOME="$2" "$3" registry add --type local --description "photo $i" --file "$4" &
            done
            wait
            """
        let result = try ProcessRun.run(
            "/bin/bash", ["-c", script, "bash", "/usr/bin/env", box.data, Repository.facenav, box.photo], timeout: 60)
        #expect(result.status == 0, "\(result.standardError)")
        let list = try box.facenav(["registry", "list"]).standardOutput
        let descriptions = Set(list.split(separator: "\n").compactMap { $0.split(separator: "  ").dropFirst(2).first })
        #expect(descriptions == Set((1...12).map { "photo \($0)"[...] }), "\(list)")
    }
}
