import FaceNavCore
import FaceNavTestSupport
import Testing

@testable import SceneApp

/// A settled face the tracker finds again a moment after losing it (`FaceMeasurement.resumed`) stays settled
/// and its eyes go on from before the loss; any other face found settles again.
@Suite struct GestureEngineResumeTests {
    /// A stream past the settle time, ready for a gesture.
    let settled = FaceStream().neutral(for: 1.5)

    func fired(_ stream: FaceStream) -> [Gesture] {
        var engine = GestureEngine()
        return engine.replay(stream.measurements).map(\.gesture)
    }

    /// `stream` with `seconds` of frames changed by `change`, the first of them marked resumed when `resumed`.
    func found(
        _ stream: FaceStream, for seconds: Double, resumed: Bool, _ change: @escaping (inout FaceMeasurement) -> Void
    ) -> FaceStream {
        stream.frames(stream.frameCount(seconds)) { face, index in
            change(&face)
            face.resumed = resumed && index == 0
        }
    }

    @Test func aWinkBegunAsASettledFaceWasLostFiresWhenTheFaceResumes() {
        // Lost for two frames as the left eye shut: read shut from the first frame found again.
        let lost = settled.lost(for: 0.067)
        #expect(fired(found(lost, for: 0.5, resumed: true) { $0.eyeLeft = 0 }.neutral(for: 1)) == [.winkLeft])
        #expect(
            fired(found(lost, for: 0.5, resumed: false) { $0.eyeLeft = 0 }.neutral(for: 1)).isEmpty,
            "a face found afresh settles again")
    }

    @Test func aGestureHeldAsTheFaceWasLostMustBeMadeAgain() {
        let heldThrough = found(settled.wink(left: true, for: 0.1).lost(for: 0.067), for: 0.6, resumed: true) {
            $0.eyeLeft = 0
        }
        #expect(fired(heldThrough.neutral(for: 1)).isEmpty)
        #expect(fired(heldThrough.neutral(for: 0.5).wink(left: true, for: 0.5).neutral(for: 1)) == [.winkLeft])
    }

    @Test func aFaceLostBeforeItSettledSettlesAgainWhenResumed() {
        let early = FaceStream().neutral(for: 0.5).lost(for: 0.067)
        let resumed = found(early, for: 0.3, resumed: true) { _ in }
        // Tilted from 0.3 s after it was found again to 1.5 s: held before it settled, so it must be made again.
        #expect(fired(resumed.face(for: 1.2) { $0.roll = 0.6 }.neutral(for: 0.5)).isEmpty)
        #expect(fired(resumed.neutral(for: 0.9).face(for: 1) { $0.roll = 0.6 }) == [.tiltLeft])
    }

    @Test func aBlinkAcrossABriefLossIsNoWink() {
        // Both eyes shut as the face was lost; the right opens first once found again.
        let blink = settled.blink(for: 0.067).lost(for: 0.067)
        let after = found(blink, for: 0.5, resumed: true) { $0.eyeLeft = 0 }
        #expect(fired(after.neutral(for: 1)).isEmpty)
    }
}
