import Testing

@testable import FaceNavCore

@Suite struct FaceTraceFormatTests {
    @Test func readsTheDocumentedLine() throws {
        let line =
            #"{"t": 12.033, "face": true, "yaw": 0.05, "pitch": -0.02, "roll": 0.01, "eyeLeft": 0.93, "eyeRight": 0.12, "mouth": 0.05, "tongue": 0.0, "extra": "ignored"}"#
        let m = try #require(try FaceTraceFormat.parse(Substring(line), file: "t.jsonl", lineNumber: 1))
        #expect(m.time == 12.033)
        #expect(m.faceFound)
        #expect(m.yaw == 0.05 && m.pitch == -0.02 && m.roll == 0.01)
        #expect(m.eyeLeft == 0.93 && m.eyeRight == 0.12)
        #expect(m.quality == nil)
    }

    @Test func optionalBoxAndLandmarksRoundTrip() throws {
        let original = FaceMeasurement(
            time: 1.5, yaw: 0.1, eyeLeft: 0.5, quality: 0.9, box: PictureRect(x: 10, y: 20, width: 100, height: 120),
            landmarks: Array(repeating: [1.25, 2.5], count: 68))
        let line = FaceTraceFormat.line(for: original)
        let read = try #require(try FaceTraceFormat.parse(Substring(line), file: "x", lineNumber: 1))
        #expect(read == original)
    }

    /// A trace written before the box was typed (fractional pixels, as `facenav track` writes them) reads into
    /// the same numbers and writes back the same `box` array; a box of other than four numbers is refused.
    @Test func theBoxIsTheSameArrayOfFourNumbersAsBefore() throws {
        let line =
            #"{"t":0.033,"face":true,"yaw":-0.3179,"pitch":-0.1444,"roll":0.0194,"eyeLeft":1,"eyeRight":1,"mouth":0,"tongue":0,"quality":1,"box":[217.8,140,246.8,237.6]}"#
        let m = try #require(try FaceTraceFormat.parse(Substring(line), file: "t.jsonl", lineNumber: 1))
        #expect(m.box == PictureRect(x: 217.8, y: 140, width: 246.8, height: 237.6))
        #expect(m.box?.centre.x == 217.8 + 246.8 / 2)
        #expect(FaceTraceFormat.line(for: m) == line)
        for bad in ["[1, 2, 3]", "[1, 2, 3, 4, 5]", "\"box\"", "[1, \"2\", 3, 4]"] {
            #expect(throws: FaceTraceError(file: "t.jsonl", line: 2, message: "'box' must be [x, y, w, h]")) {
                try FaceTraceFormat.parse("{\"t\": 0}\n{\"t\": 1, \"box\": \(bad)}", file: "t.jsonl")
            }
        }
    }

    @Test func badLinesNameTheirLine() {
        let text = """
            {"t": 0.0, "face": true}

            {"t": 0.1, "face": "yes"}
            """
        #expect(throws: FaceTraceError(file: "t.jsonl", line: 3, message: "'face' must be true or false")) {
            try FaceTraceFormat.parse(text, file: "t.jsonl")
        }
        #expect(throws: FaceTraceError.self) { try FaceTraceFormat.parse("{\"face\": true}", file: "t") }
        #expect(throws: FaceTraceError.self) { try FaceTraceFormat.parse("{\"t\": 1, \"eyeLeft\": 3}", file: "t") }
        #expect(throws: FaceTraceError.self) { try FaceTraceFormat.parse("not json", file: "t") }
        #expect(throws: FaceTraceError.self) { try FaceTraceFormat.parse("{\"t\": 1}\n{\"t\": 0.5}", file: "t") }
    }

    @Test func blankLinesAndCommentsAreSkipped() throws {
        let frames = try FaceTraceFormat.parse(
            "# recorded by hand\n\n{\"t\": 0}\n{\"t\": 0.1, \"face\": false}\n", file: "t")
        #expect(frames.count == 2)
        #expect(frames[1].faceFound == false)
    }
}
