import FaceNavCore
import Foundation
import Inputs
import SceneFormat
import VoiceCommands

extension ListenCommand {
    /// Enrolment: each command word said twice (from the microphone, or recorded as `TAKES/WORD-1.wav` and
    /// `TAKES/WORD-2.wav`), its lowest score heard right saved in the profile as `voice: enrolled:`.
    static func enrol(
        voice: VoiceOptions, takes folder: String?, mic: String?, profilePath: String?
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
        var takeNumber: [String: Int] = [:]
        var takes: [(prompt: String, heard: [HeardWord])] = []
        let microphone = folder == nil ? try AlsaMicrophone(device: mic ?? "default") : nil
        for prompt in enrolment.prompts {
            takeNumber[prompt, default: 0] += 1
            let heard: [HeardWord]
            if let folder {
                heard = try recognizer.recognize(WavAudio(contentsOf: "\(folder)/\(prompt)-\(takeNumber[prompt]!).wav"))
            } else if let microphone {
                FileOutput.standardError.write("say: \(prompt)\n")
                heard = try recognizer.nextUtterance(from: microphone, within: 8)
            } else {
                heard = []
            }
            takes.append((prompt, heard))
        }
        let outcome = VoiceEnrolment.learn(from: takes)
        for problem in outcome.problems { FileOutput.standardOutput.write("not learnt: \(problem)\n") }
        for (word, score) in outcome.enrolled.sorted(by: { $0.key < $1.key }) {
            FileOutput.standardOutput.write("enrolled \(word): \(String(format: "%.2f", score))\n")
        }
        guard !outcome.enrolled.isEmpty else {
            throw VoiceError("no take was heard as its word, so nothing was saved; try again somewhere quieter")
        }
        do {
            var profile = try ProfileFile.loadIfPresent(from: path)
            profile.voice.enrolled = outcome.enrolled
            try ProfileFile.save(profile, to: path)
        } catch {
            throw VoiceError("cannot save the enrolment in \(path): \(error)")
        }
        FileOutput.standardOutput.write("saved in \(path)\n")
    }
}
