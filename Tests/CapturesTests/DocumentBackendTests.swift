import Captures
import FaceNavCore
import FaceNavTestSupport
import Foundation
import ImageFiles
import Testing

/// The mock backend keeps each capture as a JPEG in the run's folder and answers about the stored file.
@Suite struct DocumentBackendTests {
    private let runStart = Date(timeIntervalSince1970: 1_795_398_302.123)

    @Test func aGoodCaptureIsKeptAndAccepted() throws {
        try withTemporaryFolder("captures") { temporary in
            let data = try Pictures.temporaryFolder(in: temporary)
            let backend = DocumentBackend(folder: CaptureFolder(dataFolder: data, runStart: runStart))
            let photo = try Pictures.photo("dlib-faces/2008_002079.pgm")
            let submission = backend.submit(photo)
            #expect(submission.verdict == .success)
            #expect(submission.file == "\(data)/captures/20261123-014502-123/capture-001.jpg")
            #expect(try JPEG.read(submission.file ?? "").width == photo.width)
        }
    }

    @Test func aDarkCaptureIsKeptAndAskedAgainWithWhatToFix() throws {
        try withTemporaryFolder("captures") { temporary in
            let data = try Pictures.temporaryFolder(in: temporary)
            let backend = DocumentBackend(folder: CaptureFolder(dataFolder: data, runStart: runStart))
            let dark = backend.submit(try Pictures.photo("dlib-faces/2008_002079.pgm", filter: "lutyuv=y=val*0.25"))
            guard case .tryAgain(let problems) = dark.verdict, case .tooDark = problems.first else {
                Issue.record("\(dark.verdict)")
                return
            }
            #expect(problems.map(\.advice) == ["Too dark: turn on a light or move to a brighter place."])
            let blurred = backend.submit(try Pictures.photo("dlib-faces/2008_002079.pgm", filter: "gblur=sigma=2"))
            #expect(blurred.verdict == .tryAgain([.blurred(sharpness: try sharpnessOfStored(blurred.file))]))
            #expect(blurred.file?.hasSuffix("capture-002.jpg") == true)
        }
    }

    @Test func aCaptureThatCannotBeSavedIsAnErrorAndNothingIsLeft() throws {
        try withTemporaryFolder("captures") { temporary in
            let data = try Pictures.temporaryFolder(in: temporary)
            defer { chmod(data, 0o755) }  // so the temporary folder can be removed
            let readOnly = Pictures.readOnly(data)
            let backend = DocumentBackend(folder: CaptureFolder(dataFolder: readOnly, runStart: runStart))
            let submission = backend.submit(try Pictures.photo("astronaut.pgm"))
            #expect(submission.file == nil)
            guard case .error(let reason) = submission.verdict else {
                Issue.record("\(submission.verdict)")
                return
            }
            #expect(reason.hasPrefix("cannot save the capture: "))
            #expect(!FileManager.default.fileExists(atPath: "\(readOnly)/captures"))
        }
    }

    private func sharpnessOfStored(_ file: String?) throws -> Double {
        let stored = try JPEG.read(file ?? "")
        return CaptureMeasures.sharpness(
            of: stored, in: PixelRect(x: 0, y: 0, width: stored.width, height: stored.height))
    }
}
