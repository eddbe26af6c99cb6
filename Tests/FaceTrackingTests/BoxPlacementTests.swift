import FaceNavCore
import Testing

@testable import FaceTracking

@Suite struct BoxPlacementTests {
    @Test func givesBackTheDetectorsBoxAroundTheSameLandmarks() {
        let landmarks = SyntheticFace().landmarks()
        let box = PixelRect(x: 100, y: 70, width: 120, height: 126)
        let placement = BoxPlacement(box: box, landmarks: landmarks, scale: 0.9)
        #expect(placement.box(around: landmarks, scale: 0.9) == box)
    }

    @Test func followsTheFaceAndItsDepth() {
        let landmarks = SyntheticFace().landmarks()
        let box = PixelRect(x: 100, y: 70, width: 120, height: 120)
        let placement = BoxPlacement(box: box, landmarks: landmarks, scale: 1)
        let moved = landmarks.map { PixelPoint(x: $0.x + 30, y: $0.y - 10) }
        #expect(placement.box(around: moved, scale: 1) == PixelRect(x: 130, y: 60, width: 120, height: 120))
        // Twice as near (twice the scale): twice the size, about the same centre offset scaled.
        let near = placement.box(around: landmarks, scale: 2)
        #expect(near.width == 240 && near.height == 240)
    }

    @Test func theBoxGrowsAtMostTheLimitAFrame() {
        typealias Tracker = FaceTracker<ScriptedDetector, ScriptedPredictor>
        let previous = PixelRect(x: 100, y: 100, width: 100, height: 100)
        let grown = Tracker.limitGrowth(of: PixelRect(x: 80, y: 80, width: 140, height: 140), from: previous, to: 0.04)
        #expect(grown == PixelRect(x: 98, y: 98, width: 104, height: 104))
        let small = PixelRect(x: 101, y: 101, width: 98, height: 98)
        #expect(Tracker.limitGrowth(of: small, from: previous, to: 0.04) == small)
    }
}
