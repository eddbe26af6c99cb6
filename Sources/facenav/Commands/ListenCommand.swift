import ArgumentParser
import FaceNavCore
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

    @OptionGroup var voice: VoiceOptions

    func run() throws {
        do {
            var settings = try ProfileLoading.load(profile).voice
            voice.apply(to: &settings)
            let recognizer = try VoiceOptions.recognizer(for: settings)
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
                        + "score×10 \(score) rival \(word.rival ?? "-")\n")
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
