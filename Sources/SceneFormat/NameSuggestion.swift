/// Finds the known name a misspelt one was probably meant to be, for "did you mean" hints.
enum NameSuggestion {
    /// The candidate closest to `name` by edit distance, if it is close enough to be a plausible typo.
    ///
    /// "Close enough" is at most two edits and fewer edits than half the candidate's length, so `buton`
    /// suggests `button` but `x` does not suggest `row`.
    static func closest(to name: String, in candidates: [String]) -> String? {
        let lowered = name.lowercased()
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(lowered, candidate.lowercased())
            guard distance <= 2, distance * 2 < candidate.count else { continue }
            if best == nil || distance < best!.distance { best = (candidate, distance) }
        }
        return best?.candidate
    }

    /// Levenshtein distance between two strings, counted in characters.
    ///
    /// - Complexity: O(*m* × *n*) time, O(*n*) space.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
