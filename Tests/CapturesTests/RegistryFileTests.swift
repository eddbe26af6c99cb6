import Captures
import FaceNavTestSupport
import Foundation
import ImageFiles
import Testing

/// The image-match registry: records round-trip, damage is detected and kept aside, verify re-hashes.
@Suite struct RegistryFileTests {
    private let now = Date(timeIntervalSince1970: 1_795_398_302.123)

    private func folderWithPhoto(in temporary: TemporaryFolder) throws -> (String, String) {
        let folder = try Pictures.temporaryFolder(in: temporary)
        let photo = "\(folder)/photo.jpg"
        try JPEG.write(try Pictures.photo("portraits/face_swapped.pgm"), to: photo)
        return (folder, photo)
    }

    @Test func noFileIsAnEmptyRegistry() throws {
        #expect(try RegistryFile.read("/nonexistent/image-matches.json") == .records([]))
    }

    @Test func recordsOfEveryKindRoundTrip() throws {
        try withTemporaryFolder("captures") { temporary in
            let (folder, photo) = try folderWithPhoto(in: temporary)
            defer { try? FileManager.default.removeItem(atPath: folder) }
            let registry = "\(folder)/facenav/image-matches.json"
            let local = try ImageMatchRecord.make(type: .local, description: "Passport photo", file: photo)
            let uri = try ImageMatchRecord.make(
                type: .uri, description: "Uploaded", file: photo, link: "https://example.org/p.jpg")
            let azure = try ImageMatchRecord.make(
                type: .azure, description: "Azure copy", file: photo, token: "tok-123")
            for record in [local, uri, azure] { try RegistryFile.add(record, to: registry, now: now) }
            #expect(try RegistryFile.read(registry) == .records([local, uri, azure]))
            let sum = String(decoding: try Pictures.run(["sha256sum", photo]), as: UTF8.self).prefix(64)
            #expect([local, uri, azure].allSatisfy { $0.hash == sum })
            #expect(local.file == photo && uri.file == "https://example.org/p.jpg" && azure.file == "tok-123")
            let text = try String(contentsOfFile: registry, encoding: .utf8)
            #expect(text.contains(#""resourceType" : "AZURE""#))
            #expect(try FileManager.default.contentsOfDirectory(atPath: "\(folder)/facenav") == ["image-matches.json"])
            let permissions = try FileManager.default.attributesOfItem(atPath: registry)[.posixPermissions] as? Int
            #expect(permissions == 0o600, "upload tokens stay with the owner")
        }
    }

    @Test(arguments: [
        ("{\"version\": 1, \"records\": [", "not valid JSON"),
        ("[]", "the file has the wrong type of value"),
        ("{\"version\": 1}", "missing 'records'"),
        (
            "{\"version\": 1, \"records\": [{\"resourceType\": \"FTP\", \"description\": \"d\", \"hash\": \"\", \"file\": \"f\"}]}",
            "records[0].resourceType must be LOCAL, URI or AZURE"
        ),
        (
            "{\"version\": 1, \"records\": [{\"resourceType\": \"LOCAL\", \"description\": \"d\", \"hash\": \"abc\", \"file\": \"f\"}]}",
            "records[0].hash is not a SHA-256 (64 hexadecimal digits)"
        ),
        ("{\"version\": 2, \"records\": []}", "version 2 is not one this FaceNav reads (1)"),
    ])
    func damageIsNamed(text: String, reason: String) throws {
        try withTemporaryFolder("captures") { temporary in
            let folder = try Pictures.temporaryFolder(in: temporary)
            let registry = "\(folder)/image-matches.json"
            try text.write(toFile: registry, atomically: true, encoding: .utf8)
            #expect(try RegistryFile.read(registry) == .damaged(reason: reason))
        }
    }

    /// Adding to a damaged registry keeps the damaged file aside, byte for byte, and starts a new one.
    @Test func aDamagedRegistryIsKeptAsideNeverOverwritten() throws {
        try withTemporaryFolder("captures") { temporary in
            let (folder, photo) = try folderWithPhoto(in: temporary)
            defer { try? FileManager.default.removeItem(atPath: folder) }
            let registry = "\(folder)/image-matches.json"
            let damaged = "{\"version\": 1, \"records\": [{\"resourceType\": \"LOCAL\""
            try damaged.write(toFile: registry, atomically: true, encoding: .utf8)
            let record = try ImageMatchRecord.make(type: .local, description: "Selfie", file: photo)
            let note = try RegistryFile.add(record, to: registry, now: now)
            let aside = "\(registry).damaged-20261123-014502-123"
            #expect(note == "\(registry) was damaged (not valid JSON); kept it as \(aside) and started a new registry")
            #expect(try String(contentsOfFile: aside, encoding: .utf8) == damaged)
            #expect(try RegistryFile.read(registry) == .records([record]))
            // A second damage in the same millisecond never replaces the first kept-aside file.
            try damaged.write(toFile: registry, atomically: true, encoding: .utf8)
            #expect(throws: RegistryError.self) { try RegistryFile.add(record, to: registry, now: now) }
            #expect(try String(contentsOfFile: registry, encoding: .utf8) == damaged)
        }
    }

    @Test func verifyFindsChangedAndVanishedLocalFiles() throws {
        try withTemporaryFolder("captures") { temporary in
            let (folder, photo) = try folderWithPhoto(in: temporary)
            defer { try? FileManager.default.removeItem(atPath: folder) }
            let other = "\(folder)/other.jpg"
            let gone = "\(folder)/gone.jpg"
            try FileManager.default.copyItem(atPath: photo, toPath: other)
            try FileManager.default.copyItem(atPath: photo, toPath: gone)
            let records = try [photo, other, gone].map {
                try ImageMatchRecord.make(type: .local, description: $0, file: $0)
            }
            let uploaded = try ImageMatchRecord.make(type: .uri, description: "u", file: photo, link: "https://x.org/a")
            try Data("edited".utf8).write(to: URL(fileURLWithPath: other))
            try FileManager.default.removeItem(atPath: gone)
            let checks = RegistryFile.verify(records + [uploaded])
            #expect(
                checks.map(\.state) == [
                    .unchanged, .changed(currentHash: FileDigest.sha256Hex(of: Array("edited".utf8))), .vanished,
                ])
        }
    }

    @Test func makingARecordSaysWhatIsMissing() throws {
        try withTemporaryFolder("captures") { temporary in
            let (folder, photo) = try folderWithPhoto(in: temporary)
            defer { try? FileManager.default.removeItem(atPath: folder) }
            let cases: [(() throws(RegistryError) -> ImageMatchRecord, String)] = [
                (
                    { () throws(RegistryError) in try .make(type: .local, description: " ", file: photo) },
                    "the description is empty"
                ),
                (
                    { () throws(RegistryError) in try .make(type: .local, description: "d", file: "\(folder)/no.jpg") },
                    "no such file"
                ),
                ({ () throws(RegistryError) in try .make(type: .uri, description: "d", file: photo) }, "needs --link"),
                (
                    { () throws(RegistryError) in
                        try .make(type: .uri, description: "d", file: photo, link: "photo.jpg")
                    },
                    "needs --link"
                ),
                (
                    { () throws(RegistryError) in try .make(type: .azure, description: "d", file: photo) },
                    "needs --token"
                ),
                (
                    { () throws(RegistryError) in try .make(type: .local, description: "d", file: photo, token: "t") },
                    "leave out"
                ),
            ]
            for (make, message) in cases {
                #expect(throws: RegistryError.self) { _ = try make() }
                do throws(RegistryError) {
                    _ = try make()
                } catch {
                    #expect(error.message.contains(message), "\(error.message)")
                }
            }
            let relative = try ImageMatchRecord.make(
                type: .local, description: "d", file: "photo.jpg", workingDirectory: folder)
            #expect(relative.file == photo)
        }
    }

    @Test func aReadOnlyFolderLeavesTheRegistryAsItWas() throws {
        try withTemporaryFolder("captures") { temporary in
            let folder = try Pictures.temporaryFolder(in: temporary)
            defer { chmod(folder, 0o755) }  // so the temporary folder can be removed
            let readOnly = Pictures.readOnly(folder)
            let record = ImageMatchRecord(
                resourceType: .azure, description: "d", hash: String(repeating: "0", count: 64), file: "t")
            #expect {
                try RegistryFile.add(record, to: "\(readOnly)/image-matches.json", now: now)
            } throws: { error in
                "\(error)".contains("the registry was not changed") || "\(error)".contains("cannot create")
            }
            #expect(try RegistryFile.read("\(readOnly)/image-matches.json") == .records([]))
        }
    }
}
