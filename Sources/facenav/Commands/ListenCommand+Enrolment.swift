import FaceNavCore
import Foundation
import Inputs
import SceneFormat
import VoiceCommands

extension ListenCommand {
    /// Enrolment: each command word said twice (from the microphone, or recorded as `TAKES/WORD-1.wav` and
    /// `TAKES/WORD-2.wav`), its lowest score heard right saved in the profile as `voice: enrolled:`. The
    /// takes are judged as the calibration wizard's voice step judges them (`VoiceEnrolment`, `VoiceTake`).
    /// With `adapt` (`--adapt`; off by default: on the tune part it heard more commands but let more near
    /// words through, BENCHMARKS.md), the model is also adapted to the takes (`SpeakerAdaptation`, MLLR): the
    /// transform is saved beside the profile (`profile.voice-mllr`) and the scores are learnt from the takes
    /// decoded again with it. Without sphinxtrain, or when adaptation fails, one line says why and the scores
    /// and templates are saved as before. An older transform is removed when none is made: it no longer
    /// matches the scores. The takes' mean cepstrum is saved too (`voice: cepstralMean:`); the recogniser
    /// starts from it when `DecoderOptions.startsFromEnrolledMean`. It is measured even while that is off
    /// (one more pass over the takes), so a profile enrolled now has it when it is switched on; when it
    /// cannot be measured, an older one is dropped with the older takes.
    static func enrol(
        voice: VoiceOptions, takes folder: String?, mic: String?, profilePath: String?, adapt: Bool = false
    ) throws(VoiceError) {
        guard let path = profilePath ?? ProfileFile.defaultPath() else {
            throw VoiceError("no profile to save the enrolment in: give --profile FILE (or set HOME)")
        }
        var settings: VoiceSettings
        do {
            settings = try ProfileFile.loadIfPresent(from: path).voice
        } catch {
            throw VoiceError("\(error)")
        }
        voice.apply(to: &settings)
        let recognizer = try PocketSphinxRecognizer(
            model: VoiceModel(model: settings.model, dictionary: settings.dictionary), words: settings.words.keys)
        let enrolment = VoiceEnrolment(words: settings.words.keys)
        let takes =
            if let folder {
                try enrolment.recordedTakes(in: folder, recognizer: recognizer)
            } else {
                try enrolment.microphoneTakes(
                    from: try AlsaMicrophone(device: mic ?? "default"), recognizer: recognizer
                ) { FileOutput.standardError.write("say: \($0)\n") }
            }
        let model = VoiceModel(model: settings.model, dictionary: settings.dictionary)
        // The voice's mean cepstrum, saved in the profile; when the recogniser starts from it, the takes are
        // decoded again with it, so the enrolled scores are those the app's recogniser will give.
        var mean: [Float]?
        do throws(VoiceError) {
            mean = try enrolment.cepstralMean(of: takes, model: model)
        } catch {
            FileOutput.standardError.write("facenav: no cepstral mean measured: \(error.message)\n")
        }
        var voiceOptions = DecoderOptions()
        if DecoderOptions.startsFromEnrolledMean, let mean { voiceOptions.cepstralMean = mean }
        var transform: MLLRTransform?
        var learntTakes = takes
        if voiceOptions.cepstralMean != nil {
            learntTakes = try VoiceEnrolment.redecoded(
                takes, by: PocketSphinxRecognizer(model: model, words: settings.words.keys, options: voiceOptions))
        }
        // Without --adapt, or when adapting fails, `transform` stays nil and an earlier transform is removed
        // below: it no longer matches the new scores.
        if adapt {
            if let missing = SpeakerAdaptation.missingTool() {
                FileOutput.standardError.write("facenav: not adapted: \(missing)\n")
            } else {
                do throws(VoiceError) {
                    let adapted = try enrolment.adapt(takes, model: model, options: voiceOptions)
                    transform = adapted.transform
                    learntTakes = adapted.takes
                } catch {
                    FileOutput.standardError.write("facenav: not adapted: \(error.message)\n")
                }
            }
        }
        var learnt = VoiceEnrolment.learn(fromTakes: learntTakes)
        learnt.cepstralMean = mean
        let outcome = learnt.outcome
        for problem in outcome.problems { FileOutput.standardOutput.write("not learnt: \(problem)\n") }
        for (word, score) in outcome.enrolled.sorted(by: { $0.key < $1.key }) {
            FileOutput.standardOutput.write("enrolled \(word): \(String(format: "%.2f", score))\n")
        }
        for (word, takes) in learnt.templates.words.sorted(by: { $0.key < $1.key }) {
            FileOutput.standardOutput.write("templates \(word): \(takes.count) take(s)\n")
        }
        guard !outcome.enrolled.isEmpty || !learnt.templates.isEmpty else {
            throw VoiceError("no take was heard as its word, so nothing was saved; try again somewhere quieter")
        }
        do {
            var profile = try ProfileFile.loadIfPresent(from: path)
            profile.voice.templates = VoiceTemplateFile.loadBeside(path) { _ in }
            profile.voice = learnt.applied(to: profile.voice)
            try ProfileFile.save(profile, to: path)
            try VoiceTemplateFile.save(profile.voice.templates, besideProfile: path)
            try MLLRTransform.save(transform, besideProfile: path)
        } catch {
            throw VoiceError("cannot save the enrolment in \(path): \(error)")
        }
        FileOutput.standardOutput.write(
            "saved in \(path) and \(VoiceTemplateFile.path(besideProfile: path))"
                + (transform == nil ? "" : " and \(MLLRTransform.path(besideProfile: path))") + "\n")
    }
}
