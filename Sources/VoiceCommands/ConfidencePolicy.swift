import FaceNavCore

/// Which decoded words are trusted enough to act on.
///
/// The command grammar answers every utterance with commands; this keeps only those that fit clearly
/// better than other words of the language (`HeardWord.score`), and drops words too short to be a real
/// utterance of a command (a click, a cough's onset).
public struct ConfidencePolicy: Hashable, Sendable {
    /// Shortest command word accepted, in seconds.
    public var minimumDuration: Double
    /// Lowest score accepted, when the recogniser gives one (`VoiceSettings.minimumScore`).
    public var minimumScore: Double

    public init(minimumDuration: Double = 0.15, minimumScore: Double = VoiceSettings.default.minimumScore) {
        self.minimumDuration = minimumDuration
        self.minimumScore = minimumScore
    }

    public static let `default` = ConfidencePolicy()

    public func accepts(_ word: HeardWord) -> Bool {
        guard word.duration >= minimumDuration else { return false }
        if let score = word.score, score < minimumScore { return false }
        return true
    }
}
