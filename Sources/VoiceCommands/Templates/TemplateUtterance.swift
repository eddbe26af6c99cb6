/// An utterance as the user's templates judge it on their own, with no decoder: where its speech lies and,
/// per enrolled word, how far that speech is from the word's nearest take (`TemplateMatcher.judge`).
///
/// Measurement of the templates as a recogniser (`facenav listen --score --enrol-folder --all
/// --template-utterances`); the app's acceptance does not use it.
public struct TemplateUtterance: Hashable, Sendable {
    /// Seconds from the stream's start to the first and past the last frame of the speech measured.
    public var start: Double
    public var end: Double
    /// Per enrolled word, the distance of the speech from its nearest take.
    public var distances: [String: Double]
    /// Per enrolled word, the speech's frames over those of that word's nearest take.
    public var lengths: [String: Double]

    public init(start: Double, end: Double, distances: [String: Double], lengths: [String: Double]) {
        self.start = start
        self.end = end
        self.distances = distances
        self.lengths = lengths
    }

    /// The word whose takes the speech is nearest (ties to the first word by name); nil when none is at a
    /// finite distance.
    public var nearest: String? {
        TemplateDistances.nearest(in: distances)?.word
    }

    /// The nearest other word's distance minus the nearest word's: how clearly the templates name it (infinity
    /// with one word only); nil without a nearest word.
    public var lead: Double? {
        guard let nearest, let own = distances[nearest] else { return nil }
        return TemplateDistances.nearestOther(than: nearest, in: distances) - own
    }
}
