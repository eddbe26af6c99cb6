import Foundation
import SafeFiles

/// Learns a speaker's MLLR transform of the acoustic model from enrolment takes, with sphinxtrain's tools
/// as the CMUSphinx adaptation tutorial runs them: `sphinx_fe` makes each take's cepstra with the model's
/// `feat.params`, `bw` collects Baum-Welch statistics with each take's transcription (its word),
/// `mllr_solve` turns them into the transform. Debian's model has only quantised mixture weights, so they
/// are converted first (`MixtureWeights`), and its binary `mdef` is written as text
/// (`pocketsphinx_mdef_convert`) for `bw`.
///
/// Everything is written in a private temporary folder (`AdaptationFolder`, 0700), removed afterwards, or
/// at the next start when a kill left it. Each tool runs with a time limit; a missing tool is one error
/// saying to install sphinxtrain.
public struct SpeakerAdaptation: Sendable {
    public var model: VoiceModel
    /// Seconds each tool may take before it is stopped (`bw` on twenty takes needs about one).
    public var timeLimit: Double

    /// Where Debian's `sphinxtrain` installs `bw` and `mllr_solve`.
    public static let sphinxtrainFolder = "/usr/lib/sphinxtrain"
    public static let tools = [
        "/usr/bin/sphinx_fe", "/usr/bin/pocketsphinx_mdef_convert", sphinxtrainFolder + "/bw",
        sphinxtrainFolder + "/mllr_solve",
    ]

    public init(model: VoiceModel = VoiceModel(), timeLimit: Double = 120) {
        self.model = model
        self.timeLimit = timeLimit
    }

    /// One line naming the first tool missing, and what to install; nil when all are there.
    public static func missingTool() -> String? {
        guard let missing = tools.first(where: { !FileManager.default.isExecutableFile(atPath: $0) }) else {
            return nil
        }
        return "voice adaptation needs \(missing), which is not installed: "
            + "install sphinxtrain, sphinxbase-utils and pocketsphinx (make deps)"
    }

    /// The transform learnt from `takes` (each the word asked for and its 16 kHz audio). Takes with no
    /// audio are left out.
    ///
    /// - Throws: `VoiceError` for a missing tool, no usable take, or a tool that fails or runs too long
    ///   (naming it and the last line it printed).
    public func learn(from takes: [(prompt: String, samples: [Int16])]) throws(VoiceError) -> MLLRTransform {
        if let missing = Self.missingTool() { throw VoiceError(missing) }
        try model.check()
        let takes = takes.filter { !$0.samples.isEmpty && CommandGrammar.isValidWord($0.prompt) }
        guard !takes.isEmpty else { throw VoiceError("voice adaptation needs at least one take with audio") }
        // The takes of a run that was killed are the user's voice: removed before this one writes its own.
        try AdaptationFolder.removeLeftovers()
        let folder = try AdaptationFolder.make()
        defer { AdaptationFolder.remove(folder) }
        do {
            let sendump = try SafeFile.read(model.model + "/sendump", limit: 64 << 20)
            let weights = try MixtureWeights(sendump: sendump, name: model.model + "/sendump")
            try AtomicWriter.write(weights.mixtureWeightsFile, to: folder + "/mixture_weights")
            var ids: [String] = []
            var transcription = ""
            for (index, take) in takes.enumerated() {
                let id = String(format: "take%03d", index)
                ids.append(id)
                transcription += "<s> \(take.prompt.lowercased()) </s> (\(id))\n"
                let bytes = take.samples.withUnsafeBytes { Array($0) }
                try AtomicWriter.write(bytes, to: "\(folder)/\(id).raw")
            }
            try AtomicWriter.write(ids.joined(separator: "\n") + "\n", to: folder + "/fileids")
            try AtomicWriter.write(transcription, to: folder + "/transcription")
        } catch let error as VoiceError {
            throw error
        } catch {
            throw VoiceError("voice adaptation cannot write its temporary files in \(folder): \(error)")
        }
        try run(
            "/usr/bin/pocketsphinx_mdef_convert", ["-text", model.model + "/mdef", folder + "/mdef.txt"], in: folder)
        try run(
            "/usr/bin/sphinx_fe",
            [
                "-argfile", model.model + "/feat.params", "-samprate", "\(WavAudio.sampleRate)", "-c", "fileids",
                "-di", ".", "-do", ".", "-ei", "raw", "-eo", "mfc", "-raw", "yes", "-input_endian", "little",
            ], in: folder)
        // bw waits and retries for five minutes when a feature file is missing: check they were all made.
        let ids = (0..<takes.count).map { String(format: "take%03d", $0) }
        guard ids.allSatisfy({ FileManager.default.fileExists(atPath: "\(folder)/\($0).mfc") }) else {
            throw VoiceError("voice adaptation: sphinx_fe made no features for some takes; check sphinxbase-utils")
        }
        let featureSettings = Self.featureSettings(model: model)
        try run(
            Self.sphinxtrainFolder + "/bw",
            [
                "-moddeffn", "mdef.txt", "-ts2cbfn", ".ptm.", "-meanfn", model.model + "/means",
                "-varfn", model.model + "/variances", "-mixwfn", "mixture_weights",
                "-tmatfn", model.model + "/transition_matrices", "-dictfn", model.dictionary,
                "-fdictfn", model.model + "/noisedict", "-ctlfn", "fileids", "-lsnfn", "transcription",
                "-cepdir", ".", "-cepext", "mfc", "-accumdir", ".",
            ] + featureSettings, in: folder)
        try run(
            Self.sphinxtrainFolder + "/mllr_solve",
            [
                "-meanfn", model.model + "/means", "-varfn", model.model + "/variances", "-outmllrfn", "mllr_matrix",
                "-accumdir", ".",
            ], in: folder)
        let transform = try MLLRTransform(contentsOf: folder + "/mllr_matrix")
        if let lengths = model.streamLengths, lengths != transform.lengths {
            throw VoiceError("voice adaptation: mllr_solve made streams of \(transform.lengths), not \(lengths)")
        }
        return transform
    }

    /// The feature settings `bw` must share with the model (`-feat`, `-svspec`, `-agc`, `-cmn`, `-varnorm`),
    /// from its `feat.params`; English's when it has none.
    static func featureSettings(model: VoiceModel) -> [String] {
        guard let parameters = model.featureParameters else {
            return ["-feat", "1s_c_d_dd", "-svspec", "0-12/13-25/26-38", "-agc", "none", "-cmn", "batch"]
        }
        return ["-feat", "-svspec", "-agc", "-cmn", "-varnorm"].flatMap { option in
            parameters[option].map { [option, $0] } ?? []
        }
    }

    /// Runs `tool` in `folder`, stopping it after `timeLimit` seconds.
    ///
    /// - Throws: `VoiceError` naming the tool and its last line of output when it fails or runs too long.
    func run(_ tool: String, _ arguments: [String], in folder: String) throws(VoiceError) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        let log = folder + "/" + URL(fileURLWithPath: tool).lastPathComponent + ".log"
        let name = URL(fileURLWithPath: tool).lastPathComponent
        let finished = DispatchSemaphore(value: 0)
        do {
            _ = FileManager.default.createFile(atPath: log, contents: nil, attributes: [.posixPermissions: 0o600])
            let output = try FileHandle(forWritingTo: URL(fileURLWithPath: log))
            defer { try? output.close() }
            process.standardOutput = output
            process.standardError = output
            process.standardInput = FileHandle.nullDevice
            process.terminationHandler = { _ in finished.signal() }
            try process.run()
        } catch {
            throw VoiceError("voice adaptation cannot start \(tool): \(error); install sphinxtrain (make deps)")
        }
        if finished.wait(timeout: .now() + timeLimit) == .timedOut {
            process.terminate()
            process.waitUntilExit()
            throw VoiceError("voice adaptation: \(name) took over \(Int(timeLimit)) s and was stopped")
        }
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            let text = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
            let last = text.split(separator: "\n").last(where: { $0.contains("ERROR") || $0.contains("FATAL") })
            throw VoiceError(
                "voice adaptation: \(name) failed"
                    + (last.map { ": " + PrintableText.escaped(String($0.prefix(160))) } ?? ""))
        }
    }
}
