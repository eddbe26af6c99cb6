import FaceNavCore
import Foundation

extension VoiceTestSet {
    /// Scores the set with each voice enrolled from its own takes, as `facenav listen --enrol` enrols a
    /// user: `takes/VOICE/WORD-1.wav` and `WORD-2.wav` (`make-enrol-takes.sh`) decoded and learnt
    /// (`VoiceEnrolment`: enrolled scores and templates), then that voice's files scored under the settings
    /// learnt, their words compared with its templates in the files' audio. A voice with no takes folder is
    /// scored unenrolled.
    ///
    /// - Throws: `VoiceError` for a model that cannot load or a file that cannot be read.
    public func scoreEnrolled(
        takes folder: String, settings: VoiceSettings, model: VoiceModel = VoiceModel(), threads: Int = 2
    ) throws(VoiceError) -> Result {
        let decoded = try decode(settings: settings, model: model, threads: threads)
        let recognizer = try PocketSphinxRecognizer(model: model, words: settings.words.keys)
        var result = Result()
        for voice in Set(files.map(\.voice)).sorted() {
            var voiceSettings = settings
            let takes = "\(folder)/\(voice)"
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: takes, isDirectory: &isFolder), isFolder.boolValue {
                let enrolment = VoiceEnrolment(words: settings.words.keys)
                voiceSettings = try enrolment.learn(fromFolder: takes, recognizer: recognizer).applied(to: settings)
            }
            let matcher = TemplateMatcher(templates: voiceSettings.templates)
            var annotated: [(file: VoiceTestFile, words: [HeardWord])] = []
            for (file, words) in decoded where file.voice == voice {
                let audio = matcher.templates.isEmpty ? nil : try WavAudio(contentsOf: file.path)
                annotated.append(
                    (file, audio.map { matcher.annotate(words, audio: $0.samples[...], audioStart: 0) } ?? words))
            }
            result.add(Self.tally(annotated, settings: voiceSettings))
        }
        return result
    }
}

extension VoiceTestSet.Result {
    /// Adds another result's scores and decoded words to these.
    public mutating func add(_ other: VoiceTestSet.Result) {
        faceNav.add(other.faceNav)
        plain.add(other.plain)
        decoded += other.decoded
        general += other.general
    }
}

extension VoiceScore {
    /// Adds another score's counts and mistakes to these.
    public mutating func add(_ other: VoiceScore) {
        right += other.right
        missed += other.missed
        confused += other.confused
        falseCommands += other.falseCommands
        mistakes += other.mistakes
    }
}
