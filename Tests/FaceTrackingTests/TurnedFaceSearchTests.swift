import FaceNavCore
import Foundation
import Frames
import Testing

@testable import FaceTracking

/// The turned search: when it turns (only after a face was just lost, else one search in four), which turn,
/// and that on real pixels it finds a head tilted past the upright cascades' reach where the head is.
@Suite struct TurnedFaceSearchTests {
    static func search() throws -> TurnedFaceSearch {
        TurnedFaceSearch(detector: CascadeDetector(cascade: try Cascade.named("haar"), minSize: 80))
    }

    @Test func everySearchTurnsWhileAFaceWasJustSeenAndOneInFourOtherwise() throws {
        let search = try Self.search()
        #expect((0..<8).allSatisfy { search.cadence.searches(attempt: $0, sinceFace: 1.5) })
        #expect((0..<8).filter { search.cadence.searches(attempt: $0, sinceFace: nil) } == [0, 4])
        #expect((0..<8).filter { search.cadence.searches(attempt: $0, sinceFace: 2.5) } == [0, 4])
        // A clock that went back is no recent face.
        #expect((0..<8).filter { search.cadence.searches(attempt: $0, sinceFace: -1) } == [0, 4])
    }

    @Test func theTurnsAlternate() throws {
        let search = try Self.search()
        let degrees = (0..<4).map { (search.roll(forSearch: $0) * 180 / .pi).rounded() }
        #expect(degrees == [20, -20, 20, -20])
    }

    /// The portrait with its face (found upright by LBP) tilted `degrees`, and where the face's centre went.
    static func tilted(by degrees: Double) throws -> (image: GrayImage, centre: PixelPoint, width: Int) {
        let image = try #require(TestImages.pgm(".fixtures/portraits/227943776_1.pgm"), "make fixtures")
        let face = try #require(
            CascadeDetector(cascade: try Cascade.named("lbp"), minSize: 80).detectFaces(in: image).first)
        let roll = degrees * .pi / 180
        let centre = (x: Double(image.width) / 2, y: Double(image.height) / 2)
        let side = max(image.width, image.height)
        let turned = image.turnedSquare(about: centre, side: side, roll: -roll)
        // Output pixel p shows source centre + R(-roll)(p - half): the face's centre f shows at
        // half + R(roll)(f - centre).
        let fx = Double(face.x) + Double(face.width) / 2 - centre.x
        let fy = Double(face.y) + Double(face.height) / 2 - centre.y
        let half = Double(side) / 2
        let shown = PixelPoint(
            x: half + cos(roll) * fx - sin(roll) * fy, y: half + sin(roll) * fx + cos(roll) * fy)
        return (turned, shown, face.width)
    }

    @Test(arguments: [30.0, -30.0])
    func aTiltedFaceIsFoundTurnedWhereItIs(_ degrees: Double) throws {
        let (image, centre, width) = try Self.tilted(by: degrees)
        let upright = try DefaultFaceFinderTests.defaultTracker().detector
        #expect(upright.detectFaces(in: image, region: nil).isEmpty, "found upright: the test shows nothing")
        var tracker = try DefaultFaceFinderTests.defaultTracker()
        // Every search turns in the first two seconds, alternating turns: found within two frames.
        let found = (0..<2).lazy.map { tracker.measure(Frame(time: Double($0) / 30, index: $0, luma: image)) }
            .first { $0.faceFound }
        let measurement = try #require(found, "the tilted face was not found")
        let box = try #require(measurement.box)
        let (x, y) = box.centre
        #expect(abs(x - centre.x) < Double(width) / 4 && abs(y - centre.y) < Double(width) / 4, "\(box) \(centre)")
        #expect(abs(measurement.roll * 180 / .pi) > 20, "the head's roll: \(measurement.roll) rad")
    }

    /// At start-up every search turns, as just after a face was lost (someone who starts the app is most
    /// likely there); after two seconds with nobody in view one search in four does, as before (the cascades
    /// alone, searching every frame).
    @Test func theFirstTwoSecondsSearchTurnedThenOneInFour() throws {
        var tracker = try DefaultFaceFinderTests.defaultTracker()
        tracker.learnedSearch = nil
        let empty = GrayImage(width: 160, height: 120, pixels: [UInt8](repeating: 118, count: 160 * 120))
        for index in 0..<90 {
            #expect(!tracker.measure(Frame(time: Double(index) / 30, index: index, luma: empty)).faceFound)
        }
        // Frames 0-60 (up to 2 s) all turn; of frames 61-89, those whose attempt is a multiple of four.
        let idle = (61..<90).filter { $0 % 4 == 0 }.count
        #expect(tracker.turnedSearchCount.attempts == 90)
        #expect(tracker.turnedSearchCount.made == 61 + idle)
    }

    /// With the learned detector first, the cascades (and so the turned search) look at every frame it finds
    /// nothing in for two seconds, then at one in three; of those, the turned search still turns one in four.
    @Test func withTheLearnedDetectorTheCascadesSearchOneInThreeAfterTwoSeconds() throws {
        var tracker = try DefaultFaceFinderTests.defaultTracker()
        let empty = GrayImage(width: 160, height: 120, pixels: [UInt8](repeating: 118, count: 160 * 120))
        for index in 0..<90 {
            #expect(!tracker.measure(Frame(time: Double(index) / 30, index: index, luma: empty)).faceFound)
        }
        #expect(tracker.cascadeSearchAttempts == 90)
        let cascades = (61..<90).filter { $0 % 3 == 0 }.count
        #expect(tracker.turnedSearchCount.attempts == 61 + cascades)
        let turned = (61..<(61 + cascades)).filter { $0 % 4 == 0 }.count
        #expect(tracker.turnedSearchCount.made == 61 + turned)
    }
}
