import FaceNavCore
import FaceNavTestSupport
import Runtime
import ScreenRendering
import Synchronization
import Testing

/// The test store itself: it passes when every change and effect is asserted, and records a readable
/// failure for a change or an effect nobody asserted, a wrong value, or an effect never received.
@Suite struct FeatureTestStoreTests {
    final class Texts: Sendable {
        let list = Mutex<[String]>([])
    }

    /// The store's failures, as the texts of the issues recorded while `body` ran (known, so not failing).
    func failures(_ body: () -> Void) -> [String] {
        let texts = Texts()
        withKnownIssue {
            body()
        } matching: { issue in
            texts.list.withLock { $0.append(issue.comments.map(\.rawValue).joined(separator: "\n")) }
            return true
        }
        return texts.list.withLock { $0 }
    }

    @Test func everyChangeAndEffectAssertedPasses() {
        let store = FeatureTestStore(CounterFeature(), state: CounterFeature.State())
        store.send(.increment, at: 1) {
            $0.count = 1
            $0.time = 1
        }
        store.receive(.announce(Announcement("1")), .log("count 1"))
        store.send(input: .key(.character("r")), at: 2) {
            $0.name = "renamed"
            $0.time = 2
        }
        store.send(input: .key(.character("x")), at: 3)
        #expect(store.state == CounterFeature.State(count: 1, name: "renamed", time: 2))
        #expect(store.screen(Size(width: 20, height: 1)).hasPrefix("renamed: 1"))
        store.finish()
    }

    @Test func aChangeNotAssertedFailsWithTheDifferingLines() {
        let texts = failures {
            let store = FeatureTestStore(CounterFeature(), state: CounterFeature.State())
            store.send(.rename("other"), at: 1) { $0.time = 1 }
        }
        #expect(texts.count == 1)
        #expect(texts.first?.contains(#"-   - name: "counter""#) == true, "\(texts)")
        #expect(texts.first?.contains(#"+   - name: "other""#) == true, "\(texts)")
        #expect(texts.first?.contains("count: 0") == true, "a line of context: \(texts)")
    }

    @Test func aWrongValueFails() {
        let texts = failures {
            let store = FeatureTestStore(CounterFeature(), state: CounterFeature.State())
            store.send(.rename("other"), at: 1) {
                $0.name = "another"
                $0.time = 1
            }
        }
        #expect(texts.count == 1)
        #expect(texts.first?.contains(#"-   - name: "another""#) == true, "\(texts)")
    }

    @Test func anEffectNotReceivedFailsTheNextSend() {
        let texts = failures {
            let store = FeatureTestStore(CounterFeature(), state: CounterFeature.State())
            store.send(.increment, at: 1) {
                $0.count = 1
                $0.time = 1
            }
            store.send(.rename("b"), at: 2) {
                $0.name = "b"
                $0.time = 2
            }
        }
        #expect(texts.count == 1)
        #expect(texts.first?.contains("not received before send(rename(\"b\"))") == true, "\(texts)")
        #expect(texts.first?.contains(#"log("count 1")"#) == true, "\(texts)")
    }

    @Test func anEffectNotReceivedFailsAtTheEndEvenWithoutFinish() {
        let atFinish = failures {
            let store = FeatureTestStore(CounterFeature(), state: CounterFeature.State())
            store.send(.increment) { $0.count = 1 }
            store.receive(.announce(Announcement("1")))
            store.finish()
        }
        #expect(atFinish.count == 1)
        #expect(atFinish.first?.contains(#"log("count 1")"#) == true, "\(atFinish)")
        let atTheStoresEnd = failures {
            let store = FeatureTestStore(CounterFeature(), state: CounterFeature.State())
            store.send(.increment) { $0.count = 1 }
        }
        #expect(atTheStoresEnd.count == 1)
        #expect(atTheStoresEnd.first?.contains("ended with effects not received") == true, "\(atTheStoresEnd)")
    }

    @Test func aWrongOrMissingEffectFails() {
        let texts = failures {
            let store = FeatureTestStore(CounterFeature(), state: CounterFeature.State())
            store.send(.increment) { $0.count = 1 }
            store.receive(.announce(Announcement("2")), .log("count 1"), .quit)
        }
        #expect(texts.count == 1)
        #expect(texts.first?.contains("- announce") == true, "\(texts)")
        #expect(texts.first?.contains("+ announce") == true, "\(texts)")
        #expect(texts.first?.contains("- quit") == true, "an effect expected but never returned: \(texts)")
    }

    @Test func receivingByAPredicateChecksItAndTheOrder() {
        let store = FeatureTestStore(CounterFeature(), state: CounterFeature.State())
        store.send(.increment) { $0.count = 1 }
        let texts = failures {
            store.receive("the log line") { $0 == .log("count 1") }
        }
        #expect(texts.count == 1, "the announcement comes first")
        store.receive("the log line") { $0 == .log("count 1") }
        store.finish()
    }

    @Test func offChecksOnlyWhatIsAssertedAndSkipsEffectsBeforeTheOneReceived() {
        let store = FeatureTestStore(CounterFeature(), state: CounterFeature.State())
        store.exhaustivity = .off
        store.send(.increment, at: 1)
        store.send(.increment, at: 2) { $0.count = 2 }
        store.receive(.log("count 2"))
        #expect(store.effects.isEmpty)
        let texts = failures {
            store.send(.rename("c"), at: 3) { $0.name = "d" }
        }
        #expect(texts.count == 1)
        #expect(texts.first?.contains(#"-   - name: "d""#) == true, "\(texts)")
        store.send(.increment, at: 4)
        store.finish()
    }

    @Test func theDiffMarksOnlyChangedLinesWithContext() {
        let old = (1...10).map { "line \($0)" }
        var new = old
        new[4] = "changed"
        new.append("added")
        let diff = LineDiff(old, new).text.split(separator: "\n").map(String.init)
        #expect(
            diff == [
                "  …", "  line 3", "  line 4", "- line 5", "+ changed", "  line 6", "  line 7", "  …", "  line 9",
                "  line 10", "+ added",
            ])
    }
}
