import FaceNavCore
import Testing

@testable import FaceTracking

@Suite struct RectangleGroupingTests {
    let cluster = [
        PixelRect(x: 100, y: 100, width: 50, height: 50), PixelRect(x: 102, y: 98, width: 50, height: 50),
        PixelRect(x: 98, y: 101, width: 55, height: 55), PixelRect(x: 101, y: 103, width: 48, height: 48),
    ]

    @Test func mergesAlikeWindowsIntoTheirMeanBox() {
        let lonely = PixelRect(x: 300, y: 20, width: 40, height: 40)
        let groups = RectangleGrouping.group(cluster + [lonely], minNeighbors: 3)
        #expect(groups.count == 1)
        // Means: x 401/4 = 100.25, y 402/4 = 100.5 (to even: 100), width 203/4 = 50.75, height 50.75.
        #expect(groups[0].box == PixelRect(x: 100, y: 100, width: 51, height: 51))
        #expect(groups[0].count == 4)
    }

    @Test func needsMoreThanMinNeighborsWindows() {
        #expect(RectangleGrouping.group(cluster, minNeighbors: 4).isEmpty)
        #expect(RectangleGrouping.group(cluster, minNeighbors: 3).count == 1)
    }

    @Test func zeroMinNeighborsKeepsEveryWindow() {
        let groups = RectangleGrouping.group(cluster, minNeighbors: 0)
        #expect(groups.map(\.box) == cluster)
        #expect(groups.allSatisfy { $0.count == 1 })
    }

    @Test func chainsOfAlikeBoxesFormOneGroup() {
        // a ~ b and b ~ c but a is not like c: still one group, as cv::partition makes it.
        let a = PixelRect(x: 0, y: 0, width: 100, height: 100)
        let b = PixelRect(x: 15, y: 0, width: 100, height: 100)
        let c = PixelRect(x: 30, y: 0, width: 100, height: 100)
        #expect(RectangleGrouping.areSimilar(a, b) && RectangleGrouping.areSimilar(b, c))
        #expect(!RectangleGrouping.areSimilar(a, c))
        #expect(RectangleGrouping.partition([a, c, b], eps: 0.2) == [0, 0, 0])
        #expect(RectangleGrouping.partition([a, c], eps: 0.2) == [0, 1])
    }

    @Test func dropsASmallGroupInsideABiggerStrongerOne() {
        let big = (0..<6).map { PixelRect(x: 100 + $0, y: 100, width: 120, height: 120) }
        let small = (0..<4).map { PixelRect(x: 140 + $0, y: 150, width: 40, height: 40) }
        let groups = RectangleGrouping.group(small + big, minNeighbors: 2)
        #expect(groups.map(\.box) == [PixelRect(x: 102, y: 100, width: 120, height: 120)])
        #expect(groups[0].count == 6)
    }
}
