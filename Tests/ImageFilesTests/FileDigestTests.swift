import FaceNavTestSupport
import Foundation
import ImageFiles
import Testing

/// SHA-256 (swift-crypto) against the FIPS 180-4 examples and against `sha256sum` on real files.
@Suite struct FileDigestTests {
    @Test(arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        (
            "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
        ),
    ])
    func fipsExamples(message: String, digest: String) {
        #expect(FileDigest.sha256Hex(of: Array(message.utf8)) == digest)
    }

    @Test func aMillionAs() {
        let digest = FileDigest.sha256Hex(of: repeatElement(UInt8(ascii: "a"), count: 1_000_000))
        #expect(digest == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    /// Lengths around the 55/56/64-byte padding boundaries, each checked against `sha256sum`.
    @Test func paddingBoundariesMatchSha256sum() throws {
        try withTemporaryFolder("images") { temporary in
            let folder = try Fixture.temporaryFolder(in: temporary)
            for length in [55, 56, 57, 63, 64, 65, 119, 120, 128] {
                let bytes = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
                let path = "\(folder)/\(length).bin"
                try Data(bytes).write(to: URL(fileURLWithPath: path))
                #expect(try FileDigest.sha256Hex(ofFile: path) == sha256sum(path), "length \(length)")
            }
        }
    }

    @Test(arguments: ["astronaut.ppm", "megamind-mono.y4m", "dlib-faces/dogs.ppm"])
    func realFilesMatchSha256sum(name: String) throws {
        let path = Fixture.path(name)
        #expect(try FileDigest.sha256Hex(ofFile: path) == sha256sum(path))
    }

    @Test func aMissingFileIsAClearError() {
        #expect {
            _ = try FileDigest.sha256Hex(ofFile: "/nonexistent/photo.jpg")
        } throws: { error in
            "\(error)".hasPrefix("/nonexistent/photo.jpg: does not exist")
        }
    }

    private func sha256sum(_ path: String) throws -> String {
        let output = String(decoding: try Fixture.run(["sha256sum", path]), as: UTF8.self)
        return String(output.prefix(64))
    }
}

extension FileDigestTests {
    /// A device that never ends (or never starts) is refused rather than read forever.
    @Test func aDeviceIsNotHashed() {
        #expect {
            _ = try FileDigest.sha256Hex(ofFile: "/dev/zero")
        } throws: { error in
            "\(error)" == "/dev/zero: is a character device, not a regular file"
        }
    }
}
