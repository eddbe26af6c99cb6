import FaceNavCore
import FaceNavTestSupport
import Foundation
import Testing

@testable import FaceTracking

/// Reading dlib model files and predicting with a model small enough to follow by hand.
@Suite struct ShapePredictorModelTests {
    /// A fresh folder for each test, removed when the test is done.
    let temporary: TemporaryFolder

    init() throws { temporary = try TemporaryFolder("model") }

    private func predictor(_ model: TinyModel) throws(ShapePredictorError) -> ShapePredictor {
        try predictor(bytes: model.bytes)
    }

    private func predictor(bytes: [UInt8]) throws(ShapePredictorError) -> ShapePredictor {
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: max(bytes.count, 1), alignment: 8)
        defer { buffer.deallocate() }
        buffer.copyBytes(from: bytes)
        return try ShapePredictor(
            dlibBytes: UnsafeRawBufferPointer(rebasing: buffer[0..<bytes.count]), path: "tiny.dat")
    }

    @Test func aBrighterLeftPixelTakesTheLeftBranch() throws {
        let predictor = try predictor(TinyModel())
        #expect(predictor.partCount == 2)
        let box = PixelRect(x: 0, y: 0, width: 9, height: 9)
        // The initial points sit on (2, 4) and (6, 4); the leaf moves them by 0.125 of 8 pixels.
        let right = predictor.landmarks(in: TinyModel.image(left: 200, right: 50), box: box)
        #expect(right == [PixelPoint(x: 3, y: 4), PixelPoint(x: 7, y: 4)])
        let left = predictor.landmarks(in: TinyModel.image(left: 50, right: 200), box: box)
        #expect(left == [PixelPoint(x: 1, y: 4), PixelPoint(x: 5, y: 4)])
    }

    @Test func theBoxPlacesTheShape() throws {
        let predictor = try predictor(TinyModel(shift: 0.1))
        // Box (10, 20) 5x5: the unit square spans 4 pixels. A dark image takes the right branch (-0.1):
        // (0.25 - 0.1) * 4 + 10 = 10.6 and (0.75 - 0.1) * 4 + 10 = 12.6, which dlib rounds to 11 and 13.
        let image = GrayImage(width: 40, height: 40, filledWith: 0)
        let points = predictor.landmarks(in: image, box: PixelRect(x: 10, y: 20, width: 5, height: 5))
        #expect(abs(points[0].x - 10.6) < 1e-5 && points[0].y == 22)
        #expect(
            predictor.dlibLandmarks(in: image, box: PixelRect(x: 10, y: 20, width: 5, height: 5)) == [
                PixelPoint(x: 11, y: 22), PixelPoint(x: 13, y: 22),
            ])
    }

    @Test func pixelsOutsideTheImageReadZero() throws {
        let predictor = try predictor(TinyModel())
        // The box hangs off the left edge: the left feature pixel is outside (0), the right one reads 30.
        var image = GrayImage(width: 9, height: 9, filledWith: 0)
        image[2, 4] = 30
        let points = predictor.landmarks(in: image, box: PixelRect(x: -4, y: 0, width: 9, height: 9))
        #expect(points[0].x == -4 + 1)
        // A bright image everywhere, the box entirely outside: both read 0, the right branch.
        let outside = predictor.landmarks(
            in: GrayImage(width: 9, height: 9, filledWith: 255), box: PixelRect(x: 100, y: 100, width: 9, height: 9))
        #expect(outside[0] == PixelPoint(x: 101, y: 104))
    }

    @Test func everyTruncationIsAnErrorNamingTheFile() {
        let bytes = TinyModel().bytes
        for length in 0..<bytes.count {
            do {
                _ = try predictor(bytes: Array(bytes[0..<length]))
                Issue.record("\(length) bytes were accepted")
            } catch {
                #expect(error.message.hasPrefix("tiny.dat: "))
                #expect(error.message.contains("truncated"), "\(length) bytes: \(error.message)")
            }
        }
    }

    @Test func aWrongVersionIsRefused() {
        #expect(throws: ShapePredictorError.self) { try predictor(TinyModel(version: 2)) }
        do {
            _ = try predictor(TinyModel(version: 2))
        } catch {
            #expect(error.message.contains("version 2"))
        }
    }

    @Test func indicesOutOfRangeAreRefused() {
        do {
            _ = try predictor(TinyModel(splitFeature: 2))
            Issue.record("a split reading feature 2 of 2 was accepted")
        } catch {
            #expect(error.message.contains("feature 2 of 2"), "\(error.message)")
        }
        do {
            _ = try predictor(TinyModel(anchor: 2))
            Issue.record("an anchor on point 2 of 2 was accepted")
        } catch {
            #expect(error.message.contains("point 2 of a 2-point shape"), "\(error.message)")
        }
    }

    @Test func aMissingModelSaysWhatToInstall() {
        do {
            _ = try ShapePredictor(modelsDirectory: "/nonexistent/models", cache: nil)
            Issue.record("a missing model loaded")
        } catch {
            #expect(error.message.contains("/nonexistent/models/shape_predictor_68_face_landmarks.dat"))
            #expect(error.message.contains("libdlib-data") && error.message.contains("--models DIR"))
        }
    }

    @Test func aTruncatedDebianModelNamesTheFileAndWhatWasCut() throws {
        let source = try #require(FileHandle(forReadingAtPath: ShapePredictor.modelPath()), "install libdlib-data")
        let head = source.readData(ofLength: 1_000_000)
        let path = temporary.path + "/facenav-truncated-\(getpid()).dat"
        try head.write(to: URL(fileURLWithPath: path))
        defer { unlink(path) }
        do {
            _ = try ShapePredictor(contentsOf: path, cache: nil)
            Issue.record("a truncated model loaded")
        } catch {
            #expect(error.message.hasPrefix(path + ": "))
            #expect(error.message.contains("truncated at byte"), "\(error.message)")
            #expect(error.message.contains("of cascade 0"), "\(error.message)")
        }
    }
}
