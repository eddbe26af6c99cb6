import FaceNavCore
import Foundation
import Testing

@testable import FaceTracking

/// The detector against OpenCV's own boxes on real portraits, recorded by
/// `Benchmarks/peers/record-opencv-boxes.sh` into `Tests/Fixtures/opencv-cascade-boxes.json`.
@Suite struct CascadeDetectorTests {
    struct Recording: Decodable {
        struct Entry: Decodable {
            var cascade: String
            var images: [Image]
        }
        struct Image: Decodable {
            var path: String
            var faces: [[Int]]
            var windows: [[Int]]
        }
        var opencv: String
        var cascades: [String: Entry]
    }

    static let recording: Recording = {
        let data = try! Data(contentsOf: TestImages.url("Tests/Fixtures/opencv-cascade-boxes.json"))
        return try! JSONDecoder().decode(Recording.self, from: data)
    }()

    static func box(_ v: [Int]) -> PixelRect { PixelRect(x: v[0], y: v[1], width: v[2], height: v[3]) }

    @Test(arguments: ["lbp", "haar"])
    func sameWindowsAndFacesAsOpenCVOnEveryPortrait(cascadeName: String) throws {
        let entry = try #require(Self.recording.cascades[cascadeName])
        let detector = CascadeDetector(cascade: try Cascade(contentsOfFile: entry.cascade))
        #expect(entry.images.count == 4)
        for recorded in entry.images {
            let image = try #require(TestImages.pgm(recorded.path), "run make fixtures for \(recorded.path)")
            let windows = detector.candidates(in: image)
            // OpenCV clips its output to the image.
            let clipped = Set(
                windows.map {
                    PixelRect(
                        x: $0.x, y: $0.y, width: min($0.x + $0.width, image.width) - $0.x,
                        height: min($0.y + $0.height, image.height) - $0.y)
                })
            #expect(clipped == Set(recorded.windows.map(Self.box)), "\(recorded.path)")
            #expect(windows.count == recorded.windows.count)
            let faces = detector.order(detector.group(windows, width: image.width, height: image.height))
            #expect(recorded.faces.count == 1)
            #expect(faces.count == 1, "\(recorded.path): \(faces)")
            if let face = faces.first {
                #expect(face.overlap(with: Self.box(recorded.faces[0])) >= 0.9)
                #expect(face == Self.box(recorded.faces[0]), "\(recorded.path)")
            }
        }
    }

    /// Tilted HAAR features and three-node trees (`haarcascade_eye_tree_eyeglasses`) take other paths.
    @Test func tiltedTreeCascadeGivesOpenCVsWindowsAndBoxes() throws {
        let entry = try #require(Self.recording.cascades["eyes"])
        let detector = CascadeDetector(cascade: try Cascade(contentsOfFile: entry.cascade))
        #expect(detector.cascade.hasTiltedFeatures && !detector.cascade.isStumps)
        for recorded in entry.images {
            let image = try #require(TestImages.pgm(recorded.path), "run make fixtures for \(recorded.path)")
            let windows = detector.candidates(in: image)
            let clipped = windows.map {
                PixelRect(
                    x: $0.x, y: $0.y, width: min($0.x + $0.width, image.width) - $0.x,
                    height: min($0.y + $0.height, image.height) - $0.y)
            }
            #expect(Set(clipped) == Set(recorded.windows.map(Self.box)), "\(recorded.path)")
            let boxes = detector.group(windows, width: image.width, height: image.height)
            #expect(Set(boxes) == Set(recorded.faces.map(Self.box)), "\(recorded.path)")
        }
    }

    @Test func regionFindsTheFaceAroundItAndNothingAway() throws {
        let image = try #require(TestImages.pgm(".fixtures/astronaut.pgm"))
        let detector = CascadeDetector(cascade: try Cascade.named("lbp"))
        let face = Self.box(try #require(Self.recording.cascades["lbp"]?.images[3].faces.first))
        let around = PixelRect(x: face.x - 40, y: face.y - 40, width: face.width + 80, height: face.height + 80)
        let found = detector.detectFaces(in: image, region: around)
        #expect(found.count == 1)
        if let first = found.first { #expect(first.overlap(with: face) >= 0.8) }
        #expect(detector.detectFaces(in: image, region: PixelRect(x: 0, y: 300, width: 200, height: 200)).isEmpty)
        #expect(detector.detectFaces(in: image, region: PixelRect(x: 600, y: 600, width: 50, height: 50)).isEmpty)
    }

    @Test func scalesFollowMinAndMaxSize() throws {
        let detector = CascadeDetector(cascade: try Cascade.named("haar"), minSize: 30, maxSize: 60)
        let scales = detector.scales(imageWidth: 640, imageHeight: 480)
        // Windows of round(24 * 1.1^k): 29 (skipped) 32 35 39 43 47 51 57 (then 63 > 60).
        #expect(scales.count == 7)
        #expect(scales.first == Float(1.1 * 1.1 * 1.1))
        #expect(CascadeDetector(cascade: detector.cascade).scales(imageWidth: 20, imageHeight: 20).isEmpty)
        #expect(CascadeDetector(cascade: detector.cascade).detectFaces(in: GrayImage(width: 10, height: 10)).isEmpty)
    }
}
