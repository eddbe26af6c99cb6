import FaceNavCore
import FaceNavTestSupport
import Features
import Foundation
import Inputs
import Runtime
import Testing

/// The committed face traces that drive the document app by the face alone, no keys
/// (`Tests/Fixtures/traces/document-*.jsonl`, replayed by the binary in `MockAppsTests`): recorded here by a
/// driver that aims at each button until dwell presses it, and checked to be what the driver records now, so
/// a change to the screens that would leave a trace aiming at nothing fails here first.
///
/// Each frame goes through the trace format (written, then read back) before the app sees it, so the app
/// here takes exactly the numbers `facenav run --trace` will read. `RECORD_TRACES=1` writes the files again.
@Suite struct DocumentFaceTraceTests {
    static let folder = OneLoopTests.root + "/Tests/Fixtures/traces"

    /// A face 30 frames a second, with a natural blink (both eyes, 0.13 s) every four seconds.
    struct Recorder: DocumentFace {
        var run: DocumentCaptureTests.Run
        var lines: [String] = []
        var frame = 0

        mutating func hold(yaw: Double, pitch: Double, for seconds: Double) {
            for _ in 0..<Int((seconds * 30).rounded()) {
                let blinking = frame % 120 >= 60 && frame % 120 < 64
                let eyes = blinking ? 0.1 : 0.95
                let measured = FaceMeasurement(
                    time: Double(frame) / 30, yaw: yaw, pitch: pitch, eyeLeft: eyes, eyeRight: eyes, mouth: 0.05,
                    quality: 0.9)
                let line = FaceTraceFormat.line(for: measured)
                lines.append(line)
                let read = try! FaceTraceFormat.parse(Substring(line), file: "", lineNumber: 0)!
                run.time = read.time
                run.program.send(.faceMeasured(read), at: read.time)
                frame += 1
            }
        }

        /// The trace as a file, a comment line first.
        func file(_ comment: String) -> String { "# \(comment)\n" + lines.joined(separator: "\n") + "\n" }
    }

    /// Centres, chooses `type`, waits out the instruction, captures and confirms both sides, and waits for
    /// the result; the capture side answers `outcome` for each still.
    static func record(type: String, outcome: CaptureResult.Outcome) throws -> Recorder {
        var face = Recorder(run: try DocumentCaptureTests().start(camera: DocumentCaptureTests.verdict(outcome)))
        face.hold(yaw: 0, pitch: 0, for: 1.5)
        face.dwell(on: type)
        face.hold(yaw: 0, pitch: 0, for: 3.5)
        for _ in 0..<2 {
            face.dwell(on: "Continue")
            face.dwell(on: "Capture")
            face.dwell(on: "Yes")
        }
        face.hold(yaw: 0, pitch: 0, for: 2.5)
        return face
    }

    /// Nil when the committed file holds `text`; else writes it (when missing or `RECORD_TRACES=1`) and says so.
    static func traceMismatch(_ text: String, named name: String) -> String? {
        let path = folder + "/\(name).jsonl"
        let recording = ProcessInfo.processInfo.environment["RECORD_TRACES"] == "1"
        if !recording, let committed = try? String(contentsOfFile: path, encoding: .utf8) {
            return committed == text ? nil : "\(path) is not what the driver records now: RECORD_TRACES=1 to update it"
        }
        do {
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        } catch {
            return "could not write \(path): \(error)"
        }
        return recording ? nil : "recorded \(path); check it and run again"
    }

    @Test func theSuccessTraceTakesTheCNHToSuccess() throws {
        let face = try Self.record(type: "CNH (driving licence)", outcome: .success)
        #expect(face.run.program.state.flow.screen == .result(.success))
        #expect(face.run.said.texts.last == "Done: the CNH was accepted.")
        let comment =
            "The document app by the face alone: centre, dwell on CNH, wait out the instruction, then Continue, "
            + "Capture and Yes for each side, and wait for the result. Recorded by DocumentFaceTraceTests."
        #expect(Self.traceMismatch(face.file(comment), named: "document-success") == nil)
    }

    @Test func theTryAgainTraceTakesTheRGToTheResult() throws {
        let face = try Self.record(type: "RG (identity card)", outcome: .tryAgain(["Too dark: find more light."]))
        guard case .result(.tryAgain) = face.run.program.state.flow.screen else {
            Issue.record("the flow should end on try again:\n\(face.run.screen)")
            return
        }
        let comment =
            "The document app by the face alone: centre, dwell on RG, wait out the instruction, then Continue, "
            + "Capture and Yes for each side, and wait for the result. Recorded by DocumentFaceTraceTests."
        #expect(Self.traceMismatch(face.file(comment), named: "document-try-again") == nil)
    }
}
