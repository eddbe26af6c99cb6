import FaceNavCore
import SceneFormat
import Testing

/// The profile's `voice:` section: words, cooldown, and another language's model and dictionary.
@Suite struct ProfileVoiceTests {
    @Test func voiceWordsReplaceTheDefaultsAndKeepTheRestOfTheProfile() throws {
        let profile = try ProfileFile.decode(
            """
            voice:
              words: {ok: activate, voltar: back, próximo: next, anterior: previous}
              cooldown: 1.5
              minimumScore: -8.5
              model: /opt/models/pt-br
              dictionary: /opt/models/pt-br.dict
            """)
        #expect(profile.voice.words == ["ok": .activate, "voltar": .back, "próximo": .next, "anterior": .previous])
        #expect(profile.voice.cooldown == 1.5)
        #expect(profile.voice.minimumScore == -8.5)
        #expect(profile.voice.model == "/opt/models/pt-br")
        #expect(profile.voice.dictionary == "/opt/models/pt-br.dict")
        #expect(profile.bindings == Profile.defaultBindings)
    }

    @Test func withoutAVoiceSectionTheDefaultWordsApply() throws {
        let profile = try ProfileFile.decode("cursor: {mode: joystick}\n")
        #expect(profile.voice == .default)
        #expect(profile.voice.words["select"] == .activate)
        #expect(profile.voice.words["pause"] == .pauseResume)
    }

    @Test func theVoiceSectionRoundTrips() throws {
        var profile = Profile.default
        profile.voice = VoiceSettings(
            words: ["ok": .activate, "voltar": .back], cooldown: 2, minimumScore: -7, model: "/m",
            dictionary: "/d.dict", enrolled: ["ok": -14.25, "voltar": -9.5])
        #expect(try ProfileFile.decode(ProfileFile.encode(profile)) == profile)
        #expect(try ProfileFile.decode(ProfileFile.encode(.default)) == .default)
    }

    @Test func enrolledScoresAreReadAsWordToScore() throws {
        let profile = try ProfileFile.decode("voice:\n  enrolled: {select: -18.5, back: -11}\n")
        #expect(profile.voice.enrolled == ["select": -18.5, "back": -11])
        #expect {
            try ProfileFile.decode("voice:\n  enrolled: {select: loud}\n", file: "p.yaml")
        } throws: { error in
            "\(error)".contains("p.yaml:2:") && "\(error)".contains("must be a number")
        }
    }

    @Test func aMinimumScoreThatIsNotANumberNamesWhere() {
        #expect {
            try ProfileFile.decode("voice:\n  minimumScore: strict\n", file: "p.yaml")
        } throws: { error in
            "\(error)".contains("p.yaml:2:") && "\(error)".contains("'minimumScore' must be a number")
        }
    }

    @Test func anUnknownCommandNamesTheWordAndWhere() {
        #expect {
            try ProfileFile.decode("voice:\n  words: {next: forward}\n", file: "p.yaml")
        } throws: { error in
            "\(error)".contains("p.yaml:2:") && "\(error)".contains("unknown command 'forward' for the voice word next")
        }
    }
}
