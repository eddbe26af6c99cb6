import FaceNavCore
import Foundation
import Testing

@testable import FaceTracking

/// An eye model that reads both eyes' lids `opening` apart over the eye's width, whatever the crop shows.
final class ScriptedEyeModel: EyeContourModel, @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0.3

    var cropSide: Int { 64 }

    /// The lid opening every eye reads now.
    var opening: Double {
        get { lock.withLock { value } }
        set { lock.withLock { value = newValue } }
    }

    func contour(in crop: EyeCrop) -> EyeContour? {
        let upperY = 34 - opening * 32
        let lower = (0..<9).map { PixelPoint(x: 16 + 4 * Double($0), y: 34) }
        let upper = (1..<8).map { PixelPoint(x: 16 + 4 * Double($0), y: upperY) }
        return EyeContour(points: lower + upper)
    }
}

/// A face lost for a moment and found again where it was keeps its eyes' open levels and is resumed; a
/// longer loss, or a face found elsewhere or at another size, is a new face read against the prior.
@Suite struct FaceTrackerBriefLossTests {
    /// Eyes that read 0.3 open while followed (their level), then 0.18 once found again: 0.6 of the level,
    /// shut against it, but open against the prior for all faces (`priorOpenOpening`, 0.16).
    static let openLevel = 0.3
    static let narrowed = 0.18

    /// A tracker that has followed `face` for a second with its eyes at `openLevel`, then lost it; and the
    /// index of the first frame after the loss.
    func trackedThenLost(_ scene: ScriptedScene, face: SyntheticFace, eyes: ScriptedEyeModel) -> (
        tracker: FaceTracker<ScriptedDetector, ScriptedPredictor>, next: Int
    ) {
        var settings = FaceTrackerSettings()
        settings.cutDifference = 256  // the synthetic face's jumps change much of the small frame
        var tracker = FaceTracker(
            detector: ScriptedDetector(scene: scene), predictor: ScriptedPredictor(scene: scene), settings: settings)
        tracker.eyeModel = eyes
        scene.scrambledOffFace = true
        scene.face = face
        eyes.opening = Self.openLevel
        for i in 0..<30 {
            let m = tracker.measure(face.frame(index: i))
            #expect(m.faceFound && m.eyeLeft > 0.9 && m.eyeRight > 0.9 && !m.resumed)
        }
        scene.face = nil
        var index = 30
        while tracker.measure(face.frame(index: index)).faceFound, index < 33 { index += 1 }
        #expect(!tracker.isFollowingFace, "the face is lost within three frames")
        return (tracker, index + 1)
    }

    @Test func aFaceFoundAgainWhereItWasWithinTheBriefLossKeepsItsEyesLevels() {
        let scene = ScriptedScene()
        let eyes = ScriptedEyeModel()
        let face = SyntheticFace()
        var (tracker, next) = trackedThenLost(scene, face: face, eyes: eyes)
        #expect(!tracker.measure(face.frame(index: next)).faceFound)
        scene.face = face
        eyes.opening = Self.narrowed
        let found = tracker.measure(face.frame(index: next + 1))
        #expect(found.faceFound && found.resumed)
        #expect(found.eyeLeft < 0.1 && found.eyeRight < 0.1, "read against the level learnt before the loss")
        let after = tracker.measure(face.frame(index: next + 2))
        #expect(after.faceFound && !after.resumed, "only the first frame after the loss resumes")
    }

    @Test func aFaceFoundAgainAfterALongerLossIsNew() {
        let scene = ScriptedScene()
        let eyes = ScriptedEyeModel()
        let face = SyntheticFace()
        var (tracker, next) = trackedThenLost(scene, face: face, eyes: eyes)
        // 0.6 s without the face: longer than `briefLoss`.
        for i in next..<(next + 18) { #expect(!tracker.measure(face.frame(index: i)).faceFound) }
        scene.face = face
        eyes.opening = Self.narrowed
        let found = tracker.measure(face.frame(index: next + 18))
        #expect(found.faceFound && !found.resumed)
        #expect(found.eyeLeft > 0.9 && found.eyeRight > 0.9, "read against the prior, as a face just found")
    }

    @Test(arguments: [(Vector3(90, 0, 350), "elsewhere"), (Vector3(0, 0, 560), "further: smaller")])
    func aFaceFoundAgainElsewhereOrAtAnotherSizeIsNew(_ place: Vector3, _ why: String) {
        let scene = ScriptedScene()
        let eyes = ScriptedEyeModel()
        var face = SyntheticFace()
        var (tracker, next) = trackedThenLost(scene, face: face, eyes: eyes)
        face.translation = place
        scene.face = face
        eyes.opening = Self.narrowed
        let found = tracker.measure(face.frame(index: next))
        #expect(found.faceFound && !found.resumed, "\(why)")
        #expect(found.eyeLeft > 0.9 && found.eyeRight > 0.9, "\(why): read against the prior")
    }

    @Test func aFaceForgottenIsNewHoweverSoonItIsFound() {
        let scene = ScriptedScene()
        let eyes = ScriptedEyeModel()
        let face = SyntheticFace()
        var (tracker, next) = trackedThenLost(scene, face: face, eyes: eyes)
        tracker.forget()
        scene.face = face
        eyes.opening = Self.narrowed
        let found = tracker.measure(face.frame(index: next))
        #expect(found.faceFound && !found.resumed && found.eyeLeft > 0.9)
    }

    @Test func noBriefLossTakesEveryFaceFoundAsNew() {
        let scene = ScriptedScene()
        let eyes = ScriptedEyeModel()
        let face = SyntheticFace()
        var (tracker, next) = trackedThenLost(scene, face: face, eyes: eyes)
        tracker.settings.briefLoss = 0
        scene.face = face
        eyes.opening = Self.narrowed
        let found = tracker.measure(face.frame(index: next))
        #expect(found.faceFound && !found.resumed && found.eyeRight > 0.9)
    }
}
