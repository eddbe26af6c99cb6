import FaceNavCore
import SceneApp
import Testing

/// The one face layer the app and the game share: found and lost once each, settling after it is found.
@Suite struct WatchedFaceTests {
    @Test func theFaceIsFoundAndLostOnceEachAndSettlesAfterTheSettleTime() {
        var face = WatchedFace()
        let settle = GestureSettings.default.settleTime
        #expect(face.update(FaceMeasurement(time: 0)).change == .found)
        #expect(face.update(FaceMeasurement(time: 0.1)).change == nil)
        #expect(!face.isSettled(at: settle / 2))
        #expect(face.isSettled(at: settle))
        #expect(face.update(.lost(at: 2)).change == .lost)
        #expect(face.update(.lost(at: 2.1)).change == nil)
        #expect(!face.isVisible && face.foundAt == nil && !face.isSettled(at: 10))
        #expect(face.update(FaceMeasurement(time: 3)).change == .found)
        #expect(face.foundAt == 3)
        #expect(WatchedFace.Change.lost.announcement.priority == .important)
        #expect(WatchedFace.Change.found.event == .faceFound)
    }
}
