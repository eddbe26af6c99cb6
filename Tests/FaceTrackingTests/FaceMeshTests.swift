import Foundation
import Testing

@testable import FaceTracking

/// The face mesh's eye outlines: which of its 468 points make each eye, and that both eyes read alike.
@Suite struct FaceMeshTests {
    /// A mesh whose every point is at (0, 0) but for the two eyes' outlines: each an ellipse 40 wide,
    /// its lids `gap` apart at the middle, the image-left eye about (100, 100), the other about (200, 100).
    static func mesh(gap: Double) -> FaceMesh {
        var points = [PixelPoint](repeating: PixelPoint(x: 0, y: 0), count: FaceMesh.pointCount)
        for (eye, outline) in FaceMesh.eyeOutlines.enumerated() {
            let centre = PixelPoint(x: 100 + 100 * Double(eye), y: 100)
            for (k, index) in outline.enumerated() {
                // 0 and 8 the corners (left, right), 1-7 the lower lid, 9-15 the upper, left to right.
                let step = k == 0 ? 0 : k == 8 ? 8 : k < 8 ? k : k - 8
                let x = -20 + 40 * Double(step) / 8
                let height = gap / 2 * sqrt(max(0, 1 - (x / 20) * (x / 20)))
                points[index] = PixelPoint(x: centre.x + x, y: centre.y + (k > 8 ? -height : height))
            }
        }
        return FaceMesh(points: points, presence: 1)
    }

    @Test func bothEyesReadTheirLidsAlike() {
        let open = Self.mesh(gap: 10)
        let shut = Self.mesh(gap: 1)
        for eye in 0..<2 {
            #expect(open.lidOpening(eye: eye) > 0.15, "eye \(eye): \(open.lidOpening(eye: eye))")
            #expect(shut.lidOpening(eye: eye) < 0.03, "eye \(eye): \(shut.lidOpening(eye: eye))")
        }
        #expect(abs(open.lidOpening(eye: 0) - open.lidOpening(eye: 1)) < 1e-9)
    }

    @Test func theOutlinesAreMediaPipesEyePoints() {
        // face_mesh_connections.py: the subject's right eye (image left) runs 33 ... 133, the left 263 ... 362.
        #expect(FaceMesh.eyeOutlines[0].first == 33 && FaceMesh.eyeOutlines[0][8] == 133)
        #expect(FaceMesh.eyeOutlines[1].first == 362 && FaceMesh.eyeOutlines[1][8] == 263)
        #expect(Set(FaceMesh.eyeOutlines.joined()).count == 32)
    }
}
