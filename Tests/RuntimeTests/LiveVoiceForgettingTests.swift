import FaceNavCore
import FaceNavTestSupport
import Features
import Foundation
import Inputs
import Runtime
import SceneFormat
import Testing
import VoiceCommands

@testable import SceneApp

/// "Forget my voice" reaching a running voice input: the app's effects performed by the loop's performer
/// with the handler a live session gives it, the files emptied on disk, and the listener the app runs (a
/// real pocketsphinx recogniser) dropping the speaker adaptation and the enrolled scores at its next chunk,
/// without a restart.
@Suite struct LiveVoiceForgettingTests {
    /// An identity transform of English's three streams of 13 (it leaves the model as it is).
    static let identity: String = {
        var lines = ["1", "3"]
        for _ in 0..<3 {
            lines.append("13")
            for row in 0..<13 { lines.append((0..<13).map { $0 == row ? "1.0" : "0.0" }.joined(separator: " ")) }
            lines.append(Array(repeating: "0.0", count: 13).joined(separator: " "))
            lines.append(Array(repeating: "1.0", count: 13).joined(separator: " "))
        }
        return lines.joined(separator: "\n") + "\n"
    }()

    @Test func forgettingDropsTheRunningRecognisersAdaptationAndScoresAtOnce() throws {
        try withTemporaryFolder("forget") { temporary in
            let folder = temporary.path("forget")
            let profilePath = folder + "/facenav/profile.yaml"
            try MLLRTransform.save(try MLLRTransform(text: Self.identity, file: "identity"), besideProfile: profilePath)
            let adaptation = MLLRTransform.path(besideProfile: profilePath)
            var profile = Profile.default
            profile.voice.enrolled = ["back": -15, "next": -16]
            profile.voice.adaptation = adaptation

            // The listener as a live session starts it, with the settings the profile was loaded with.
            let changes = VoiceSettingsChanges()
            var listener = VoiceInput.listener(
                to: WavAudioSource(WavAudio(samples: [Int16](repeating: 0, count: WavAudio.sampleRate))),
                settings: profile.voice, recognizer: try VoiceInput.recognizer(for: profile.voice))
            #expect(listener.recognizer.loadedAdaptation == adaptation, "pocketsphinx loaded the transform")
            #expect(listener.filter.policy.enrolled == profile.voice.enrolled)

            // Settings, "Forget my voice": the app's effects, performed as the loop performs them.
            var state = AppState(
                app: AppDefinition(title: "", rootSceneID: "", scenes: [:]), profile: profile,
                screenSize: Size(width: 80, height: 24))
            let effects = AppFeature(profilePath: profilePath).programEffects(state.forgetVoice(at: 1))
            let results = EffectPerformer(handlers: [changes.handler]).perform(effects)
            #expect(results.isEmpty, "every write succeeded: \(results)")
            #expect(try String(contentsOfFile: adaptation, encoding: .utf8) == "")
            #expect(MLLRTransform.loadBeside(profilePath, model: VoiceModel()) { _ in } == nil)
            let templates = try String(
                contentsOfFile: VoiceTemplateFile.path(besideProfile: profilePath), encoding: .utf8)
            #expect(try VoiceTemplateFile.decode(templates, file: "t").isEmpty)

            // The listening thread's next chunk: a recogniser with no transform, no enrolled score.
            #expect(listener.recognizer.loadedAdaptation == adaptation, "nothing changes before the next chunk")
            try listener.run(changedSettings: changes.take) { _ in }
            #expect(listener.recognizer.loadedAdaptation == nil)
            #expect(listener.recognizer.words == Set(profile.voice.words.keys))
            #expect(listener.filter.policy.enrolled.isEmpty)
            #expect(listener.filter.settings.templates.isEmpty)
            #expect(changes.take() == nil, "taken once")
        }
    }
}
