import FaceNavCore
import FaceNavTestSupport
import Features
import Inputs
import Runtime
import SceneApp
import SceneFormat
import Testing

/// The calibration wizard's voice step in a `ScreensStore`: after the face steps, or alone from settings;
/// takes from the voice input's utterances, skips and stops by face, dwell, click or silence, and the
/// result saved in the profile.
@Suite struct VoiceStepFlowTests {
    /// A run whose voice input listens, the face steps of the wizard done.
    static func afterFaceSteps(profile: Profile = .default) throws -> ScreensStore {
        var run = try ScreensStore(profile: profile, calibratesOnFirstFace: true)
        run.send(.voice(.listening), at: 0.05)
        run.face { $0.neutral(for: 0.1) }
        run.face(CalibrationWizardFlowTests.calibration)
        return run
    }

    /// The voice step now shown, or nil.
    static func step(_ run: ScreensStore) -> VoiceEnrolmentStep? {
        guard case .calibration(let wizard) = run.state.overlay else { return nil }
        return wizard.voice
    }

    /// Says `words` as the take asked for now, once it is listened for.
    static func say(_ words: [SpokenWord], in run: inout ScreensStore) {
        guard let step = step(run) else { return }
        run.send(.voice(.utterance(words)), at: max(run.state.time, step.listensFrom) + 0.5)
    }

    @Test func withoutVoiceInputTheStepIsSaidToBeSkippedAndTheWizardCloses() throws {
        var run = try ScreensStore(profile: .default, calibratesOnFirstFace: true)
        run.face { $0.neutral(for: 0.1) }
        run.face(CalibrationWizardFlowTests.calibration)
        #expect(run.state.overlay == nil)
        #expect(
            run.said.contains { $0.hasPrefix("Voice step skipped: voice input is off") },
            "\(run.said.suffix(3))")
        #expect(run.files[ScreensHarness.profilePath] != nil, "the face steps were saved")
    }

    @Test func afterTheFaceStepsEachWordIsAskedForTwiceAndTheScoresAreSaved() throws {
        var run = try Self.afterFaceSteps()
        let first = try #require(Self.step(run), "the voice step follows the face steps: \(run.screen)")
        #expect(run.said.last?.hasPrefix("Voice step: say each command word twice") == true)
        #expect(run.said.last?.hasSuffix("Say: back (1 of 2)") == true, "\(run.said.last ?? "")")
        #expect(first.listensFrom > run.state.time, "not listening while the prompt is spoken")
        let faceSteps = try ProfileFile.decode(try #require(run.files[ScreensHarness.profilePath]))
        for prompt in first.prompts {
            // A word a little under the general minimum, as a voice the model hears badly gives.
            Self.say([SpokenWord(prompt, score: -15), SpokenWord("pause", score: -30)], in: &run)
        }
        #expect(run.state.overlay == nil, "the wizard closed itself")
        #expect(run.said.contains("Heard back: counted. Say: back (2 of 2)"))
        #expect(run.said.last == "Heard settings: counted. Your voice is learnt for 10 of 10 words and saved.")
        let saved = try ProfileFile.decode(try #require(run.files[ScreensHarness.profilePath]))
        #expect(saved.voice.enrolled == Dictionary(uniqueKeysWithValues: first.words.map { ($0, -15.0) }))
        #expect(saved.sensitivity == faceSteps.sensitivity, "the face steps' calibration kept")
        #expect(run.state.profile == saved, "applied at once")
        let configured = run.store.effects.compactMap { $0.featureEffect(as: VoiceConfiguration.self)?.settings }
        #expect(configured == [run.state.profile.voice], "the running voice input hears with the scores at once")
    }

    @Test func wordsHeardDuringTheStepAreTakesNeverCommands() throws {
        let run = try Self.afterFaceSteps()
        let step = try #require(Self.step(run))
        run.send(.heard(.back, word: "back"), at: step.listensFrom + 0.4)
        run.send(.heard(.pauseResume, word: "pause"), at: step.listensFrom + 0.5)
        #expect(Self.step(run) != nil, "'back' did not cancel the wizard")
        #expect(!run.state.isPaused, "'pause' did not pause")
    }

    @Test func aWrongWordIsAskedForAgainAndSilenceSkipsTheTake() throws {
        var run = try Self.afterFaceSteps()
        Self.say([SpokenWord("pause", score: -8)], in: &run)
        #expect(run.said.last == "Heard pause, not back: not counted. Say: back (1 of 2)")
        // Nothing said: the ticks run the take's time out.
        let deadline = try #require(Self.step(run)).deadline
        for time in stride(from: run.state.time, through: deadline + 0.5, by: 0.5) { run.send(.tick, at: time) }
        #expect(run.said.last == "Nothing heard. Skipped back (1 of 2). Say: back (2 of 2)")
        let next = try #require(Self.step(run)).deadline
        for time in stride(from: run.state.time, through: next + 0.5, by: 0.5) { run.send(.tick, at: time) }
        #expect(run.said.last == "Nothing heard. Say: back (2 of 2)", "a take times out once before skipping")
        #expect(run.screen.contains("Nothing heard in time"))
    }

    @Test func winkRightAsksAgainTongueSkipsTheWordAndWinkLeftStopsKeepingWhatWasLearnt() throws {
        var run = try Self.afterFaceSteps()
        Self.say([SpokenWord("back", score: -14)], in: &run)
        Self.say([SpokenWord("back", score: -16)], in: &run)
        run.face { $0.neutral(for: 0.5).wink(left: false, for: 0.4).neutral(for: 0.5) }
        #expect(run.said.last == "Again. Say: camera (1 of 2)")
        run.face { $0.face(for: 0.6) { $0.tongue = 1 }.neutral(for: 0.5) }
        #expect(run.said.last == "Skipped camera. Say: center (1 of 2)", "\(run.said.suffix(3))")
        run.face { $0.wink(left: true, for: 0.4).neutral(for: 0.5) }
        #expect(run.state.overlay == nil)
        #expect(
            run.said.last
                == "Voice step stopped. Your voice is learnt for 1 of 10 words and saved. "
                + "Not learnt: camera, center, help, history, next, pause, previous, select, settings.")
        let saved = try ProfileFile.decode(try #require(run.files[ScreensHarness.profilePath]))
        #expect(saved.voice.enrolled == ["back": -16])
    }

    @Test func aClickOrDwellOnTheButtonsSkipsAWordOrStops() throws {
        // Joystick: a resting head leaves the cursor where the pointer put it.
        var run = try Self.afterFaceSteps(profile: CalibrationWizardFlowTests.joystick)
        let skip = try #require(run.state.voiceStepButtons.first { $0.button == .skipWord }).rect
        run.send(.clicked(skip.center), at: run.state.time + 0.1)
        #expect(run.said.last == "Skipped back. Say: camera (1 of 2)")
        let stop = try #require(run.state.voiceStepButtons.first { $0.button == .stop }).rect
        run.face { $0.neutral(for: 0.3) }
        run.send(.pointerMoved(stop.center), at: run.state.time + 0.05)
        run.rest()
        #expect(run.state.overlay == nil, "dwell on Stop stopped the step: \(run.screen)")
        #expect(run.said.last?.hasPrefix("Voice step stopped. No take was heard as its word") == true)
    }

    @Test func learnMyVoiceInSettingsRunsTheVoiceStepAloneByDwell() throws {
        var run = try ScreensStore(profile: CalibrationWizardFlowTests.joystick)
        run.send(.voice(.listening), at: 0.05)
        run.face { $0.neutral(for: 1.5) }
        run.openSettingsPage("Voice commands", scene: "facenav-voice")
        #expect(run.screen.contains("Voice commands on; your voice is not learnt yet."), "\(run.screen)")
        let onLearn = run.focus("Learn my voice")
        #expect(onLearn, "focus reached Learn my voice: \(run.screen)")
        run.rest()
        let step = try #require(Self.step(run), "the voice step opened: \(run.screen)")
        #expect(step.currentTakeName == "back (1 of 2)")
        run.face { $0.neutral(for: 2) }
        #expect(Self.step(run) != nil, "no face step captures the resting head")
    }

    @Test func forgetMyVoiceAsksFirstByDwellAndForgetsByItsConfirmation() throws {
        var profile = CalibrationWizardFlowTests.joystick
        profile.voice.enrolled = ["select": -18.5]
        profile.voice.adaptation = "/unused/profile.voice-mllr"
        var run = try ScreensStore(profile: profile)
        run.send(.voice(.listening), at: 0.05)
        run.face { $0.neutral(for: 1.5) }
        run.openSettingsPage("Voice commands", scene: "facenav-voice")
        #expect(run.screen.contains("your voice is learnt for select."), "\(run.screen)")
        let onForget = run.focus("Forget my voice")
        #expect(onForget, "focus reached Forget my voice: \(run.screen)")
        run.rest()
        #expect(run.state.navigation.sheet == AppState.dwellConfirmationSceneID, "asked first: \(run.screen)")
        #expect(run.state.profile.voice.enrolled == ["select": -18.5], "nothing forgotten yet")
        // The question's own Forget my voice, clicked (a deliberate press).
        let confirm = try #require(run.state.layout.regions.last { $0.label == "Forget my voice" }, "\(run.screen)")
        run.send(.clicked(confirm.rect.center), at: run.state.time + 0.1)
        #expect(run.state.profile.voice.enrolled.isEmpty)
        #expect(run.said.last == "Your voice is forgotten: every word is heard as for any voice")
        let saved = try ProfileFile.decode(try #require(run.files[ScreensHarness.profilePath]))
        #expect(saved.voice.enrolled.isEmpty)
        // The model's adaptation to the voice and the templates are emptied beside the profile (an empty
        // file is none), and the running voice input is told at once.
        #expect(run.state.profile.voice.adaptation == nil)
        let adaptation = run.files.filter { $0.key.hasSuffix("/profile.voice-mllr") }
        #expect(adaptation.count == 1 && adaptation.values.first == "", "\(run.files.keys)")
        let templates = try #require(run.files.first { $0.key.hasSuffix("/profile.voice-templates") }?.value)
        #expect(try VoiceTemplateFile.decode(templates, file: "t").isEmpty)
        let configured = run.store.effects.compactMap { $0.featureEffect(as: VoiceConfiguration.self)?.settings }
        #expect(configured == [run.state.profile.voice], "once, with nothing learnt")
    }

    @Test func theVoiceStepScreenInUnicodeAndASCII() throws {
        var run = try Self.afterFaceSteps()
        Self.say([SpokenWord("back", score: -14)], in: &run)
        Self.say([SpokenWord("pause", score: -8)], in: &run)
        for (text, name) in [
            (run.screen, "screens-voice-step"),
            (
                run.store.feature.render(run.state, size: ScreensHarness.size).asciiFallback().plainText,
                "screens-voice-step-ascii"
            ),
        ] {
            if let mismatch = snapshotMismatch(text, named: name) { Issue.record(Comment(rawValue: mismatch)) }
        }
    }
}
