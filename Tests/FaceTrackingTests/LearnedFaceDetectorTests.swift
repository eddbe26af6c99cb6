import FaceNavCore
import Foundation
import FrameSources
import Frames
import Testing

@testable import FaceTracking

/// MediaPipe's short-range face detector on FaceNav's runtime against the same model run by TensorFlow Lite and
/// decoded as MediaPipe's graph decodes it (`Benchmarks/peers/record-face-detections.sh`, into
/// `Tests/Fixtures/face-detection-tflite.json`): the same faces, boxes and key points within a pixel, scores within
/// 0.01; no face on the dogs.
@Suite struct LearnedFaceDetectorTests {
    struct Recording: Decodable {
        struct Image: Decodable {
            var path: String
            var faces: [Face]
        }
        struct Face: Decodable {
            var box: [Double]
            var score: Double
            var keypoints: [[Double]]
        }
        var images: [Image]
    }

    static let modelPath = TestImages.url(".models/\(LearnedFaceDetector.fileName)").path

    @Test func facesMatchTensorFlowLite() throws {
        let data = try Data(contentsOf: TestImages.url("Tests/Fixtures/face-detection-tflite.json"))
        let recording = try JSONDecoder().decode(Recording.self, from: data)
        let detector = try LearnedFaceDetector(contentsOf: Self.modelPath)
        #expect(recording.images.count == 7)
        for image in recording.images {
            let picture = try #require(TestImages.pgm(image.path), "needs make fixtures")
            let found = detector.faces(in: picture)
            try #require(
                found.count == image.faces.count, "\(image.path): \(found.count) faces, TFLite \(image.faces.count)")
            for (face, expected) in zip(found, image.faces) {
                let box = [face.box.x, face.box.y, face.box.width, face.box.height]
                #expect(
                    zip(box, expected.box).allSatisfy { abs($0 - $1) <= 1 }, "\(image.path): \(box) vs \(expected.box)")
                #expect(abs(face.score - expected.score) <= 0.01, "\(image.path): \(face.score) vs \(expected.score)")
                for (point, other) in zip(face.keypoints, expected.keypoints) {
                    #expect(
                        abs(point.x - other[0]) <= 1 && abs(point.y - other[1]) <= 1,
                        "\(image.path): \(point) vs \(other)")
                }
            }
        }
    }

    @Test func anotherFileIsRefusedWithItsShapes() {
        #expect {
            try LearnedFaceDetector(contentsOf: WinkVideo.irisModelPath)
        } throws: { error in
            "\(error)".contains("not MediaPipe's short-range face detector")
        }
    }

    @Test func decoderMergesOverlappingFacesByScore() {
        // Two anchors of the 16x16 grid on one face, one elsewhere below the score floor.
        var regressors = [Float](repeating: 0, count: 896 * 16)
        var scores = [Float](repeating: -10, count: 896)
        for (anchor, width, logit) in [(2 * (8 * 16 + 8), Float(40), Float(2)), (2 * (8 * 16 + 8) + 1, 44, 0)] {
            regressors[anchor * 16 + 2] = width
            regressors[anchor * 16 + 3] = width
            scores[anchor] = logit
        }
        let faces = ShortRangeFaceDecoder().faces(regressors: regressors, scores: scores) ?? []
        #expect(faces.count == 1)
        let weights = (1 / (1 + exp(-2.0)), 0.5)
        let width = (40 * weights.0 + 44 * weights.1) / (weights.0 + weights.1) / 128
        #expect(abs((faces.first?.box.width ?? 0) - width) < 1e-9)
        #expect(abs((faces.first?.box.centre.x ?? 0) - 8.5 / 16) < 1e-9)
        #expect(abs((faces.first?.score ?? 0) - weights.0) < 1e-9)
    }

    /// A colour frame is given to the model in RGB on the same sampling grid as a grey one: a portrait with
    /// neutral chroma (grey in colour) finds the same face as its grey picture, boxes and key points within a
    /// pixel and the score within 0.01 (the grey path rounds its samples to whole levels); with its own colours
    /// it scores otherwise; a frame without chroma scores exactly as its grey picture.
    @Test func colourFramesAreSampledOnTheGreyGrid() throws {
        let picture = try PortableImage(contentsOf: TestImages.url(".fixtures/portraits/230501201_1.ppm").path)
        let detector = try LearnedFaceDetector(contentsOf: Self.modelPath)
        let neutral = GrayImage(
            width: picture.width / 2, height: picture.height / 2,
            pixels: [UInt8](repeating: 128, count: (picture.width / 2) * (picture.height / 2)))
        let greyInColour = detector.faces(
            in: Frame(time: 0, index: 0, luma: picture.luma, chroma: Frame.Chroma(cb: neutral, cr: neutral)))
        let grey = detector.faces(in: picture.luma)
        try #require(greyInColour.count == 1 && grey.count == 1, "colour \(greyInColour), grey \(grey)")
        let (c, g) = (greyInColour[0], grey[0])
        #expect(abs(c.box.x - g.box.x) <= 1 && abs(c.box.y - g.box.y) <= 1, "\(c.box) vs \(g.box)")
        #expect(abs(c.box.width - g.box.width) <= 1 && abs(c.box.height - g.box.height) <= 1)
        for (a, b) in zip(c.keypoints, g.keypoints) { #expect(abs(a.x - b.x) <= 1 && abs(a.y - b.y) <= 1) }
        #expect(abs(c.score - g.score) <= 0.01)
        let colour = try #require(detector.faces(in: picture.frame()).first)
        #expect(abs(colour.score - g.score) > 0.001)
        #expect(detector.faces(in: Frame(time: 0, index: 0, luma: picture.luma)) == grey)
    }

    /// The model was trained on colour pictures: fed grey, it scores the wink set's laughing face behind
    /// glasses (2007_007763-294, which no cascade finds) little more than dogs' faces; fed the same frames in
    /// colour, as MediaPipe feeds it, well above (every 10th frame of its three clips).
    @Test func colourLiftsTheLaughingFaceAboveTheFloor() throws {
        let detector = try LearnedFaceDetector(
            contentsOf: Self.modelPath, decoder: ShortRangeFaceDecoder(minScore: 0.05))
        var (grey, colour): ([Double], [Double]) = ([], [])
        for frame in try WinkSet.laughingFaceFrames() {
            grey.append(detector.faces(in: frame.luma).first?.score ?? 0)
            colour.append(detector.faces(in: frame).first?.score ?? 0)
        }
        let floor = LearnedFaceSearch(detector: detector, predictor: try ShapePredictor()).minScore
        let (greyAbove, colourAbove) = (grey.filter { $0 >= floor }.count, colour.filter { $0 >= floor }.count)
        print(
            "2007_007763-294: \(greyAbove) grey and \(colourAbove) colour frames of \(grey.count) at \(floor) or more")
        #expect(colourAbove >= grey.count * 3 / 4)
        #expect(greyAbove < grey.count / 2)
    }
}
