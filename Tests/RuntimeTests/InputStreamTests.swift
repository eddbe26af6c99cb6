import FaceNavCore
import Foundation
import Runtime
import Testing

/// What feeds the one stream besides the terminal: schedules (traces, WAV commands, replays) and
/// background inputs (camera, microphone).
@Suite struct InputStreamTests {
    @Test func aTraceStartsAtZeroAndMergesWithHeardCommandsFramesFirst() {
        let trace = ScheduledInputs.trace([FaceMeasurement(time: 10), FaceMeasurement(time: 10.5)])
        #expect(trace.entries.map(\.time) == [0, 0.5])
        if case .faceMeasured(let frame) = trace.entries[1].input {
            #expect(frame.time == 0.5)
        } else {
            Issue.record("not a face: \(trace.entries[1].input)")
        }
        var merged = trace.merged(with: ScheduledInputs([(0.5, .heard(.next, word: "next")), (0.2, .tick)]))
        #expect(merged.entries.map(\.time) == [0, 0.2, 0.5, 0.5])
        #expect(merged.entries[3].input == .heard(.next, word: "next"), "at equal times the trace comes first")
        #expect(merged.take(upTo: 0.3).count == 2)
        #expect(merged.take(count: 1).first?.time == 0.5)
        #expect(!merged.isEmpty)
        #expect(merged.take(upTo: 100).count == 1)
        #expect(merged.isEmpty)
    }

    @Test func aBackgroundInputHandsOverWhatItsThreadSendsAndStopsWhenAsked() async throws {
        let input = BackgroundInput.start(name: "counter", threadName: "test counter") { input in
            var n = 0
            while !input.isStopping {
                input.send(.faceMeasured(FaceMeasurement(time: Double(n))))
                n += 1
                usleep(1000)
            }
            input.send(.notice(Announcement("stopped")))
        }
        var taken: [ProgramInput] = []
        for _ in 0..<200 where taken.count < 5 {
            taken += input.take()
            try await Task.sleep(for: .milliseconds(5))
        }
        #expect(taken.count >= 5)
        #expect(taken.first == .faceMeasured(FaceMeasurement(time: 0)), "in the order sent")
        input.stop()
        for _ in 0..<200 where !taken.contains(.notice(Announcement("stopped"))) {
            taken += input.take()
            try await Task.sleep(for: .milliseconds(5))
        }
        #expect(taken.last == .notice(Announcement("stopped")), "the thread saw the stop and finished")
        #expect(input.take().isEmpty)
    }
}
