import FaceNavCore
import FaceNavTestSupport
import Features
import Runtime
import SceneApp
import SceneFormat
import Testing

/// Speech on or off and its rate, set by face alone in the settings screen, through the one loop: the
/// loop's announcer goes quiet while the status line and the message history keep every message, the rate
/// reaches the voice, and both survive a restart.
@Suite struct SpeechSettingsFlowTests {
    @Test func speechTurnedOffAndFasterByDwellIsAppliedSavedAndKeptAfterARestart() throws {
        var run = try ScreensHarness(profile: CalibrationWizardFlowTests.joystick)
        run.face { $0.neutral(for: 1.5) }
        run.openSettingsPage("Speech", scene: "facenav-speech")
        let onFaster = run.focus("Faster")
        #expect(onFaster)
        run.rest()
        #expect(run.state.profile.speech.rate == 200)
        #expect(run.recorder.announcer.wordsPerMinute == 200, "the rate reaches the voice at once")
        #expect(run.recorder.said.last == "Speech on, 200 words a minute")

        let onOff = run.focus("Speech off")
        #expect(onOff)
        let stopsBefore = run.recorder.announcer.stopCount
        run.rest()
        #expect(!run.state.profile.speech.isEnabled)
        #expect(run.recorder.announcer.stopCount > stopsBefore, "what was being said stops")
        #expect(run.screen.contains("Speech off, messages on screen only, 200 words a minute."))

        // Silent from now on, but every message is still shown and kept.
        let spoken = run.recorder.said.count
        run.face { $0.lost(for: 0.5).neutral(for: 1.5) }
        #expect(run.recorder.said.count == spoken, "nothing more is spoken: \(run.recorder.said.suffix(3))")
        #expect(run.state.messages.recent(3).map(\.text).contains("Face lost"))
        #expect(run.screen.contains("Face found") || run.screen.contains("Centred"), "the status line shows it")

        let saved = try #require(run.recorder.files[ScreensHarness.profilePath])
        #expect(saved.contains("speech:\n  enabled: false\n  rate: 200\n"))
        let restarted = try ProfileFile.decode(saved)
        #expect(restarted.speech == SpeechSettings(isEnabled: false, rate: 200))
        // A new run's performer takes the profile's speech, as `facenav` builds it.
        let voice = RecordingAnnouncer()
        let performer = EffectPerformer(announcer: voice, speech: restarted.speech)
        #expect(voice.wordsPerMinute == 200)
        _ = performer.perform([.announce(Announcement("Face found"))])
        #expect(voice.texts.isEmpty, "speech stays off after the restart")
    }

    @Test func speechTurnedBackOnSpeaksAgainAtTheRateSet() throws {
        var profile = Profile.default
        profile.speech = SpeechSettings(isEnabled: false, rate: 290)
        let voice = RecordingAnnouncer()
        let performer = EffectPerformer(announcer: voice, speech: profile.speech)
        var state = AppState(app: try ScreensHarness.app(), profile: profile, screenSize: ScreensHarness.size)
        func send(_ action: Action, at time: Double) {
            _ = performer.perform(AppFeature.programEffects(state.reduce(action, at: time)))
        }
        send(.command(.settings, source: .voice(word: "settings")), at: 1)
        #expect(voice.texts.isEmpty)
        state.navigation.push("facenav-speech")
        state.cursor = try #require(state.layout.regions.first { $0.label == "Speech on" }).rect.center
        send(.command(.activate, source: .gesture(.tongueOut)), at: 2)
        #expect(state.profile.speech.isEnabled)
        #expect(voice.texts.last == "Speech on, 290 words a minute", "spoken again: \(voice.texts)")
        #expect(voice.wordsPerMinute == 290)
    }

    @Test func withNoVoiceRunningTheSpeechPageSaysSoRatherThanSpeechOn() throws {
        // `--speech none`, or no speech program: the setting alone would read "Speech on".
        var run = try ScreensHarness(profile: CalibrationWizardFlowTests.joystick, hasVoice: false)
        run.face { $0.neutral(for: 1.5) }
        run.openSettingsPage("Speech", scene: "facenav-speech")
        let line = run.state.widgetStates.values[WidgetKey(sceneID: "facenav-speech", widgetID: "now")]
        #expect(
            line
                == "Speech on, 170 words a minute; but no voice is running (started with --speech none, or no speech"
                + " program found), so messages are on screen only.")
        #expect(run.screen.contains("no voice is running"))
    }

    @Test func theRateStopsAtItsBounds() throws {
        var state = AppState(app: try ScreensHarness.app(), screenSize: ScreensHarness.size)
        state.profile.speech.rate = 440
        _ = state.reduce(.command(.settings, source: .key), at: 1)
        state.navigation.push("facenav-speech")
        let faster = try #require(state.layout.regions.first { $0.label == "Faster" }).rect.center
        state.cursor = faster
        _ = state.reduce(.command(.activate, source: .key), at: 2)
        #expect(state.profile.speech.rate == 450)
        state.cursor = faster
        _ = state.reduce(.command(.activate, source: .key), at: 3)
        #expect(state.profile.speech.rate == SpeechSettings.rates.upperBound)
    }
}
