import ArgumentParser
import FaceNavCore
import Inputs
import Session
import VoiceCommands

/// `facenav listen`: the voice commands heard in a WAV file (or the microphone), with their times.
struct ListenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "listen",
        abstract: "Print the voice commands heard in a WAV file (16 kHz mono 16-bit) or from the microphone.")

    @Option(name: .long, help: "A WAV file to listen to instead of the microphone.")
    var wav: String?

    @Option(name: .long, help: "The ALSA capture device (default: the system's default device).")
    var mic: String?

    @Flag(name: .long, help: "Also print every decoded word with its score, accepted or not (to tune and measure).")
    var all = false

    @Option(name: .long, help: "A profile YAML file (default: $XDG_CONFIG_HOME/facenav/profile.yaml if it exists).")
    var profile: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Score the multi-voice test set in this folder (make voice-fixtures: .fixtures/voice-set): right, "
                + "missed, confused and false commands for FaceNav and for a plain grammar."))
    var score: String?

    @Option(name: .long, help: "With --score: only this part of the set (tune or held).")
    var part: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "With --score: enrol each voice of the set from its takes in this folder (VOICE/WORD-1.wav and "
                + "WORD-2.wav; make voice-fixtures: .fixtures/voice-enrol) before scoring its files."))
    var enrolFolder: String?

    @Flag(
        name: .long,
        help: ArgumentHelp(
            "Enrol your voice: say each command word twice when asked (or give --takes), and save how it "
                + "scores in the profile, so words the model hears badly in your voice are accepted."))
    var enrol = false

    @Option(name: .long, help: "With --enrol: a folder of recorded takes, WORD-1.wav and WORD-2.wav for each word.")
    var takes: String?

    @Flag(
        name: .long,
        help: ArgumentHelp(
            "With --enrol: also adapt the acoustic model to your takes (MLLR, needs sphinxtrain; more words "
                + "heard, but more near words taken too). With --score and --enrol-folder: adapt to each voice's "
                + "takes and decode its files with the adapted model."))
    var adapt = false

    @Flag(
        name: .long,
        help: ArgumentHelp(
            "With --score: decode with the command grammar only and count its words as right, another command "
                + "or nothing (the ceiling any acceptance rule works under).", visibility: .hidden))
    var ceiling = false

    @Option(
        name: .long,
        help: ArgumentHelp(
            "With --score: a pocketsphinx setting NAME=VALUE for every decoder (dither=no); repeatable.",
            visibility: .hidden))
    var decoder: [String] = []

    @Option(
        name: .long,
        help: ArgumentHelp(
            "With --score: a pocketsphinx setting NAME=VALUE for the command grammar only (lw=8); repeatable.",
            visibility: .hidden))
    var commandDecoder: [String] = []

    @Option(
        name: .long,
        help: ArgumentHelp(
            "With --score and --enrol-folder: whether each enrolled voice's takes' mean cepstrum starts its mean "
                + "normalisation, as the profile's does in the app (true or false; default: the app's).",
            visibility: .hidden))
    var ownMean: Bool?

    @Flag(
        name: .long,
        help: ArgumentHelp(
            "With --ceiling and --enrol-folder: start each voice's mean normalisation from its takes' mean.",
            visibility: .hidden))
    var cmnFromTakes = false

    @Option(
        name: .long,
        help: ArgumentHelp(
            "With --score: start every utterance's mean normalisation (live) from this mean cepstrum, 13 "
                + "numbers separated by commas (the model's feat.params -cmninit, say).", visibility: .hidden))
    var cepstralMean: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "With --score: the command grammar's pronunciations besides the dictionary's, WORD=PHONES "
                + "(back=B AA K, the default); repeatable; 'none' for none.", visibility: .hidden))
    var pronunciation: [String] = []

    @Option(
        name: .long,
        help: ArgumentHelp(
            "With --score: seconds of audio handed over before the speech (0.25).", visibility: .hidden))
    var margin: Double?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "With --score: seconds of quiet kept around trimmed speech (0.15).", visibility: .hidden))
    var keep: Double?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "With --score, --enrol-folder and --all: template features with a noise floor measured beside the "
                + "app's, each gNN (NN dB under the loudest filter energy) or fNN (under each filter's loudest), "
                + "separated by commas; dumped as @floor-NAME=.", visibility: .hidden))
    var templateFloors: String?

    @Flag(
        name: .long,
        help: ArgumentHelp(
            "With --score, --enrol-folder and --all: also judge every utterance of an enrolled voice by its "
                + "templates alone; dumped as '# utterance' lines.", visibility: .hidden))
    var templateUtterances = false

    @OptionGroup var voice: VoiceOptions

    func run() throws {
        AdaptationFolder.removeLeftoversAtStart()
        do {
            if enrol {
                // Enrolment may be what creates the profile.
                try Self.enrol(voice: voice, takes: takes, mic: mic, profilePath: profile, adapt: adapt)
                return
            }
            var settings = try ProfileLoading.load(profile).voice
            voice.apply(to: &settings)
            if let score, ceiling {
                try Self.ceiling(
                    folder: score, part: part, settings: settings,
                    model: VoiceModel(model: settings.model, dictionary: settings.dictionary),
                    options: try decoderOptions(), takes: cmnFromTakes ? enrolFolder : nil)
                return
            }
            if let score {
                try Self.score(
                    folder: score, part: part, settings: settings,
                    model: VoiceModel(model: settings.model, dictionary: settings.dictionary), all: all,
                    enrolFolder: enrolFolder, adapt: adapt, options: try decoderOptions(),
                    ownMean: ownMean ?? DecoderOptions.startsFromEnrolledMean,
                    variants: try Self.templateVariants(templateFloors), judgesUtterances: templateUtterances)
                return
            }
            let recognizer = try VoiceInput.recognizer(for: settings)
            let filter = VoiceCommandFilter(settings: settings)
            let print = { (heard: HeardCommand) in
                FileOutput.standardOutput.write(ListenCommand.line(for: heard) + "\n")
            }
            let all = self.all
            let decoded = { (word: HeardWord) in
                guard all else { return }
                let score = word.score.map { String(Int(($0 * 10).rounded())) } ?? "-"
                FileOutput.standardOutput.write(
                    "# decoded \(word.word) \(ListenCommand.seconds(word.start))-\(ListenCommand.seconds(word.end)) "
                        + "score×10 \(score) margin \(word.margin.map { String(Int($0.rounded())) } ?? "-") "
                        + "uncovered \(word.uncovered.map { String(format: "%.2f", $0) } ?? "-") "
                        + "rival \(word.rival ?? "-") open \(word.openWords.map { $0.joined(separator: "+") } ?? "-")\n"
                )
            }
            if let wav {
                var listener = VoiceListener(
                    source: WavAudioSource(try WavAudio(contentsOf: wav)), recognizer: recognizer, filter: filter)
                try listener.run(decoded: decoded, heard: print)
            } else {
                var listener = VoiceListener(
                    source: try AlsaMicrophone(device: mic ?? "default"), recognizer: recognizer, filter: filter)
                FileOutput.standardError.write("listening; Ctrl-C stops\n")
                try listener.run(decoded: decoded, heard: print)
            }
        } catch let error as VoiceError {
            UserFacingError(message: error.message, exitCode: 1).exit()
        } catch let error as UserFacingError {
            error.exit()
        }
    }

    /// The decoder options of `--decoder`, `--command-decoder`, `--cepstral-mean`, `--margin`, `--keep` and
    /// `--pronunciation`.
    func decoderOptions() throws(VoiceError) -> DecoderOptions {
        var options = DecoderOptions()
        if !pronunciation.isEmpty {
            options.pronunciations = [:]
            for entry in pronunciation where entry != "none" {
                let parts = entry.split(separator: "=", maxSplits: 1).map(String.init)
                guard parts.count == 2, !parts[1].isEmpty else {
                    throw VoiceError("the pronunciation '\(entry)' must be WORD=PHONES, as back=B AA K")
                }
                options.pronunciations[parts[0], default: []].append(parts[1])
            }
        }
        options.arguments = try Self.pocketSphinxArguments(decoder)
        options.commandArguments = try Self.pocketSphinxArguments(commandDecoder)
        if let cepstralMean {
            let values = cepstralMean.split(separator: ",").compactMap { Float($0) }.filter(\.isFinite)
            guard values.count == PocketSphinxRecognizer.cepstralCoefficients else {
                throw VoiceError(
                    "--cepstral-mean needs \(PocketSphinxRecognizer.cepstralCoefficients) numbers separated by "
                        + "commas, not '\(cepstralMean)'")
            }
            options.cepstralMean = values
        }
        for (name, value) in [("--margin", margin), ("--keep", keep)] {
            if let value, !(0...Self.longestPadding).contains(value) {
                throw VoiceError("\(name) must be 0 to \(Self.longestPadding) seconds, not \(value)")
            }
        }
        if let margin { options.detector.margin = margin }
        if let keep { options.trimmer.keep = keep }
        return options
    }

    /// The most audio `--margin` or `--keep` may add around speech, in seconds (the defaults are 0.25 and 0.15).
    static let longestPadding = 2.0

    /// "g20,f15" → cepstra floored 20 dB under the loudest filter energy and 15 dB under each filter's loudest.
    static func templateVariants(_ text: String?) throws(VoiceError) -> [String: MelCepstrum] {
        var variants: [String: MelCepstrum] = [:]
        for name in (text ?? "").split(separator: ",").map(String.init) {
            guard let kind = name.first, kind == "g" || kind == "f", let decibels = Double(name.dropFirst()),
                decibels > 0
            else { throw VoiceError("a template floor is gNN or fNN (dB), as g20, not '\(name)'") }
            variants[name] = MelCepstrum(
                coefficientCount: VoiceTemplates.coefficientCount, floorBelowPeak: decibels,
                floorsEachFilter: kind == "f")
        }
        return variants
    }

    /// "lw=8" → "-lw", "8".
    static func pocketSphinxArguments(_ settings: [String]) throws(VoiceError) -> [String] {
        var arguments: [String] = []
        for setting in settings {
            let parts = setting.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, !parts[0].isEmpty else {
                throw VoiceError("the decoder setting '\(setting)' must be NAME=VALUE, as lw=8")
            }
            arguments += ["-" + parts[0].drop { $0 == "-" }, parts[1]]
        }
        return arguments
    }

    /// Prints the scores of the test set in `folder` (its `part`, or all of it), and with `all` every
    /// decoded word with its scores. Every recogniser is made with `options`; with `enrolFolder` and
    /// `ownMean`, an enrolled voice's recognisers start from its takes' mean (`VoiceTestSet.scoreEnrolled`).
    static func score(
        folder: String, part: String?, settings: VoiceSettings, model: VoiceModel, all: Bool, enrolFolder: String?,
        adapt: Bool = false, options: DecoderOptions = DecoderOptions(),
        ownMean: Bool = DecoderOptions.startsFromEnrolledMean, variants: [String: MelCepstrum] = [:],
        judgesUtterances: Bool = false
    ) throws(VoiceError) {
        guard !adapt || enrolFolder != nil else {
            throw VoiceError("--adapt needs --enrol-folder: the takes to adapt to")
        }
        guard options.cepstralMean == nil || enrolFolder == nil || !ownMean else {
            throw VoiceError("--cepstral-mean and the voices' own means (--own-mean true) exclude each other")
        }
        let set = try VoiceTestSet(folder: folder).part(part)
        guard !set.files.isEmpty else { throw VoiceError("the voice test set \(folder) has no part '\(part ?? "")'") }
        let result =
            if let enrolFolder {
                try set.scoreEnrolled(
                    takes: enrolFolder, settings: settings, model: model, adapt: adapt, options: options,
                    ownMean: ownMean, variants: variants, judgesUtterances: judgesUtterances)
            } else {
                VoiceTestSet.tally(
                    try set.decode(settings: settings, model: model, options: options), settings: settings)
            }
        let output = FileOutput.standardOutput
        if all {
            for ((file, words), general) in zip(result.decoded, result.general) {
                let name = file.path.split(separator: "/").last.map(String.init) ?? file.path
                for (word, passed) in zip(words, general) {
                    let numbers = [word.score, word.wordScore, word.margin, word.posterior, word.uncovered].map {
                        $0.map { String(format: "%.3f", $0) } ?? "-"
                    }
                    output.write(
                        "# decoded \(name) \(word.word) \(String(format: "%.2f %.2f", word.start, word.end)) "
                            + numbers.joined(separator: " ") + " rival \(word.rival ?? "-")"
                            + " @phone=\(word.phoneLoopScore.map { String(format: "%.3f", $0) } ?? "-")"
                            + " @open=\(word.openWords.map { $0.joined(separator: "+") } ?? "-")"
                            + " @openscore=\(word.openScore.map { String(format: "%.3f", $0) } ?? "-")"
                            + " @templates=\(templateText(word.templateDistances)) @general=\(passed ? 1 : 0)"
                            + " @lengths=\(templateText(word.templateLengths))"
                            + (word.templateVariants ?? [:]).sorted { $0.key < $1.key }.map {
                                " @floor-\($0.key)=\(templateText($0.value))"
                            }.joined() + "\n")
                }
            }
            for (file, utterances) in result.utterances {
                let name = file.path.split(separator: "/").last.map(String.init) ?? file.path
                for utterance in utterances {
                    output.write(
                        "# utterance \(name) \(String(format: "%.2f %.2f", utterance.start, utterance.end))"
                            + " @templates=\(templateText(utterance.distances))"
                            + " @lengths=\(templateText(utterance.lengths))\n")
                }
            }
        }
        let commandFiles = set.files.filter { $0.kind == .commands }.count
        output.write(
            "voice set \(folder), part \(part ?? "all"): \(set.files.count) files (\(commandFiles) of commands, "
                + "\(set.files.count - commandFiles) of near words and conversation), "
                + "\(Set(set.files.map(\.voice)).count) voices\n")
        if adapt {
            let general = VoiceTestSet.tally(result.decoded, settings: settings).faceNav
            output.write("adapted only   \(general)\n")
            output.write("enrolled+mllr  \(result.faceNav)\n")
        } else if enrolFolder != nil {
            // With the voices' own means, their files were decoded with them only: the not-enrolled line is
            // those decodings under the general settings.
            let general = VoiceTestSet.tally(result.decoded, settings: settings).faceNav
            output.write((ownMean ? "own mean only  " : "FaceNav        ") + "\(general)\n")
            output.write("enrolled       \(result.faceNav)\n")
        } else {
            output.write("FaceNav        \(result.faceNav)\n")
        }
        output.write("plain grammar  \(result.plain)\n")
        if !result.faceNav.mistakes.isEmpty {
            output.write("FaceNav's mistakes: \(result.faceNav.mistakes.joined(separator: " "))\n")
        }
    }

    /// "back:4.12,next:6.30": a word's distances from each enrolled word's templates; "-" for none.
    static func templateText(_ distances: [String: Double]?) -> String {
        guard let distances, !distances.isEmpty else { return "-" }
        return distances.sorted { $0.key < $1.key }.map { "\($0.key):\(String(format: "%.3f", $0.value))" }
            .joined(separator: ",")
    }

    /// "   2.79  back → back": the time the word ended, the word, and its command.
    static func line(for heard: HeardCommand) -> String {
        "\(seconds(heard.time))  \(heard.word) → \(heard.command.rawValue)"
    }

    /// Seconds with two decimals, right-aligned in six columns: "  2.79".
    static func seconds(_ time: Double) -> String {
        let hundredths = Int((max(0, time) * 100).rounded())
        let text = "\(hundredths / 100)." + (hundredths % 100 < 10 ? "0" : "") + "\(hundredths % 100)"
        return String(repeating: " ", count: max(0, 6 - text.count)) + text
    }
}
