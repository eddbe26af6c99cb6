import FaceNavCore
import Foundation
import Inputs
import VoiceCommands

extension ListenCommand {
    /// The decoder's own ceiling on a test set (`listen --score DIR --ceiling`): only the command grammar
    /// decodes, with `options`, and every word it decodes is taken. Prints, per noise level, each said
    /// command as right, heard as another command ("other") or not heard ("nothing"), the other-command
    /// pairs, and the command words decoded in the near-word and conversation files.
    ///
    /// With `takes` (the enrolment folder), each voice's utterances start their mean normalisation from the
    /// mean cepstrum of that voice's takes (`DecoderOptions.cepstralMean`).
    static func ceiling(
        folder: String, part: String?, settings: VoiceSettings, model: VoiceModel, options: DecoderOptions,
        takes: String?
    ) throws(VoiceError) {
        let set = try VoiceTestSet(folder: folder).part(part)
        guard !set.files.isEmpty else { throw VoiceError("the voice test set \(folder) has no part '\(part ?? "")'") }
        let voices = Set(set.files.map(\.voice)).sorted()
        let outcome = CeilingOutcome()
        DispatchQueue.concurrentPerform(iterations: 2) { thread in
            do throws(VoiceError) {
                for voice in stride(from: thread, to: voices.count, by: 2).map({ voices[$0] }) {
                    var voiceOptions = options
                    if let takes {
                        voiceOptions.cepstralMean = try VoiceEnrolment(words: settings.words.keys).cepstralMean(
                            of: Self.takeRecordings(in: "\(takes)/\(voice)"), model: model, options: options)
                    }
                    let recognizer = try PocketSphinxRecognizer(
                        model: model, words: settings.words.keys, options: voiceOptions)
                    for file in set.files where file.voice == voice {
                        let words = try recognizer.recognize(WavAudio(contentsOf: file.path), commandsOnly: true)
                        outcome.add(file, words)
                    }
                }
            } catch {
                outcome.fail(error)
            }
        }
        if let error = outcome.error { throw error }
        let output = FileOutput.standardOutput
        let decoded = outcome.decoded
        output.write(
            "ceiling of the command grammar, \(folder) part \(part ?? "all"): \(decoded.count) files, "
                + "\(voices.count) voices; options \(describe(options, takes: takes))\n")
        var all = VoiceScore()
        for snr in Set(decoded.filter { $0.file.kind == .commands }.map(\.file.snr)).sorted(by: >) + [nil] {
            var score = VoiceScore()
            for (file, words) in decoded where file.kind == .commands && (snr == nil || file.snr == snr) {
                score.add(file: file, heard: words, words: settings.words)
            }
            if snr == nil { all = score }
            output.write(
                "commands \(snr.map { "\($0) dB" } ?? "all  "): right \(score.right) other \(score.confused) "
                    + "nothing \(score.missed) (of \(score.spoken)); words outside the said ones \(score.falseCommands)\n"
            )
        }
        for kind in [VoiceTestFile.Kind.near, .talk] {
            let files = decoded.filter { $0.file.kind == kind }
            output.write(
                "\(kind.rawValue): \(files.map(\.words.count).reduce(0, +)) command words in \(files.count) files\n")
        }
        let pairs = Dictionary(grouping: all.mistakes.compactMap { $0.split(separator: ":").last.map(String.init) }) {
            $0
        }
        .filter { $0.key.contains("→") }.map { "\($0.key) \($0.value.count)" }.sorted()
        output.write("other: \(pairs.joined(separator: ", "))\n")
    }

    /// Every WAV file of a voice's takes folder, by name.
    private static func takeRecordings(in folder: String) throws(VoiceError) -> [WavAudio] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
            throw VoiceError("no takes at \(folder); render them with make-enrol-takes.sh or drop --cmn-from-takes")
        }
        var recordings: [WavAudio] = []
        for name in names.sorted() where name.hasSuffix(".wav") {
            recordings.append(try WavAudio(contentsOf: "\(folder)/\(name)"))
        }
        return recordings
    }

    /// "-lw 8 (command grammar), mean from the takes": what differs from FaceNav's own settings.
    private static func describe(_ options: DecoderOptions, takes: String?) -> String {
        var parts: [String] = []
        if !options.arguments.isEmpty { parts.append(options.arguments.joined(separator: " ")) }
        if !options.commandArguments.isEmpty {
            parts.append(options.commandArguments.joined(separator: " ") + " (command grammar)")
        }
        if takes != nil {
            parts.append("mean normalisation from each voice's takes")
        } else if let mean = options.cepstralMean {
            parts.append("mean normalisation from \(mean.map { String($0) }.joined(separator: ","))")
        }
        if options.pronunciations != ExtraPronunciations.table {
            parts.append("pronunciations \(options.pronunciations.sorted { $0.key < $1.key })")
        }
        if options.detector.margin != UtteranceDetector().margin {
            parts.append("margin \(options.detector.margin) s")
        }
        if options.trimmer.keep != NonSpeechTrimmer().keep { parts.append("keep \(options.trimmer.keep) s") }
        return parts.isEmpty ? "none (FaceNav's)" : parts.joined(separator: ", ")
    }
}

/// What the ceiling's threads decoded, file by file, and the first error.
private final class CeilingOutcome: @unchecked Sendable {
    private let lock = NSLock()
    private var files: [(file: VoiceTestFile, words: [HeardWord])] = []
    private(set) var error: VoiceError?

    /// The files in the set's order of paths.
    var decoded: [(file: VoiceTestFile, words: [HeardWord])] {
        lock.withLock { files.sorted { $0.file.path < $1.file.path } }
    }

    func add(_ file: VoiceTestFile, _ words: [HeardWord]) {
        lock.withLock { files.append((file, words)) }
    }

    func fail(_ failure: VoiceError) {
        lock.withLock { error = error ?? failure }
    }
}
