import FaceNavCore
import Foundation
import SceneApp
import SceneFormat
import Testing
import VoiceCommands

/// The calibration wizard's voice step driven by recorded takes (`.fixtures/voice-set/enrol`, one
/// espeak-ng voice saying each command twice) decoded by real pocketsphinx, as the voice input hands
/// them on, to a saved profile file that changes what is accepted in recordings enrolment never saw.
@Suite struct VoiceStepRecordingTests {
    static let folder = VoiceSetTests.folder
    static let voice = "espeak-en-029"

    /// Runs the voice step from settings with each take's recording; returns the profile it saved and the
    /// takes as decoded.
    private func enrolByTheWizard(recognizer: PocketSphinxRecognizer) throws -> (
        profile: Profile?, takes: [(prompt: String, heard: [HeardWord])]
    ) {
        var state = AppState(
            app: AppDefinition(title: "", rootSceneID: "", scenes: [:]), profile: .default,
            screenSize: Size(width: 80, height: 24))
        var effects = state.reduce(.voice(.listening), at: 0)
        effects += state.startVoiceEnrolment(at: 0)
        var time = 0.0
        var decoded: [String: [HeardWord]] = [:]
        while case .calibration(let wizard) = state.overlay, let step = wizard.voice, let prompt = step.currentPrompt {
            let path = VoiceEnrolment.takePath(
                in: Self.folder + "/enrol", word: prompt, take: step.index % VoiceEnrolmentStep.takesPerWord + 1)
            if decoded[path] == nil { decoded[path] = try recognizer.recognize(WavAudio(contentsOf: path)) }
            let words = decoded[path]!
            if words.isEmpty {
                // Nothing decoded: the voice input sends nothing, and the take's time runs out.
                time = step.deadline
                effects += state.reduce(.tick, at: time)
            } else {
                time = max(time, step.listensFrom) + 1
                effects += state.reduce(.voice(.utterance(VoiceEnrolment.spoken(words))), at: time)
            }
        }
        let saved = effects.compactMap { effect -> Profile? in
            guard case .saveProfile(let profile) = effect else { return nil }
            return profile
        }.last
        // Each take as `facenav listen --enrol --takes` decodes it: every prompt's recording once.
        var takeNumber: [String: Int] = [:]
        let takes = VoiceEnrolment(words: VoiceSettings.defaultWords.keys).prompts.map { prompt in
            takeNumber[prompt, default: 0] += 1
            let path = VoiceEnrolment.takePath(in: Self.folder + "/enrol", word: prompt, take: takeNumber[prompt]!)
            return (prompt: prompt, heard: decoded[path] ?? [])
        }
        return (saved, takes)
    }

    @Test func recordedTakesThroughTheWizardSaveAProfileThatHearsMoreOfThatVoiceAndNoMoreDistractors() throws {
        try #require(
            FileManager.default.fileExists(atPath: Self.folder + "/enrol/back-1.wav"),
            "\(Self.folder) is missing: run `make voice-fixtures`")
        let recognizer = try PocketSphinxRecognizer(model: VoiceModel(), words: VoiceSettings.defaultWords.keys)
        let wizard = try enrolByTheWizard(recognizer: recognizer)
        let profile = try #require(wizard.profile, "the wizard saved the profile")
        // The wizard learns what `facenav listen --enrol` learns from the same takes.
        #expect(profile.voice.enrolled == VoiceEnrolment.learn(from: wizard.takes).enrolled)
        #expect(!profile.voice.enrolled.isEmpty)

        // Saved through the one atomic writer, private, and read back.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("facenav-voice-step-\(getpid())")
            .path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/profile.yaml"
        try ProfileFile.save(profile, to: path)
        let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        let saved = try ProfileFile.load(from: path).voice
        #expect(saved.enrolled == profile.voice.enrolled)

        // The voice's commands and distractors in files the takes never came from.
        let set = try VoiceTestSet(folder: Self.folder)
        let files = set.files.filter { $0.voice == Self.voice }
        let before = try VoiceTestSet(folder: set.folder, files: files).score(settings: .default)
        let after = VoiceTestSet.tally(before.decoded, settings: saved)
        #expect(after.faceNav.right > before.faceNav.right, "before \(before.faceNav), after \(after.faceNav)")
        #expect(after.faceNav.confused <= before.faceNav.confused, "\(after.faceNav.mistakes)")
        #expect(after.faceNav.falseCommands == before.faceNav.falseCommands, "\(after.faceNav.mistakes)")
        // One word by name: rejected by the general minimum, accepted for this voice once enrolled.
        let words = before.decoded.flatMap(\.words)
        let gained = words.first { word in
            var general = VoiceCommandFilter(settings: .default)
            var enrolled = VoiceCommandFilter(settings: saved)
            return general.accept(word) == nil && enrolled.accept(word) != nil
        }
        #expect(gained != nil, "a command word rejected before is accepted after")
        // Distractors (near words such as "nest", and conversation): no more accepted than before, and one
        // decoded as an enrolled word under the general minimum (so enrolment touched its bar) still rejected.
        let distractors = before.decoded.filter { $0.file.kind != .commands }.flatMap(\.words)
        #expect(!distractors.isEmpty)
        var general = VoiceCommandFilter(settings: .default)
        var enrolled = VoiceCommandFilter(settings: saved)
        #expect(enrolled.accept(distractors) == general.accept(distractors), "no new false command")
        let rejected = distractors.first { word in
            var filter = VoiceCommandFilter(settings: saved)
            return saved.enrolled[word.word].map { $0 < VoiceSettings.default.minimumScore } == true
                && (word.score ?? 0) < VoiceSettings.default.minimumScore && filter.accept(word) == nil
        }
        #expect(rejected != nil, "a distractor near an enrolled word is still rejected")
    }
}
