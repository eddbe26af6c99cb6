import Frames
import Testing

@testable import FrameSources

@Suite struct VideoFileTests {
    func count(_ source: any FrameSource) throws -> Int {
        var source = source
        var frames = 0
        while try source.nextFrame() != nil { frames += 1 }
        return frames
    }

    @Test func opensEachKindOfVideoByItsName() throws {
        #expect(try VideoFile.open(try Fixtures.path("megamind-mono.y4m")) is Y4MReader)
        #expect(try count(VideoFile.open(try Fixtures.path("megamind-444.y4m"))) == 5)
        #expect(try count(VideoFile.open(try Fixtures.path("astronaut.ppm"))) == 1)
        #expect(try count(VideoFile.open(try Fixtures.path("portraits"))) == 6)
    }

    @Test func aMissingFileSaysSo() {
        #expect(throws: FrameFileError(file: "/nonexistent.y4m", message: "cannot open: No such file or directory")) {
            _ = try VideoFile.open("/nonexistent.y4m")
        }
    }

    @Test func anythingElseIsReadAsYUV4MPEG2AndSaysHowToConvertIt() throws {
        #expect {
            _ = try VideoFile.open(try Fixtures.path("dlib-faces/testing_with_face_landmarks.xml"))
        } throws: { error in
            (error as? FrameFileError)?.message.contains("-f yuv4mpegpipe") == true
        }
    }
}
