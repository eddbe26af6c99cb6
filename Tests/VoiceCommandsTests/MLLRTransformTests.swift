import FaceNavTestSupport
import Foundation
import Testing
import VoiceCommands

/// The voice adaptation file beside the profile: read back as written, checked when read, private on disk.
@Suite struct MLLRTransformTests {
    /// One class, `streams` streams of `length`: an identity matrix, offsets 0.5, scales 1.
    static func text(streams: Int = 3, length: Int = 2, classes: Int = 1) -> String {
        var lines = ["\(classes)", "\(streams)"]
        for _ in 0..<streams {
            lines.append("\(length)")
            for row in 0..<length {
                lines.append((0..<length).map { $0 == row ? "1.0" : "0.0" }.joined(separator: " "))
            }
            lines.append(Array(repeating: "0.5", count: length).joined(separator: " "))
            lines.append(Array(repeating: "1.0", count: length).joined(separator: " "))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A fresh folder for each test, removed when the test is done.
    let temporary: TemporaryFolder

    init() throws { temporary = try TemporaryFolder("mllr") }

    /// A path inside the test's folder that does not exist yet.
    func folder() -> String { temporary.path("mllr-\(UUID().uuidString)") }

    @Test func aTransformReadsBackAsWritten() throws {
        let transform = try MLLRTransform(text: Self.text(), file: "t")
        #expect(transform.lengths == [2, 2, 2])
        #expect(transform.streams[1].matrix == [[1, 0], [0, 1]])
        #expect(transform.streams[2].offset == [0.5, 0.5])
        #expect(try MLLRTransform(text: transform.text, file: "t") == transform)
    }

    @Test(arguments: [
        (text(classes: 2), "1 to 1 class"),
        (text(streams: 9), "streams"),
        (text(length: 65), "values per stream"),
        (String(text().dropLast(6)), "it ends after"),
        (text() + "1.0\n", "more numbers"),
        (text().replacingOccurrences(of: "0.5", with: "nan"), "number"),
        (text().replacingOccurrences(of: "0.5", with: "1e9"), "within"),
        (text().replacingOccurrences(of: "0.5", with: "\u{1B}[2J"), "number"),
    ])
    func aDamagedTransformIsOneLineNamingTheFile(text: String, expected: String) {
        #expect {
            try MLLRTransform(text: text, file: "/home/u/profile.voice-mllr")
        } throws: { error in
            let message = (error as? VoiceError)?.message ?? ""
            return message.hasPrefix("/home/u/profile.voice-mllr: not a voice adaptation")
                && message.contains(expected) && message.contains("learn your voice again") && !message.contains("\n")
        }
    }

    @Test func savedBesideTheProfilePrivatelyAndLoadedForTheModel() throws {
        let profile = folder() + "/facenav/profile.yaml"
        let transform = try MLLRTransform(text: Self.text(length: 13), file: "t")
        try MLLRTransform.save(transform, besideProfile: profile)
        let path = MLLRTransform.path(besideProfile: profile)
        #expect(path.hasSuffix("/facenav/profile.voice-mllr"))
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
        var warnings: [String] = []
        #expect(MLLRTransform.loadBeside(profile, model: VoiceModel()) { warnings.append($0) } == transform)
        #expect(warnings.isEmpty)
        try MLLRTransform.save(nil, besideProfile: profile)
        #expect(!FileManager.default.fileExists(atPath: path))
        #expect(MLLRTransform.loadBeside(profile, model: VoiceModel()) { warnings.append($0) } == nil)
        #expect(warnings.isEmpty)
    }

    /// An emptied file (the app's "Forget my voice") is no adaptation and no warning; a damaged one or one
    /// made for another model's streams is one escaped line, and ignored.
    @Test func anEmptyFileIsNoneAndADamagedOrMismatchedOneIsWarnedAndIgnored() throws {
        let profile = folder() + "/profile.yaml"
        let path = MLLRTransform.path(besideProfile: profile)
        try FileManager.default.createDirectory(
            atPath: (profile as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        var warnings: [String] = []
        for (contents, warned) in [
            ("", false), ("\n", false), ("1 3 13 \u{1B}[2J", true), (Self.text(length: 2), true),
        ] {
            try contents.write(toFile: path, atomically: true, encoding: .utf8)
            warnings = []
            #expect(MLLRTransform.loadBeside(profile, model: VoiceModel()) { warnings.append($0) } == nil)
            #expect(warnings.count == (warned ? 1 : 0), "\(contents)")
            #expect(warnings.allSatisfy { $0.hasPrefix("facenav: \(path)") && !$0.contains("\u{1B}") })
        }
    }

    /// English's `feat.params` splits the 39 features into three streams of 13; its front-end settings, which
    /// `bw` must share, are read from it.
    @Test func theEnglishModelHasThreeStreamsOf13() {
        #expect(VoiceModel().streamLengths == [13, 13, 13])
        let parameters = VoiceModel().featureParameters
        #expect(parameters?["-feat"] == "1s_c_d_dd" && parameters?["-svspec"] == "0-12/13-25/26-38")
        #expect(parameters?["-agc"] == "none" && parameters?["-cmn"] == "batch" && parameters?["-varnorm"] == "no")
    }
}
