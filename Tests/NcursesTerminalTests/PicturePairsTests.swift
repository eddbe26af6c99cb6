import Testing

@testable import NcursesTerminal

@Suite struct PicturePairsTests {
    /// A pair table of `size` pairs that, like ncurses' `alloc_pair`, hands out the oldest pair again
    /// for new colours once it is full.
    struct RecyclingTable {
        let size: Int32
        var colors: [Int32: (Int32, Int32)] = [:]
        var next: Int32 = 1
        var calls = 0

        mutating func allocate(_ foreground: Int32, _ background: Int32) -> Int32 {
            calls += 1
            let pair = next
            next = next == size ? 1 : next + 1
            colors[pair] = (foreground, background)
            return pair
        }
    }

    @Test func aCombinationIsAllocatedOnceAndReused() {
        var pairs = PicturePairs()
        var table = RecyclingTable(size: 10)
        let first = pairs.pair(foreground: 16, background: 231, allocate: { table.allocate($0, $1) })
        let again = pairs.pair(foreground: 16, background: 231, allocate: { table.allocate($0, $1) })
        let other = pairs.pair(foreground: 231, background: 16, allocate: { table.allocate($0, $1) })
        #expect(first == 1)
        #expect(again == first)
        #expect(other == 2)
        #expect(table.calls == 2)
    }

    @Test func theDefaultColourIsItsOwnCombination() {
        var pairs = PicturePairs()
        var table = RecyclingTable(size: 10)
        let both = pairs.pair(foreground: 16, background: -1, allocate: { table.allocate($0, $1) })
        let swapped = pairs.pair(foreground: -1, background: 16, allocate: { table.allocate($0, $1) })
        #expect(both != swapped)
        #expect(table.colors[both!]! == (16, -1))
        #expect(table.colors[swapped!]! == (-1, 16))
    }

    @Test func aRecycledPairIsForgottenForItsOldColours() {
        var pairs = PicturePairs()
        var table = RecyclingTable(size: 2)
        for colour in Int32(0)..<5 {
            let pair = pairs.pair(foreground: colour, background: 0, allocate: { table.allocate($0, $1) })!
            #expect(table.colors[pair]! == (colour, 0))
        }
        // Every pair remembered still has its colours in the table.
        for colour in Int32(0)..<5 {
            let pair = pairs.pair(foreground: colour, background: 0, allocate: { table.allocate($0, $1) })!
            #expect(table.colors[pair]! == (colour, 0))
        }
        #expect(pairs.count <= 2)
    }

    @Test func noPairLeftDrawsByRole() {
        var pairs = PicturePairs()
        #expect(pairs.pair(foreground: 16, background: 17, allocate: { _, _ in -1 }) == nil)
        #expect(pairs.pair(foreground: 16, background: 17, allocate: { _, _ in 0 }) == nil)
        #expect(pairs.count == 0)
    }
}
