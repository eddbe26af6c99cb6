import Testing

@testable import FaceNavCore

@Suite struct FaceTraceLineEndingTests {
    /// A trace saved on Windows ends its lines with CRLF; each line is still one frame, and errors count
    /// the lines as an editor does.
    @Test func crlfLinesAreFrames() throws {
        let text = "# recorded on Windows\r\n{\"t\": 0, \"yaw\": 0.1}\r\n\r\n{\"t\": 0.1, \"face\": false}\r\n"
        let frames = try FaceTraceFormat.parse(text, file: "t.jsonl")
        #expect(frames.count == 2)
        #expect(frames[0].yaw == 0.1)
        #expect(frames[1].faceFound == false)
        #expect(throws: FaceTraceError(file: "t.jsonl", line: 2, message: "'face' must be true or false")) {
            try FaceTraceFormat.parse("{\"t\": 0}\r\n{\"t\": 1, \"face\": 1}\r\n", file: "t.jsonl")
        }
    }
}
