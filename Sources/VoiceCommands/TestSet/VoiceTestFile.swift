/// One file of the multi-voice test set (`Tests/Fixtures/voice/make-voice-set.sh`): what is said in it.
public struct VoiceTestFile: Hashable, Sendable {
    /// What a file holds: command words at known times, or only speech that is not a command.
    public enum Kind: String, Hashable, Sendable {
        case commands, near, talk
    }

    /// A spoken command word and where it lies in the file, in seconds.
    public struct SpokenWord: Hashable, Sendable {
        public var word: String
        public var start: Double
        public var end: Double

        public init(word: String, start: Double, end: Double) {
            self.word = word
            self.start = start
            self.end = end
        }
    }

    public var path: String
    /// `tune` (thresholds are chosen on it) or `held` (scored only at the end).
    public var part: String
    public var kind: Kind
    public var voice: String
    /// Speech over noise, in dB.
    public var snr: Int
    /// The command words said, in order; empty for near words and conversation.
    public var spoken: [SpokenWord]

    public init(path: String, part: String, kind: Kind, voice: String, snr: Int, spoken: [SpokenWord]) {
        self.path = path
        self.part = part
        self.kind = kind
        self.voice = voice
        self.snr = snr
        self.spoken = spoken
    }
}
