import FaceNavCore
import Testing

@testable import SceneApp

/// "Forget my voice" and "Learn my voice" as effects: the files emptied by one effect of their own, and the
/// running voice input told the new settings by another, so neither waits for FaceNav to restart.
@Suite struct VoiceForgettingTests {
    private func state(_ voice: VoiceSettings) -> AppState {
        var profile = Profile.default
        profile.voice = voice
        return AppState(
            app: AppDefinition(title: "", rootSceneID: "", scenes: [:]), profile: profile,
            screenSize: Size(width: 80, height: 24))
    }

    /// A voice enrolled with scores, one word's templates, a speaker adaptation and its cepstral mean.
    private var learnt: VoiceSettings {
        var voice = VoiceSettings.default
        voice.enrolled = ["back": -15, "select": -18.5]
        voice.templates = VoiceTemplates(words: [
            "back": [Array(repeating: Array(repeating: 1, count: VoiceTemplates.coefficientCount), count: 4)]
        ])
        voice.adaptation = "/home/u/.config/facenav/profile.voice-mllr"
        voice.cepstralMean = Array(repeating: 2.5, count: VoiceSettings.cepstralMeanLength)
        return voice
    }

    @Test func forgettingEmptiesTheFilesAndConfiguresTheVoiceInputWithNothingLearnt() {
        var state = state(learnt)
        let effects = state.forgetVoice(at: 3)
        var forgotten = learnt
        forgotten.enrolled = [:]
        forgotten.templates = VoiceTemplates()
        forgotten.adaptation = nil
        forgotten.cepstralMean = nil
        #expect(state.profile.voice == forgotten)
        #expect(Array(effects.prefix(3)) == [.saveProfile(state.profile), .forgetVoice, .configureVoice(forgotten)])
        #expect(forgotten.words == VoiceSettings.defaultWords, "the words stay")
        #expect(
            effects.dropFirst(3).first
                == .announce(
                    Announcement("Your voice is forgotten: every word is heard as for any voice", priority: .important))
        )
    }

    @Test func eachPartLearntAloneIsForgotten() {
        let voice = learnt
        let parts: [(name: String, learn: (inout VoiceSettings) -> Void)] = [
            ("scores", { $0.enrolled = voice.enrolled }), ("templates", { $0.templates = voice.templates }),
            ("adaptation", { $0.adaptation = voice.adaptation }), ("mean", { $0.cepstralMean = voice.cepstralMean }),
        ]
        for part in parts {
            var settings = VoiceSettings.default
            part.learn(&settings)
            var state = state(settings)
            let effects = state.forgetVoice(at: 1)
            #expect(effects.contains(.forgetVoice), "\(part.name)")
            #expect(effects.contains(.configureVoice(.default)), "\(part.name)")
        }
    }

    @Test func nothingLearntIsSaidAndNothingIsWrittenOrReconfigured() {
        var state = state(.default)
        let effects = state.forgetVoice(at: 1)
        #expect(!effects.contains(.forgetVoice))
        #expect(!effects.contains { if case .configureVoice = $0 { true } else { false } })
        #expect(!effects.contains { if case .saveProfile = $0 { true } else { false } })
        #expect(state.lastAnnouncement?.text == "Your voice was not learnt; nothing to forget")
    }

    @Test func aVoiceLearntInTheWizardReachesTheVoiceInputAfterItsFilesAreSaved() {
        var state = state(.default)
        var effects = state.reduce(.voice(.listening), at: 0)
        effects += state.startVoiceEnrolment(at: 0)
        var time = 0.0
        while case .calibration(let wizard) = state.overlay, let step = wizard.voice, let prompt = step.currentPrompt {
            time = max(time, step.listensFrom) + 1
            let features = Array(
                repeating: Array(repeating: Float(time), count: VoiceTemplates.coefficientCount), count: 5)
            effects += state.reduce(.voice(.utterance([SpokenWord(prompt, score: -14, features: features)])), at: time)
        }
        let configured = effects.compactMap { effect -> VoiceSettings? in
            guard case .configureVoice(let settings) = effect else { return nil }
            return settings
        }
        #expect(configured == [state.profile.voice], "once, with what was learnt")
        #expect(configured.first?.enrolled.count == VoiceSettings.defaultWords.count)
        #expect(configured.first?.templates.isEmpty == false)
        let templatesSaved = effects.firstIndex { if case .saveVoiceTemplates = $0 { true } else { false } }
        let told = effects.firstIndex { if case .configureVoice = $0 { true } else { false } }
        #expect(templatesSaved != nil && told != nil && templatesSaved! < told!, "saved first")
    }

    @Test func aVoiceLearntAgainInTheWizardDropsTheMeanOfTheEarlierTakes() {
        var state = state(learnt)
        var effects = state.reduce(.voice(.listening), at: 0)
        effects += state.startVoiceEnrolment(at: 0)
        var time = 0.0
        while case .calibration(let wizard) = state.overlay, let step = wizard.voice, let prompt = step.currentPrompt {
            time = max(time, step.listensFrom) + 1
            effects += state.reduce(.voice(.utterance([SpokenWord(prompt, score: -13)])), at: time)
        }
        #expect(state.profile.voice.enrolled.count == VoiceSettings.defaultWords.count)
        #expect(state.profile.voice.cepstralMean == nil, "the wizard measures no mean: the old one is dropped")
        #expect(effects.contains(.saveProfile(state.profile)))
        #expect(effects.contains(.configureVoice(state.profile.voice)))
    }
}
