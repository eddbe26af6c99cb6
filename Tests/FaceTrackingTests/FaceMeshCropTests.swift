import Foundation
import Testing

@testable import FaceTracking

/// Where the face mesh looks, from 68 points: MediaPipe's rule (box, turn by the eyes, 1.5 times, square).
@Suite struct FaceMeshCropTests {
    /// 68 points on a grid 100 wide and 80 high from (50, 60), the outer eye corners 36 and 45 level.
    static func levelFace() -> [PixelPoint] {
        var points = (0..<68).map { i in PixelPoint(x: 50 + Double(i % 11) * 10, y: 60 + Double(i / 11) * 80 / 6) }
        points[36] = PixelPoint(x: 70, y: 90)
        points[45] = PixelPoint(x: 130, y: 90)
        return points
    }

    @Test func aLevelFaceGetsItsBoxRaisedScaledAndSquare() {
        let region = FaceMeshCrop.region(landmarks: Self.levelFace())
        // The box is 100 wide (50...150) and 80 high (60...140): the centre rises by `rise` of 100.
        let rise = FaceMeshCrop.rise * 100
        #expect(abs(region.center.x - 100) < 1e-9 && abs(region.center.y - (100 - rise)) < 1e-9, "\(region.center)")
        #expect(abs(region.direction.x - 1) < 1e-9 && abs(region.direction.y) < 1e-9)
        #expect(abs(region.extent - 100 * FaceMeshCrop.meshSide * 1.5) < 1e-9)
    }

    @Test func aTiltedFaceTurnsTheCropWithTheEyes() {
        var points = Self.levelFace()
        points[45] = PixelPoint(x: 130, y: 150)  // the line from 36 to 45 falls at 45 degrees
        let region = FaceMeshCrop.region(landmarks: points)
        #expect(abs(region.direction.x - region.direction.y) < 1e-9 && region.direction.x > 0)
        // The centre rises along the face's up direction, up and to the right of the box's centre here.
        let box = PixelPoint(x: 100, y: (60 + 150) / 2)
        #expect(region.center.x > box.x && region.center.y < box.y, "\(region.center)")
    }
}
