import FaceNavCore
import Foundation
import Testing

@testable import FaceTracking

/// The search that confirms a followed face looks only at faces about its size, so its work does not grow
/// with the face.
@Suite struct ConfirmationSearchTests {
    /// The pixels a detector scans over all its pyramid levels in a `width` x `height` region.
    static func scannedPixels(_ detector: CascadeDetector, width: Int, height: Int) -> Int {
        detector.scales(imageWidth: width, imageHeight: height).reduce(0) { total, scale in
            total + Int((Float(width) / scale).rounded()) * Int((Float(height) / scale).rounded())
        }
    }

    @Test func theSearchAroundA350PixelFaceScansNoMoreThanAroundA100PixelOne() throws {
        let confirming = CascadeDetector(cascade: try Cascade.named("lbp"), minNeighbors: 1, minSize: 60)
        let settings = FaceTrackerSettings()
        // The region twice the face's size, clipped to a 640x480 frame, as the tracker searches it.
        func pixels(face: Int, limited: Bool) throws -> Int {
            let width = min(2 * face, 640)
            let height = min(2 * face, 480)
            let widths = settings.confirmWidths(around: face)
            let detector = limited ? try #require(confirming.limited(to: widths)) : confirming
            return Self.scannedPixels(detector, width: width, height: height)
        }
        let small = try pixels(face: 100, limited: true)
        let large = try pixels(face: 350, limited: true)
        #expect(small > 0 && large > 0)
        #expect(Double(large) <= 1.2 * Double(small), "\(large) pixels against \(small)")
        // Searching every size from 60 px, as before, scans several times more around the large face.
        #expect(try pixels(face: 350, limited: false) > 4 * large)
    }

    @Test func aPortraitsFaceIsFoundAtItsOwnSizeAndNotAtOthers() throws {
        let image = try #require(TestImages.pgm(".fixtures/portraits/230501201_1.pgm"), "run make fixtures")
        let detector = CascadeDetector(cascade: try Cascade.named("lbp"), minNeighbors: 1)
        // OpenCV's LBP box on this portrait (Tests/Fixtures/opencv-cascade-boxes.json).
        let face = PixelRect(x: 181, y: 309, width: 234, height: 234)
        let region = PixelRect(x: face.x - 117, y: face.y - 117, width: 468, height: 468)
        let found = detector.detectFaces(in: image, region: region, widths: 140...398)
        #expect(found.contains { $0.overlap(with: face) > 0.7 }, "\(found)")
        #expect(found.allSatisfy { $0.width >= 140 && $0.width <= 398 })
        let tooSmall = detector.detectFaces(in: image, region: region, widths: 40...90)
        #expect(!tooSmall.contains { $0.overlap(with: face) > 0.3 }, "\(tooSmall)")
        #expect(detector.detectFaces(in: image, region: region, widths: 500...600).isEmpty)
    }

    @Test func theTrackerConfirmsWithWidthsAroundTheFollowedFace() {
        let scene = ScriptedScene()
        var settings = FaceTrackerSettings()
        settings.cutDifference = 256
        let detector = WidthRecordingDetector(scene: scene)
        var tracker = FaceTracker(detector: detector, predictor: ScriptedPredictor(scene: scene), settings: settings)
        var face = SyntheticFace()
        for i in 0..<16 {
            face.translation = Vector3(Double(i) - 8, 0, 350)
            scene.face = face
            #expect(tracker.measure(face.frame(index: i)).faceFound)
        }
        let truth = scene.trueBox!.width
        #expect(detector.widths.count == 3)  // frames 5, 10 and 15
        for widths in detector.widths {
            #expect(widths.contains(truth), "\(widths) for a \(truth) px face")
            #expect(widths.lowerBound >= truth / 2 && widths.upperBound <= truth * 2, "\(widths)")
        }
    }
}

/// The scripted detector, remembering the widths each confirmation asks for.
final class WidthRecordingDetector: FaceDetector {
    let scripted: ScriptedDetector
    var widths: [ClosedRange<Int>] = []

    init(scene: ScriptedScene) { scripted = ScriptedDetector(scene: scene) }

    func detectFaces(in image: GrayImage, region: PixelRect?) -> [PixelRect] {
        scripted.detectFaces(in: image, region: region)
    }

    func detectFaces(in image: GrayImage, region: PixelRect, widths: ClosedRange<Int>) -> [PixelRect] {
        self.widths.append(widths)
        return scripted.detectFaces(in: image, region: region)
    }
}
