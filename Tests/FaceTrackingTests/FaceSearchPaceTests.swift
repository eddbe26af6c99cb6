import FaceNavCore
import FrameSources
import Testing

@testable import FaceTracking

/// The live loop's search pace: with no face followed only every third frame is searched whole; a face
/// that comes into view is found at most two frames later, and the frames between are measured lost.
@Suite struct FaceSearchPaceTests {
    /// Which of `following`'s frames the pace measures.
    func measured(_ following: [Bool], every: Int = 3) -> [Int] {
        var pace = FaceSearchPace(every: every)
        return following.indices.filter { pace.measures(following: following[$0]) }
    }

    @Test func withNoFaceOneFrameInThreeIsSearchedFromTheFirst() {
        #expect(measured(Array(repeating: false, count: 10)) == [0, 3, 6, 9])
        #expect(measured(Array(repeating: false, count: 4), every: 1) == [0, 1, 2, 3])
    }

    @Test func aFollowedFaceIsMeasuredEveryFrameAndTheFrameAfterItIsLostIsSearchedAtOnce() {
        // Found by frame 0's search, followed on 1 to 5, lost by frame 5's measurement.
        let following = [false, true, true, true, true, true, false, false, false, false, false]
        #expect(measured(following) == [0, 1, 2, 3, 4, 5, 6, 9])
        // A face lost on its first followed frame.
        #expect(measured([false, true, false, false, false, false]) == [0, 1, 2, 5])
    }

    /// Nobody there for `restAfter` frames: one frame in `restingEvery` from then on; a face seen again
    /// brings back the usual pace, and the count of empty frames starts again.
    @Test func anEmptyRoomIsSearchedLessOftenAfterAWhileAndAFaceBringsThePaceBack() {
        var pace = FaceSearchPace(every: 3, restAfter: 12, restingEvery: 6)
        let empty = (0..<30).filter { _ in pace.measures(following: false) }
        #expect(empty == [0, 3, 6, 9, 15, 21, 27], "one in three for 12 frames, then one in six")
        let followed = pace.measures(following: true)
        #expect(followed, "a face found is measured every frame")
        let after = (0..<12).filter { _ in pace.measures(following: false) }
        #expect(after == [0, 3, 6, 9], "lost: searched at once, then one in three again")
        // The default rests after 10 s at 30 fps (100 searches) to one frame in nine (166 in the next 50 s);
        // never faster than `every`.
        var live = FaceSearchPace()
        let minute = (0..<1800).filter { _ in live.measures(following: false) }
        #expect(minute.count == 100 + 166, "\(minute.count) searches in a minute with nobody there")
        #expect(FaceSearchPace(every: 12, restingEvery: 9).restingEvery == 12)
    }

    /// The tracker's paced measure, on the scripted scene: the skipped frames are lost and search nothing.
    @Test func skippedFramesAreMeasuredLostAndSearchNothing() {
        let scene = ScriptedScene()
        var settings = FaceTrackerSettings()
        settings.cutDifference = 256
        var tracker = FaceTracker(
            detector: ScriptedDetector(scene: scene), predictor: ScriptedPredictor(scene: scene), settings: settings)
        var pace = FaceSearchPace()
        let face = SyntheticFace()
        var found: [Bool] = []
        for i in 0..<12 {
            scene.face = i >= 4 ? face : nil  // the person comes into view on frame 4
            let measurement = tracker.measure(face.frame(index: i), pace: &pace)
            #expect(measurement.time == face.frame(index: i).time)
            found.append(measurement.faceFound)
        }
        // Searched on 0 and 3 (nothing), then 6, where the face is found, two frames late; followed after.
        #expect(found == Array(repeating: false, count: 6) + Array(repeating: true, count: 6))
        #expect(scene.fullFrameSearches == 3)
    }

    /// On a real video (face-200: a face from its first frame) after `blank` grey frames, the default
    /// tracker paced finds the face at most two frames after the same tracker searching every frame, and
    /// searches a third of the blank frames.
    @Test(arguments: [10, 11, 12])
    func aRealFaceIsFoundAtMostTwoFramesLate(blank: Int) throws {
        let path = TestImages.url(".fixtures/face-sizes/face-200.y4m").path
        let reader = try #require(try? Y4MReader(path: path), "needs \(path) (make fixtures)")
        var faceFrames: [Frame] = []
        while faceFrames.count < 8, let frame = try reader.nextFrame() { faceFrames.append(frame) }
        let grey = GrayImage(width: 640, height: 480, pixels: [UInt8](repeating: 128, count: 640 * 480))
        let frames =
            (0..<blank).map { Frame(time: Double($0) / 30, index: $0, luma: grey) }
            + faceFrames.enumerated().map { k, frame in
                Frame(time: Double(blank + k) / 30, index: blank + k, luma: frame.luma)
            }
        var everyFrame = try DefaultFaceFinderTests.defaultTracker()
        var paced = try DefaultFaceFinderTests.defaultTracker()
        var pace = FaceSearchPace()
        let foundEveryFrame = frames.firstIndex { everyFrame.measure($0).faceFound }
        let foundPaced = frames.firstIndex { paced.measure($0, pace: &pace).faceFound }
        let first = try #require(foundEveryFrame)
        let late = try #require(foundPaced) - first
        print("after \(blank) grey frames: found on frame \(first) searching every frame, \(late) later paced")
        #expect(first == blank)
        #expect(late >= 0 && late <= 2)
        #expect(late == (3 - blank % 3) % 3, "searched on every third frame from the first")
    }
}
