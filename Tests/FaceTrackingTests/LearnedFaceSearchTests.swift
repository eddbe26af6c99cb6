import FaceNavCore
import Foundation
import FrameSources
import Frames
import Testing

@testable import FaceTracking

/// Where `LearnedFaceSearch` starts dlib's 68 points for a face the learned detector found: in the square box
/// that puts the mean shape's eyes, nose tip and mouth on the detector's key points.
@Suite struct LearnedFaceSearchTests {
    static func search() throws -> LearnedFaceSearch {
        LearnedFaceSearch(
            detector: try LearnedFaceDetector(contentsOf: LearnedFaceDetectorTests.modelPath),
            predictor: try ShapePredictor())
    }

    /// A detection whose key points are the mean shape's, placed in `box` as the predictor places it.
    static func detection(placing search: LearnedFaceSearch, in box: PixelRect) -> LearnedFaceDetection {
        let frame = ShapePredictor.BoxFrame(box)
        let points = search.predictor.meanShapeFeatures.map { point in
            let (x, y) = frame.toImage(Float(point.x), Float(point.y))
            return PixelPoint(x: x, y: y)
        }
        return LearnedFaceDetection(
            box: PictureRect(x: 0, y: 0, width: 1, height: 1), score: 0.9,
            keypoints: points + [points[0], points[1]])
    }

    @Test func theBoxPutsTheMeanShapeOnTheKeyPoints() throws {
        let search = try Self.search()
        let image = GrayImage(width: 320, height: 240, pixels: [UInt8](repeating: 0, count: 320 * 240))
        for box in [
            PixelRect(x: 40, y: 30, width: 101, height: 101), PixelRect(x: 150, y: 20, width: 180, height: 180),
        ] {
            let found = try #require(search.keypointBox(for: Self.detection(placing: search, in: box), in: image))
            #expect(abs(found.x - box.x) <= 1 && abs(found.y - box.y) <= 1 && abs(found.width - box.width) <= 1)
            #expect(found.width == found.height)
        }
    }

    /// A face cut by the frame's edge keeps its whole square box (the predictor reads black beyond the edge);
    /// one whose box's centre is outside the frame is not taken.
    @Test func aFaceCutByTheEdgeKeepsASquareBox() throws {
        let search = try Self.search()
        let image = GrayImage(width: 320, height: 240, pixels: [UInt8](repeating: 0, count: 320 * 240))
        let cut = PixelRect(x: 250, y: 100, width: 120, height: 120)
        let found = try #require(search.keypointBox(for: Self.detection(placing: search, in: cut), in: image))
        #expect(found.x + found.width > image.width && abs(found.width - 120) <= 1 && found.width == found.height)
        let outside = PixelRect(x: 290, y: 100, width: 80, height: 80)
        #expect(search.keypointBox(for: Self.detection(placing: search, in: outside), in: image) == nil)
    }

    /// The wink set's laughing face behind glasses, turned about 30° (2007_007763-294, which no cascade finds):
    /// read in grey with the cascade-like box centred on the detector's box (a frontal shape started beside
    /// the real eyes), the search takes it on few frames; read in colour with the landmarks started on the key
    /// points, on most (every 10th frame of its three clips).
    @Test func theTurnedLaughingFaceIsFittedOnItsKeyPoints() throws {
        var before = try Self.search()
        before.readsColour = false
        before.startsOnKeyPoints = false
        var search = before
        search.readsColour = true
        search.startsOnKeyPoints = true
        var (frames, agreeing, agreeingBefore) = (0, 0, 0)
        for frame in try WinkSet.laughingFaceFrames() {
            frames += 1
            if !search.faces(in: frame).isEmpty { agreeing += 1 }
            if !before.faces(in: frame).isEmpty { agreeingBefore += 1 }
        }
        print("2007_007763-294: found and fitted on \(agreeing) of \(frames) frames, \(agreeingBefore) before")
        #expect(agreeing >= frames * 3 / 4)
        #expect(agreeingBefore < frames / 4)
    }
}
