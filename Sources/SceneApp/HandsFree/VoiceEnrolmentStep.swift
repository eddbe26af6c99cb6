import FaceNavCore

/// The calibration wizard's voice step: each command word asked for twice, each take heard and judged
/// (`VoiceTake`), going on by itself.
///
/// A take heard as its word counts and the next is asked for. A take heard as another word, or as nothing
/// within `timeout` seconds, is asked for once more, then skipped, so silence alone gets through the step.
/// Utterances before `listensFrom` are ignored: they are the spoken prompt itself reaching the
/// microphone, or words said over it. Pure: every time comes with the call.
public struct VoiceEnrolmentStep: Hashable, Sendable {
    public static let takesPerWord = VoiceTake.takesPerWord
    /// Seconds to wait for a take once the prompt has been said.
    public static let timeout = 8.0
    /// Tries a take gets before it is skipped.
    public static let tries = 2

    /// The word to ask for at each take, in order: every word `takesPerWord` times in a row.
    public let prompts: [String]
    /// The take asked for now; `prompts.count` when every take is done.
    public private(set) var index = 0
    /// Every take heard, counted or not, in order: what `VoiceTake.learn` learns from.
    public private(set) var takes: [VoiceTake] = []
    /// The tries of the current take that did not count.
    public private(set) var failedTries = 0
    /// When the current take starts to be listened for.
    public private(set) var listensFrom = 0.0
    /// When the current take times out.
    public private(set) var deadline = 0.0
    /// What happened to the last try, for the screen.
    public private(set) var last: LastTry?

    /// The last try: the word asked for, and what was heard (nil: nothing within the time).
    public struct LastTry: Hashable, Sendable {
        public var prompt: String
        public var verdict: VoiceTake.Verdict?

        public init(prompt: String, verdict: VoiceTake.Verdict?) {
            self.prompt = prompt
            self.verdict = verdict
        }
    }

    /// The words of the voice settings, sorted, each asked for twice.
    public init(words: some Sequence<String>) {
        prompts = VoiceTake.prompts(for: words)
    }

    public var currentPrompt: String? { index < prompts.count ? prompts[index] : nil }
    public var isFinished: Bool { index >= prompts.count }
    /// The distinct words, in the order asked.
    public var words: [String] { stride(from: 0, to: prompts.count, by: Self.takesPerWord).map { prompts[$0] } }

    /// "back (1 of 2)": the current word and which of its takes this is.
    public var currentTakeName: String? {
        guard let prompt = currentPrompt else { return nil }
        return "\(prompt) (\(index % Self.takesPerWord + 1) of \(Self.takesPerWord))"
    }

    /// How many takes of `word` counted.
    public func countedTakes(of word: String) -> Int {
        takes.filter {
            guard $0.prompt == word, case .counted = $0.verdict else { return false }
            return true
        }.count
    }

    /// Whether every take of `word` has been asked for.
    public func isDone(_ word: String) -> Bool {
        guard let last = prompts.lastIndex(of: word) else { return true }
        return index > last
    }

    /// Starts listening for the current take `delay` seconds after `time` (while the prompt is said).
    public mutating func ask(at time: Double, after delay: Double) {
        listensFrom = time + delay
        deadline = listensFrom + Self.timeout
    }

    /// An utterance heard at `time`: judged as the current take, and what to say about it ("Heard back:
    /// counted."); nil when ignored (said before the take was listened for, or the step is done).
    public mutating func hear(_ words: [SpokenWord], at time: Double) -> String? {
        guard let prompt = currentPrompt, time >= listensFrom else { return nil }
        let take = VoiceTake(prompt: prompt, heard: words)
        let verdict = take.verdict
        takes.append(take)
        last = LastTry(prompt: prompt, verdict: verdict)
        switch verdict {
        case .counted:
            advance()
            return "Heard \(prompt): counted."
        case .heardAs(let other):
            return failed("Heard \(other), not \(prompt): not counted.")
        case .nothing:
            return failed("Heard nothing clear: not counted.")
        }
    }

    /// The take's time ran out by `time` with nothing heard: what to say, or nil while it has not.
    public mutating func timeOut(at time: Double) -> String? {
        guard let prompt = currentPrompt, time >= deadline else { return nil }
        last = LastTry(prompt: prompt, verdict: nil)
        return failed("Nothing heard.")
    }

    /// Asks for the current take again from its first try (the user asked).
    public mutating func again() {
        failedTries = 0
        last = nil
    }

    /// Skips the rest of the current word's takes; what to say.
    public mutating func skipWord() -> String? {
        guard let prompt = currentPrompt else { return nil }
        while currentPrompt == prompt { advance() }
        last = nil
        return "Skipped \(prompt)."
    }

    private mutating func failed(_ said: String) -> String {
        failedTries += 1
        guard failedTries >= Self.tries else { return said }
        let skipped = currentTakeName ?? ""
        advance()
        return "\(said) Skipped \(skipped)."
    }

    private mutating func advance() {
        index += 1
        failedTries = 0
    }

    /// What the takes taught.
    public var outcome: VoiceTake.Outcome { VoiceTake.learn(from: takes) }
}
