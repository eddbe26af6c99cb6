import FaceNavCore
import Foundation
import Frames
import Testing

@testable import FaceTracking

/// The mesh-centred eye crop levelled and sized by both fits (`EyeCrop(frame:mesh:landmarks:eye:)`): centred
/// between the mesh's eye corners, its size and direction from the mean of the mesh's and dlib's eye centres.
@Suite struct EyeCropBothFitsTests {
    static let frame = Frame(
        time: 0, index: 0, luma: GrayImage(width: 200, height: 200, pixels: [UInt8](repeating: 128, count: 40_000)))

    /// 68 points with dlib's eyes as hexagons about (70, 90) and (130, 90): 60 px between their centres.
    static func landmarks() -> [PixelPoint] {
        var points = FaceMeshCropTests.levelFace()
        for (first, centre) in [(36, 70.0), (42, 130.0)] {
            for k in 0..<6 {
                let angle = Double(k) * Double.pi / 3
                points[first + k] = PixelPoint(x: centre + 12 * cos(angle), y: 90 + 5 * sin(angle))
            }
        }
        return points
    }

    /// A mesh whose eye outlines are ellipses about `centres`, their corners (outline points 0 and 8) on the
    /// ellipses' horizontal axis.
    static func mesh(centres: [PixelPoint]) -> FaceMesh {
        var points = [PixelPoint](repeating: PixelPoint(x: 0, y: 0), count: FaceMesh.pointCount)
        for (eye, outline) in FaceMesh.eyeOutlines.enumerated() {
            for (k, index) in outline.enumerated() {
                let angle = Double(k) * Double.pi / 8
                points[index] = PixelPoint(x: centres[eye].x - 12 * cos(angle), y: centres[eye].y + 5 * sin(angle))
            }
        }
        return FaceMesh(points: points, presence: 1)
    }

    static func width(_ crop: EyeCrop) -> Double { hypot(crop.xAxis.dx, crop.xAxis.dy) * Double(crop.side) }

    /// The mesh's eyes 72 px apart where dlib's are 60: the mesh alone sizes the crop by 72, both fits by 66;
    /// both crops are centred on the mesh's corners.
    @Test func aJumpInTheMeshsEyeDistanceIsHalved() {
        let mesh = Self.mesh(centres: [PixelPoint(x: 64, y: 90), PixelPoint(x: 136, y: 90)])
        for eye in 0..<2 {
            let alone = EyeCrop(frame: Self.frame, mesh: mesh, eye: eye, side: 32)
            let both = EyeCrop(frame: Self.frame, mesh: mesh, landmarks: Self.landmarks(), eye: eye, side: 32)
            #expect(abs(Self.width(alone) - 72 * 1.05) < 1e-9, "\(Self.width(alone))")
            #expect(abs(Self.width(both) - 66 * 1.05) < 1e-9, "\(Self.width(both))")
            let corner = eye == 0 ? 64.0 : 136.0
            #expect(abs(both.center.x - corner) < 1e-9 && abs(both.center.y - 90) < 1e-9, "\(both.center)")
            #expect(both.center.x == alone.center.x && both.center.y == alone.center.y)
        }
    }

    /// The mesh's right eye 12 px lower than dlib's: the crop is turned by the mean line, half the mesh's tilt
    /// in its slope, and the image-right eye's crop is mirrored.
    @Test func aTiltOfTheMeshAloneIsHalved() {
        let mesh = Self.mesh(centres: [PixelPoint(x: 70, y: 90), PixelPoint(x: 130, y: 102)])
        let alone = EyeCrop(frame: Self.frame, mesh: mesh, eye: 0, side: 32)
        let both = EyeCrop(frame: Self.frame, mesh: mesh, landmarks: Self.landmarks(), eye: 0, side: 32)
        #expect(abs(alone.xAxis.dy / alone.xAxis.dx - 12.0 / 60) < 1e-9)
        #expect(abs(both.xAxis.dy / both.xAxis.dx - 6.0 / 60) < 1e-9)
        let right = EyeCrop(frame: Self.frame, mesh: mesh, landmarks: Self.landmarks(), eye: 1, side: 32)
        #expect(right.xAxis.dx < 0 && abs(right.xAxis.dy / right.xAxis.dx - 6.0 / 60) < 1e-9)
    }
}
