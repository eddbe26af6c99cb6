/// Lookups on per-word template distances (`HeardWord.templateDistances`, `TemplateUtterance.distances`):
/// each enrolled word's distance from the speech to its nearest take.
public enum TemplateDistances {
    /// The word at the least finite distance, ties to the first by name; nil when none is finite.
    public static func nearest(in distances: [String: Double]) -> (word: String, distance: Double)? {
        distances.filter { $0.value.isFinite }.min { ($0.value, $0.key) < ($1.value, $1.key) }
            .map { ($0.key, $0.value) }
    }

    /// The least distance of any word but `word`; infinity when there is none.
    public static func nearestOther(than word: String, in distances: [String: Double]) -> Double {
        distances.filter { $0.key != word }.values.min() ?? .infinity
    }
}
