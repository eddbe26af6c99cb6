import FaceNavCore
import Foundation

extension VoiceTestSet {
    /// Scores the set with each voice enrolled from its own takes, as `facenav listen --enrol` enrols a
    /// user: `takes/VOICE/WORD-1.wav` and `WORD-2.wav` (`make-enrol-takes.sh`) decoded and learnt
    /// (`VoiceEnrolment`: enrolled scores and templates), then that voice's files scored under the settings
    /// learnt, their words compared with its templates in the files' audio. A voice with no takes folder is
    /// scored unenrolled. Every recogniser is made with `options`.
    ///
    /// With `ownMean`, each enrolled voice's takes give their mean cepstrum
    /// (`VoiceEnrolment.cepstralMean(of:model:options:)`), and its takes and files are decoded by a
    /// recogniser that starts every utterance from it, as the app's recogniser does with the mean in the
    /// profile (`DecoderOptions.init(for:ownMean:)`).
    ///
    /// With `adapt`, each enrolled voice's files are decoded instead by the model adapted to its takes
    /// (`VoiceEnrolment.adapt`: an MLLR transform, with the takes decoded again under it), as enrolment with
    /// sphinxtrain installed adapts a user's model; a voice with no takes is decoded by the general model.
    ///
    /// With `variants`, each enrolled voice's words also get, per named cepstrum, the distances from templates
    /// learnt with it from the same takes (`HeardWord.templateVariants`); nothing decided changes.
    ///
    /// With `judgesUtterances`, every utterance of an enrolled voice's files, cut and trimmed as the recogniser
    /// cuts it, is judged by its templates alone (`Result.utterances`, `TemplateMatcher.judge`); nothing
    /// decided changes.
    ///
    /// - Throws: `VoiceError` for a model that cannot load, a file that cannot be read, or (with `adapt`) an
    ///   adaptation that fails.
    public func scoreEnrolled(
        takes folder: String, settings: VoiceSettings, model: VoiceModel = VoiceModel(), threads: Int = 2,
        adapt: Bool = false, options: DecoderOptions = DecoderOptions(),
        ownMean: Bool = DecoderOptions.startsFromEnrolledMean, variants: [String: MelCepstrum] = [:],
        judgesUtterances: Bool = false
    ) throws(VoiceError) -> Result {
        let enrolled = Set(files.map(\.voice).filter { Self.hasTakes("\(folder)/\($0)") })
        // With adaptation or the voice's own mean, an enrolled voice's files are decoded only as enrolled (the
        // general decoding of them is `scoreEnrolled` without either): decoding is most of the time taken.
        let separately = adapt || ownMean ? enrolled : []
        var decoded = try VoiceTestSet(folder: self.folder, files: files.filter { !separately.contains($0.voice) })
            .decode(settings: settings, model: model, threads: threads, options: options)
        let recognizer = try PocketSphinxRecognizer(model: model, words: settings.words.keys, options: options)
        var result = Result()
        for voice in Set(files.map(\.voice)).sorted() {
            var voiceSettings = settings
            var variantMatchers: [String: TemplateMatcher] = [:]
            let takes = "\(folder)/\(voice)"
            if enrolled.contains(voice) {
                let enrolment = VoiceEnrolment(words: settings.words.keys)
                var recorded = try enrolment.recordedTakes(in: takes, recognizer: recognizer)
                var voiceOptions = options
                if ownMean {
                    voiceOptions.cepstralMean = try enrolment.cepstralMean(of: recorded, model: model, options: options)
                }
                let voiceSet = VoiceTestSet(folder: self.folder, files: files.filter { $0.voice == voice })
                if adapt {
                    let adapted = try enrolment.adapt(recorded, model: model, options: voiceOptions)
                    recorded = adapted.takes
                    decoded += try VoiceEnrolment.withTransform(adapted.transform, model: model) {
                        model throws(VoiceError) in
                        try voiceSet.decode(settings: settings, model: model, threads: threads, options: voiceOptions)
                    }
                } else if ownMean {
                    recorded = try VoiceEnrolment.redecoded(
                        recorded,
                        by: PocketSphinxRecognizer(model: model, words: settings.words.keys, options: voiceOptions))
                    decoded += try voiceSet.decode(
                        settings: settings, model: model, threads: threads, options: voiceOptions)
                }
                var learnt = VoiceEnrolment.learn(fromTakes: recorded)
                learnt.cepstralMean = voiceOptions.cepstralMean
                voiceSettings = learnt.applied(to: settings)
                let heardTakes = recorded.filter { !$0.heard.isEmpty }.map { ($0.prompt, $0.samples) }
                variantMatchers = variants.mapValues { cepstrum in
                    TemplateMatcher(
                        templates: TemplateMatcher.learn(from: heardTakes, cepstrum: cepstrum), cepstrum: cepstrum)
                }
            }
            let matcher = TemplateMatcher(templates: voiceSettings.templates)
            var annotated: [(file: VoiceTestFile, words: [HeardWord])] = []
            var judged: [(file: VoiceTestFile, utterances: [TemplateUtterance])] = []
            for (file, words) in decoded where file.voice == voice {
                let audio = matcher.templates.isEmpty ? nil : try WavAudio(contentsOf: file.path)
                var words = audio.map { matcher.annotate(words, audio: $0.samples[...], audioStart: 0) } ?? words
                if let audio, judgesUtterances {
                    judged.append((file, try recognizer.trimmedUtterances(of: audio).compactMap(matcher.judge)))
                }
                if let audio {
                    for (name, variant) in variantMatchers {
                        let measured = variant.annotate(words, audio: audio.samples[...], audioStart: 0)
                        for index in words.indices {
                            words[index].templateVariants = words[index].templateVariants ?? [:]
                            words[index].templateVariants?[name] = measured[index].templateDistances
                        }
                    }
                }
                annotated.append((file, words))
            }
            var tallied = Self.tally(annotated, settings: voiceSettings)
            tallied.utterances = judged
            result.add(tallied)
        }
        return result
    }

    /// Whether `folder` is a folder (of one voice's takes).
    private static func hasTakes(_ folder: String) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) && isFolder.boolValue
    }
}

extension VoiceTestSet.Result {
    /// Adds another result's scores and decoded words to these.
    public mutating func add(_ other: VoiceTestSet.Result) {
        faceNav.add(other.faceNav)
        plain.add(other.plain)
        decoded += other.decoded
        general += other.general
        utterances += other.utterances
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
