/// Whether FaceNav speaks its announcements, and how fast.
///
/// With speech off every announcement still reaches the status line, the message history and the event
/// log; only the voice is silent. The rate is in words per minute, espeak-ng's `-s`; speech-dispatcher gets
/// the same speed on its own -100…100 scale (`spokenRate`).
public struct SpeechSettings: Hashable, Sendable {
    public var isEnabled: Bool
    /// Words per minute, within `rates`.
    public var rate: Int

    /// 80 to 450: espeak-ng's own range. Under 80 words a minute a sentence outlasts the screen it
    /// describes; over 450 even trained screen-reader users lose words.
    public static let rates = 80...450
    /// The step of Faster and Slower in the settings screen.
    public static let rateStep = 30

    /// 170 words a minute: espeak-ng's clear default pace, which FaceNav has always spoken at.
    public init(isEnabled: Bool = true, rate: Int = 170) {
        self.isEnabled = isEnabled
        self.rate = rate
    }

    public static let `default` = SpeechSettings()

    /// The rate on speech-dispatcher's scale, -100 (slowest) to 100 (fastest) with 0 its normal pace:
    /// 170 words a minute is 0, 80 is -100, 450 is 100, linear on either side.
    public var spokenRate: Int {
        let clamped = min(max(rate, Self.rates.lowerBound), Self.rates.upperBound)
        if clamped <= 170 { return Int((Double(clamped - 170) / 90 * 100).rounded()) }
        return Int((Double(clamped - 170) / 280 * 100).rounded())
    }
}
