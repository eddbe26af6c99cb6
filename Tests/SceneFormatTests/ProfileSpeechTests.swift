import FaceNavCore
import SceneFormat
import Testing

/// `speech:` in the profile: on or off and the rate, read, checked and written back.
@Suite struct ProfileSpeechTests {
    @Test func speechIsReadAndWrittenBackEqual() throws {
        let profile = try ProfileFile.decode("speech: {enabled: false, rate: 230}\n")
        #expect(profile.speech == SpeechSettings(isEnabled: false, rate: 230))
        #expect(try ProfileFile.decode("").speech == .default)
        #expect(try ProfileFile.decode(ProfileFile.encode(profile)) == profile)
        #expect(ProfileFile.encode(profile).contains("speech:\n  enabled: false\n  rate: 230\n"))
    }

    @Test func theTemplateSaysWhatSpeechTakes() throws {
        let template = ProfileFile.template()
        #expect(template.contains("speech:   # whether announcements are spoken, and how fast"))
        #expect(template.contains("  rate: 170   # words per minute, from 80 to 450 words per minute"))
        #expect(template.contains("  enabled: false   # true: targets are highlighted in turn"))
        #expect(try ProfileFile.decode(template) == .default)
    }

    @Test(arguments: [
        ("speech: {rate: 50}\n", "p.yaml:1:16: 'rate' must be from 80 to 450 words per minute, not 50"),
        ("speech: {rate: 170.5}\n", "p.yaml:1:16: 'rate' must be a whole number of words per minute, not 170.5"),
        ("speech: {rate: fast}\n", "p.yaml:1:16: 'rate' must be a number of words per minute, not 'fast'"),
        ("speech: {enabled: maybe}\n", "p.yaml:1:19: 'enabled' in speech must be true or false, not 'maybe'"),
        ("speech: {volume: 3}\n", "p.yaml:1:10: unknown key 'volume' in speech; allowed: enabled, rate"),
        ("scanning: {enabled: 1}\n", "p.yaml:1:21: 'enabled' in scanning must be true or false, not '1'"),
    ])
    func badSpeechValuesNameTheirPlace(yaml: String, expected: String) {
        #expect(throws: ProfileError.self) { try ProfileFile.decode(yaml, file: "p.yaml") }
        do {
            _ = try ProfileFile.decode(yaml, file: "p.yaml")
        } catch {
            #expect("\(error)" == expected)
        }
    }
}
