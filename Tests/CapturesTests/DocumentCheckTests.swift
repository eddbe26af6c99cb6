import Captures
import FaceNavCore
import FaceNavTestSupport
import Foundation
import ImageFiles
import Testing

/// The document check on the real fixture photos and ffmpeg-made copies of them: the figures in
/// ``CaptureQuality/measured``'s documentation come from these same pictures.
@Suite struct DocumentCheckTests {
    @Test(arguments: Pictures.photos)
    func aSharpWellLitPhotoPasses(name: String) throws {
        let photo = try Pictures.photo(name)
        #expect(DocumentCheck.check(photo) == .success)
        let frame = PixelRect.centred(fraction: 0.75, ofWidth: photo.width, height: photo.height)
        #expect(DocumentCheck.check(photo, frame: frame) == .success)
    }

    @Test(arguments: Pictures.photos)
    func aDarkenedPhotoIsTooDarkAndOnlyThat(name: String) throws {
        let verdict = DocumentCheck.check(try Pictures.photo(name, filter: "lutyuv=y=val*0.25"))
        guard case .tryAgain(let problems) = verdict, problems.count == 1, case .tooDark(let brightness) = problems[0]
        else {
            Issue.record("\(name): \(verdict)")
            return
        }
        #expect(brightness < CaptureQuality.measured.minimumBrightness)
    }

    @Test(arguments: Pictures.photos)
    func aBlurredPhotoIsBlurred(name: String) throws {
        for filter in ["gblur=sigma=2", "boxblur=5"] {
            let verdict = DocumentCheck.check(try Pictures.photo(name, filter: filter))
            guard case .tryAgain(let problems) = verdict, problems.count == 1, case .blurred = problems[0] else {
                Issue.record("\(name) with \(filter): \(verdict)")
                continue
            }
        }
    }

    /// The frame painted one grey with camera-like noise: sharp (the noise) but holding no document.
    @Test(arguments: Pictures.photos)
    func anEmptyFrameHasNoDocument(name: String) throws {
        let blank = try Pictures.photo(
            name, filter: "drawbox=x=iw/8:y=ih/8:w=iw*3/4:h=ih*3/4:color=0xB0B0B0:t=fill,noise=alls=12:allf=t")
        let frame = PixelRect.centred(fraction: 0.75, ofWidth: blank.width, height: blank.height)
        let inside = PixelRect(x: frame.x + 2, y: frame.y + 2, width: frame.width - 4, height: frame.height - 4)
        let verdict = DocumentCheck.check(blank, frame: inside)
        guard case .tryAgain(let problems) = verdict, problems.count == 1, case .documentMissing = problems[0] else {
            Issue.record("\(name): \(verdict)")
            return
        }
    }

    @Test func aFrameOutsideThePictureIsAnError() throws {
        let photo = try Pictures.photo("astronaut.pgm")
        #expect(
            DocumentCheck.check(photo, frame: PixelRect(x: 400, y: 0, width: 200, height: 100))
                == .error("the document frame 200x100 at (400, 0) is outside the 512x512 picture"))
        guard case .error(let reason) = DocumentCheck.check(photo, frame: PixelRect(x: 0, y: 0, width: 8, height: 8))
        else {
            Issue.record("an 8x8 frame was judged")
            return
        }
        #expect(reason.contains("too small"))
    }

    /// A colour JPEG as ffmpeg writes it, read by ``JPEG``, is judged on its grey, like a grey picture.
    @Test func anRGBJPEGCaptureIsJudgedLikeItsGrey() throws {
        try withTemporaryFolder("captures") { temporary in
            let folder = try Pictures.temporaryFolder(in: temporary)
            for (filter, expectSuccess) in [("null", true), ("gblur=sigma=3", false)] {
                let path = "\(folder)/dogs-\(expectSuccess).jpg"
                _ = try Pictures.run([
                    "ffmpeg", "-v", "error", "-i", Pictures.path("dlib-faces/dogs.ppm"), "-vf", filter, "-q:v", "2",
                    path,
                ])
                let colour = try JPEG.read(path)
                #expect(colour.layout == .rgb)
                #expect((DocumentCheck.check(colour) == .success) == expectSuccess, "\(filter)")
            }
        }
    }

    @Test func everyProblemSaysWhatToDo() {
        let advice = [
            CaptureProblem.tooDark(brightness: 10), .blurred(sharpness: 3), .documentMissing(contrast: 2),
        ].map(\.advice)
        #expect(Set(advice).count == 3)
        #expect(advice.allSatisfy { $0.hasSuffix(".") && $0.contains(":") })
    }
}
