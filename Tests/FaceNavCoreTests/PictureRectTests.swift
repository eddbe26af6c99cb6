import Testing

@testable import FaceNavCore

/// `PictureRect.isNear`: the one test of "the same box, about" that the tracker's confirmation and its
/// brief-loss resume both use.
@Suite struct PictureRectTests {
    let box = PictureRect<Double>(x: 100, y: 100, width: 100, height: 100)

    @Test func aCentreShiftUpToTheLimitIsNearAndBeyondItIsNot() {
        // Centre (150, 150); a shift of (8, 6) is 10 px, a tenth of the width.
        #expect(box.isNear(PictureRect(x: 108, y: 94, width: 100, height: 100), shift: 0.1, scale: 1.1))
        #expect(!box.isNear(PictureRect(x: 109, y: 95, width: 100, height: 100), shift: 0.1, scale: 1.1))
    }

    @Test func aWidthWithinTheFactorEitherWayIsNear() {
        #expect(box.isNear(PictureRect(x: 95, y: 95, width: 110, height: 110), shift: 0.1, scale: 1.1))
        #expect(!box.isNear(PictureRect(x: 94, y: 94, width: 112, height: 112), shift: 0.1, scale: 1.1))
        #expect(box.isNear(PictureRect(x: 105, y: 105, width: 91, height: 91), shift: 0.1, scale: 1.1))
        #expect(!box.isNear(PictureRect(x: 105, y: 105, width: 90, height: 90), shift: 0.1, scale: 1.1))
    }

    @Test func theShiftIsMeasuredInTheFirstBoxsWidth() {
        // Centres 8 px apart: a tenth of the large box's width is 10 px, of the small one's 1 px.
        let small = PictureRect<Double>(x: 153, y: 145, width: 10, height: 10)
        #expect(box.isNear(small, shift: 0.1, scale: 100))
        #expect(!small.isNear(box, shift: 0.1, scale: 100))
    }

    @Test func aBoxWithoutWidthIsNeverNear() {
        let empty = PictureRect<Double>(x: 150, y: 150, width: 0, height: 0)
        #expect(!box.isNear(empty, shift: 1, scale: 1000))
        #expect(!empty.isNear(box, shift: 1, scale: 1000))
    }
}
