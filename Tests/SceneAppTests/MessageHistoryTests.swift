import FaceNavCore
import Testing

@testable import SceneApp

@Suite struct MessageHistoryTests {
    @Test func keepsTheNewestUpToItsCapacityWithTheirTimes() {
        var history = MessageHistory(capacity: 3)
        for (i, text) in ["Face found", "Centred", "  ", "Home", "About"].enumerated() {
            history.record(text, at: Double(i) * 10)
        }
        #expect(history.entries.map(\.text) == ["Centred", "Home", "About"])
        #expect(history.recent(2) == [.init(time: 40, text: "About"), .init(time: 30, text: "Home")])
        #expect(history.recent(10).count == 3 && history.recent(-1).isEmpty)
    }

    @Test func clockShowsMinutesAndSeconds() {
        #expect(MessageHistory.clock(125.7) == "2:05")
        #expect(MessageHistory.clock(0) == "0:00")
        #expect(MessageHistory.clock(-3) == "0:00")
    }
}
