/// How the user's own templates (`TemplateMatcher`) judge a decoded command word, after the general
/// checks (`ConfidencePolicy`) have judged it.
///
/// With no templates for the word the general verdict stands. Otherwise a word is taken only when its
/// audio is nearer the word's own takes than any other word's by `confirmRatio` (own distance over the
/// nearest other's), so a command heard as another, or a near word ("selector" against "select"), is
/// turned down even when the decoder liked it. A word the general checks turned down is taken when the
/// templates agree with the decoder strongly: within `rescueRatio` and no farther than `rescueDistance`.
public struct TemplateRule: Hashable, Sendable {
    public var confirmRatio: Double
    public var rescueRatio: Double
    public var rescueDistance: Double

    public init(confirmRatio: Double = 0.8, rescueRatio: Double = 0, rescueDistance: Double = 12) {
        self.confirmRatio = confirmRatio
        self.rescueRatio = rescueRatio
        self.rescueDistance = rescueDistance
    }

    public static let `default` = TemplateRule()

    /// Whether `word` acts, the general checks having said `generally`.
    public func accepts(_ word: HeardWord, generally: Bool) -> Bool {
        guard let distances = word.templateDistances, let own = distances[word.word] else { return generally }
        let nearestOther = distances.filter { $0.key != word.word }.values.min() ?? .infinity
        let ratio = own / nearestOther
        if generally { return ratio < confirmRatio }
        return ratio < rescueRatio && own <= rescueDistance
    }
}
