import FaceNavCore
import SceneApp
import Testing

/// The wizard's voice step learning templates: each take's features (handed on by the voice input with
/// its words) kept per word, saved beside the profile by an effect of their own.
@Suite struct VoiceStepTemplateTests {
    /// A take's features: `frames` frames of one value.
    private func features(_ value: Float, frames: Int = 6) -> [[Float]] {
        Array(repeating: Array(repeating: value, count: VoiceTemplates.coefficientCount), count: frames)
    }

    @Test func takesWithFeaturesBecomeTheWordsTemplatesWhateverTheyWereHeardAs() {
        let outcome = VoiceTake.learn(from: [
            VoiceTake(prompt: "back", heard: [SpokenWord("back", score: -9, features: features(1))]),
            VoiceTake(prompt: "back", heard: [SpokenWord("pause", score: -8, features: features(2))]),
            VoiceTake(prompt: "next", heard: [SpokenWord("next", score: -7)]),
            VoiceTake(prompt: "next", heard: [SpokenWord("next", score: -7, features: features(3, frames: 2))]),
        ])
        #expect(outcome.templates.words == ["back": [features(1), features(2)]])
        #expect(outcome.enrolled == ["back": -9, "next": -7])
        var settings = VoiceSettings.default
        settings.templates = VoiceTemplates(words: ["next": [features(5)], "back": [features(9)]])
        #expect(
            outcome.applied(to: settings).templates.words == [
                "back": [features(1), features(2)], "next": [features(5)],
            ])
    }

    @Test func theWizardSavesTheTemplatesItLearnt() {
        var state = AppState(
            app: AppDefinition(title: "", rootSceneID: "", scenes: [:]), profile: .default,
            screenSize: Size(width: 80, height: 24))
        var effects = state.reduce(.voice(.listening), at: 0)
        effects += state.startVoiceEnrolment(at: 0)
        var time = 0.0
        var value: Float = 0
        while case .calibration(let wizard) = state.overlay, let step = wizard.voice, let prompt = step.currentPrompt {
            time = max(time, step.listensFrom) + 1
            value += 1
            effects += state.reduce(
                .voice(.utterance([SpokenWord(prompt, score: -5, features: features(value))])), at: time)
        }
        let saved = effects.compactMap { effect -> VoiceTemplates? in
            guard case .saveVoiceTemplates(let templates) = effect else { return nil }
            return templates
        }
        #expect(saved.count == 1)
        #expect(saved.first?.words.count == VoiceSettings.defaultWords.count)
        #expect(saved.first?.words.values.allSatisfy { $0.count == 2 } == true)
        #expect(state.profile.voice.templates == saved.first)
    }
}
