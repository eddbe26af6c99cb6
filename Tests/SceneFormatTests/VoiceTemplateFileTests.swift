import FaceNavCore
import FaceNavTestSupport
import Foundation
import SceneFormat
import Testing

/// The voice templates file beside the profile: written private and atomically, read back the same, and a
/// damaged or oversized one reported in one line and ignored.
@Suite struct VoiceTemplateFileTests {
    /// A fresh folder for each test, removed when the test is done.
    let temporary: TemporaryFolder

    init() throws { temporary = try TemporaryFolder("profile") }

    private let templates = VoiceTemplates(words: [
        "back": [
            (0..<3).map { frame in (0..<12).map { Float(frame * 12 + $0) / 4 - 9 } },
            [[Float](repeating: 1.25, count: 12)],
        ],
        "next": [(0..<2).map { _ in (0..<12).map { -Float($0) / 2 } }],
    ])

    private func folder() throws -> String {
        let path = temporary.url.appendingPathComponent("templates-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func theFileSitsBesideTheProfile() {
        #expect(
            VoiceTemplateFile.path(besideProfile: "/c/facenav/profile.yaml") == "/c/facenav/profile.voice-templates")
        #expect(VoiceTemplateFile.path(besideProfile: "/c/mine") == "/c/mine.voice-templates")
    }

    @Test func templatesRoundTripPrivatelyAndAForgottenVoiceRemovesTheFile() throws {
        let profile = try folder() + "/sub/profile.yaml"
        try VoiceTemplateFile.save(templates, besideProfile: profile)
        let path = VoiceTemplateFile.path(besideProfile: profile)
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
        let folderAttributes = try FileManager.default.attributesOfItem(
            atPath: (profile as NSString).deletingLastPathComponent)
        #expect((folderAttributes[.posixPermissions] as? Int) == 0o700)
        var warnings: [String] = []
        #expect(VoiceTemplateFile.loadBeside(profile) { warnings.append($0) } == templates)
        #expect(warnings.isEmpty)
        try VoiceTemplateFile.save(VoiceTemplates(), besideProfile: profile)
        #expect(!FileManager.default.fileExists(atPath: path))
        #expect(VoiceTemplateFile.loadBeside(profile) { warnings.append($0) }.isEmpty)
        #expect(warnings.isEmpty)
    }

    @Test(arguments: [
        ("take back 2\n1 2 3 4 5 6 7 8 9 10 11 12\n", "1:1: the take of 'back' ends early"),
        ("take back 1\n1 2 3 4 5 6 7 8 9 10 11\n", "2:1: expected 12 numbers"),
        ("take back 1\n1 2 3 4 5 6 7 8 9 10 11 nan\n", "2:1: expected 12 numbers"),
        ("take back 1\n1 2 3 4 5 6 7 8 9 10 11 1e9\n", "2:1: expected 12 numbers"),
        ("take back 9999\n", "1:1: a take has 1 to 500 frames"),
        ("PK\u{3}\u{4} binary\n", "1:1: expected 'take WORD FRAMES'"),
    ])
    func aDamagedFileIsOneLineNamingWhereAndIsIgnored(text: String, message: String) throws {
        let profile = try folder() + "/profile.yaml"
        let path = VoiceTemplateFile.path(besideProfile: profile)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        var warnings: [String] = []
        #expect(VoiceTemplateFile.loadBeside(profile) { warnings.append($0) }.isEmpty)
        #expect(warnings.count == 1)
        #expect(warnings.first?.hasPrefix(path + ":" + message) == true, "\(warnings)")
        #expect(warnings.first?.contains("\n") == false)
    }

    @Test func textFromADamagedFileIsPrintedWithItsControlCharactersEscaped() throws {
        let profile = try folder() + "/profile.yaml"
        let path = VoiceTemplateFile.path(besideProfile: profile)
        try Data("take \u{1B}]0;owned\u{7} 1\n".utf8).write(to: URL(fileURLWithPath: path))
        var warnings: [String] = []
        #expect(VoiceTemplateFile.loadBeside(profile) { warnings.append($0) }.isEmpty)
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains("take \\u{1B}]0;owned\\u{7} 1") == true, "\(warnings)")
        #expect(warnings.first?.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F } == false)
    }

    @Test func tooManyTakesOrAHugeFileAreRefused() throws {
        let frame = (0..<12).map { _ in "0.5" }.joined(separator: " ")
        let nine = String(repeating: "take back 1\n\(frame)\n", count: 9)
        #expect(throws: ProfileError.self) { try VoiceTemplateFile.decode(nine, file: "t") }
        let profile = try folder() + "/profile.yaml"
        let path = VoiceTemplateFile.path(besideProfile: profile)
        try Data(repeating: 0x20, count: VoiceTemplateFile.sizeLimit + 1).write(to: URL(fileURLWithPath: path))
        var warnings: [String] = []
        #expect(VoiceTemplateFile.loadBeside(profile) { warnings.append($0) }.isEmpty)
        #expect(warnings.count == 1 && warnings[0].hasPrefix(path + ": cannot read the voice templates"))
    }
}
