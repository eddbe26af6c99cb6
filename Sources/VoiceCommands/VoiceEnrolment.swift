import FaceNavCore

/// Learns how a user's own voice scores each command word, from takes of each word said on request.
///
/// A voice the general model hears badly (an accent, dysarthric speech) may give its commands scores
/// under the usual minimum, so they are missed. Each take is decoded as any utterance is and judged by
/// `VoiceTake`'s rules, the same ones the calibration wizard's voice step uses: a take the command grammar
/// heard as its own word gives that word's score, and the lowest such score is kept
/// (`VoiceSettings.enrolled`). A take heard as another command, or not at all, teaches nothing and is
/// reported, so enrolment can never make one command stand for another. `facenav listen --enrol` runs the
/// takes from recorded files or the microphone; the wizard gets its takes from the voice input.
public struct VoiceEnrolment: Hashable, Sendable {
    /// The words asked for, each `takesPerWord` times in a row.
    public var words: [String]
    public static let takesPerWord = VoiceTake.takesPerWord

    public init(words: some Sequence<String>) {
        self.words = Array(words).sorted()
    }

    /// The word to ask for at each take, in order: every word twice, as the wizard asks.
    public var prompts: [String] { VoiceTake.prompts(for: words) }

    public typealias Outcome = VoiceTake.Outcome

    /// Learns from `takes`: each prompted word with every word decoded in its recording.
    public static func learn(from takes: [(prompt: String, heard: [HeardWord])]) -> Outcome {
        VoiceTake.learn(from: takes.map { VoiceTake(prompt: $0.prompt, heard: spoken($0.heard)) })
    }

    /// The decoded words as the app's voice input hands them on: word and score.
    public static func spoken(_ heard: [HeardWord]) -> [SpokenWord] {
        heard.map { SpokenWord($0.word, score: $0.score) }
    }

    /// The path of a recorded take: `FOLDER/WORD-1.wav`, `FOLDER/WORD-2.wav`.
    public static func takePath(in folder: String, word: String, take: Int) -> String {
        "\(folder)/\(word)-\(take).wav"
    }

    /// Every prompt's take decoded from its recording in `folder` (`takePath`).
    ///
    /// - Throws: `VoiceError` naming a missing or unreadable recording.
    public func recordedTakes(in folder: String, recognizer: PocketSphinxRecognizer) throws(VoiceError)
        -> [(prompt: String, heard: [HeardWord])]
    {
        var takeNumber: [String: Int] = [:]
        var takes: [(prompt: String, heard: [HeardWord])] = []
        for prompt in prompts {
            takeNumber[prompt, default: 0] += 1
            let path = Self.takePath(in: folder, word: prompt, take: takeNumber[prompt]!)
            takes.append((prompt, try recognizer.recognize(try WavAudio(contentsOf: path))))
        }
        return takes
    }

    /// Every prompt's take from the microphone: `ask` says the word, then the next utterance within
    /// `seconds` is decoded (none: the take heard nothing).
    public func microphoneTakes(
        from microphone: AlsaMicrophone, recognizer: PocketSphinxRecognizer, within seconds: Double = 8,
        ask: (String) -> Void
    ) throws(VoiceError) -> [(prompt: String, heard: [HeardWord])] {
        var takes: [(prompt: String, heard: [HeardWord])] = []
        for prompt in prompts {
            ask(prompt)
            takes.append((prompt, try recognizer.nextUtterance(from: microphone, within: seconds)))
        }
        return takes
    }
}
