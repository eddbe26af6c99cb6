import Testing

@testable import FaceNavCore

@Suite struct RectTests {
    @Test func halfOpenEdges() {
        let r = Rect(x: 2, y: 3, width: 4, height: 2)
        #expect(r.contains(Point(x: 2, y: 3)))
        #expect(r.contains(Point(x: 5, y: 4)))
        #expect(!r.contains(Point(x: 6, y: 4)))
        #expect(!r.contains(Point(x: 5, y: 5)))
        #expect(!r.contains(Point(x: 1, y: 3)))
    }

    @Test func intersectionOfDisjointIsEmpty() {
        let a = Rect(x: 0, y: 0, width: 2, height: 2)
        let b = Rect(x: 2, y: 0, width: 2, height: 2)
        #expect(a.intersection(b).isEmpty)
    }
}
