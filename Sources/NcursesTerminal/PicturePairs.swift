/// The colour pairs made for picture cells, remembered by their two colour numbers.
///
/// The camera picture is a few hundred cells redrawn every frame, each with its own foreground and
/// background; asking ncurses' `alloc_pair` for every cell searched its pair table each time. Here a pair
/// is asked for once per colour combination. ncurses may hand out a pair number again for other colours
/// when its table is full (it recycles the oldest), so the combination that number was remembered for is
/// forgotten then: a remembered pair always still has its colours.
struct PicturePairs {
    private var pairs: [Int64: Int32] = [:]
    private var combinations: [Int32: Int64] = [:]

    /// The pair for `foreground` and `background` (colour numbers, -1 for the terminal's default), made with
    /// `allocate` the first time; nil when `allocate` finds none (a zero or negative pair number).
    mutating func pair(
        foreground: Int32, background: Int32, allocate: (_ foreground: Int32, _ background: Int32) -> Int32
    ) -> Int32? {
        let combination = Int64(foreground) << 32 | Int64(UInt32(bitPattern: background))
        if let pair = pairs[combination] { return pair }
        let pair = allocate(foreground, background)
        guard pair > 0 else { return nil }
        if let previous = combinations[pair] { pairs[previous] = nil }
        pairs[combination] = pair
        combinations[pair] = combination
        return pair
    }

    /// How many combinations are remembered.
    var count: Int { pairs.count }
}
