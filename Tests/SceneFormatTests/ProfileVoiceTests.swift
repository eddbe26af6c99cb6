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

    @Test func theEnrolledCepstralMeanRoundTripsExactly() throws {
        var profile = Profile.default
        profile.voice.enrolled = ["back": -14.5]
        // Numbers as a front end measures them (floats), which the text must give back to the last bit.
        profile.voice.cepstralMean = (0..<VoiceSettings.cepstralMeanLength).map {
            Double(Float(40.123457) / Float($0 + 1) - 3)
        }
        let text = ProfileFile.encode(profile)
        #expect(text.contains("  cepstralMean: ["))
        #expect(try ProfileFile.decode(text) == profile)
    }

    @Test func aProfileWithoutACepstralMeanLoadsAsBefore() throws {
        let old = "voice:\n  minimumScore: -11\n  enrolled: {select: -18.5, back: -11}\n"
        let profile = try ProfileFile.decode(old)
        #expect(profile.voice.cepstralMean == nil)
        #expect(profile.voice.enrolled == ["select": -18.5, "back": -11] && profile.voice.minimumScore == -11)
        #expect(!ProfileFile.encode(profile).contains("cepstralMean"), "nothing written for a mean never measured")
    }

    @Test func aCepstralMeanOfTheWrongLengthOrSizeNamesWhere() {
        let twelve = Array(repeating: "1.5", count: VoiceSettings.cepstralMeanLength - 1).joined(separator: ", ")
        #expect {
            try ProfileFile.decode("voice:\n  cepstralMean: [\(twelve)]\n", file: "p.yaml")
        } throws: { error in
            "\(error)".contains("p.yaml:2:")
                && "\(error)".contains("list of \(VoiceSettings.cepstralMeanLength) numbers")
        }
        let huge = (["5000"] + Array(repeating: "1", count: VoiceSettings.cepstralMeanLength - 1))
            .joined(separator: ", ")
        #expect {
            try ProfileFile.decode("voice:\n  cepstralMean: [\(huge)]\n", file: "p.yaml")
        } throws: { error in
            "\(error)".contains("p.yaml:2:") && "\(error)".contains("between -1000 and 1000")
        }
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
