import Foundation
import ImageFiles
import Testing

/// The image type's checks, grey conversion, and the YCbCr frames a camera delivers.
@Suite struct RasterImageTests {
    @Test func aSizeThatDoesNotMatchTheSamplesIsRefused() {
        #expect(RasterImage(width: 2, height: 2, layout: .rgb, samples: [0, 0, 0]) == nil)
        #expect(RasterImage(width: 0, height: 2, layout: .grey, samples: []) == nil)
        #expect(RasterImage(width: 1, height: 1, layout: .rgb, samples: [1, 2, 3]) != nil)
    }

    @Test func greyIsBT601Luma() {
        let image = RasterImage(width: 3, height: 1, layout: .rgb, samples: [255, 0, 0, 0, 255, 0, 255, 255, 255])!
        #expect(image.grey().samples == [76, 150, 255])
    }

    /// Pure colours in video range: BT.601's (Y, Cb, Cr) for red, green, blue, white and black.
    @Test func limitedRangeColoursComeOutAsRGB() {
        let luma = Plane(width: 5, height: 1, samples: [81, 145, 41, 235, 16])!
        let cb = Plane(width: 5, height: 1, samples: [90, 54, 240, 128, 128])!
        let cr = Plane(width: 5, height: 1, samples: [240, 34, 110, 128, 128])!
        let image = RasterImage(luma: luma, chroma: (cb, cr))!
        let expected: [[Int]] = [[255, 0, 0], [0, 255, 0], [0, 0, 255], [255, 255, 255], [0, 0, 0]]
        for (pixel, colour) in expected.enumerated() {
            let got = (0..<3).map { Int(image.samples[3 * pixel + $0]) }
            #expect(zip(got, colour).allSatisfy { abs($0 - $1) <= 2 }, "pixel \(pixel): \(got) for \(colour)")
        }
    }

    /// 4:2:0: each chroma sample covers a 2x2 block of brightness samples.
    @Test func subsampledChromaCoversItsBlock() {
        let luma = Plane(width: 4, height: 2, samples: Array(repeating: 126, count: 8))!
        let cb = Plane(width: 2, height: 1, samples: [128, 128])!
        let cr = Plane(width: 2, height: 1, samples: [128, 240])!
        let image = RasterImage(luma: luma, chroma: (cb, cr), range: .full)!
        #expect(image.samples[0..<3] == [126, 126, 126])
        #expect(image.samples[3 * 2] > 200, "right half is red")
        #expect(image.samples[3 * 7] > 200 && image.samples[3 * 7 + 1] < 100)
        #expect(RasterImage(luma: cb, chroma: (luma, luma)) == nil, "chroma larger than luma")
    }

    @Test func lumaOnlyIsGreyStretchedToFullRange() {
        let luma = Plane(width: 3, height: 1, samples: [16, 126, 235])!
        let image = RasterImage(luma: luma, chroma: nil)!
        #expect(image.layout == .grey)
        #expect(image.samples == [0, 128, 255])
    }
}

extension RasterImageTests {
    /// The first frame of the 4:4:4 and 4:2:0 Megamind clips, converted here and by ffmpeg (BT.601, video
    /// range): the same picture (identical with Debian 12's ffmpeg 5.1; under 1 allows another scaler).
    @Test(arguments: [("megamind-444.y4m", 180, 132, 1), ("megamind.y4m", 720, 528, 2)])
    func aRealY4MFrameMatchesFFmpegsRGB(name: String, width: Int, height: Int, chromaStep: Int) throws {
        let path = Fixture.path(name)
        let handle = try #require(FileHandle(forReadingAtPath: path))
        defer { try? handle.close() }
        let chromaWidth = width / chromaStep
        let chromaHeight = height / chromaStep
        let head = [UInt8](handle.readData(ofLength: 4096))
        // The stream header line, then "FRAME" and its (empty) parameter line, then Y, Cb, Cr.
        let firstNewline = try #require(head.firstIndex(of: 10))
        let frameNewline = try #require(head[(firstNewline + 1)...].firstIndex(of: 10))
        try handle.seek(toOffset: UInt64(frameNewline + 1))
        let lumaCount = width * height
        let chromaCount = chromaWidth * chromaHeight
        let planes = [UInt8](handle.readData(ofLength: lumaCount + 2 * chromaCount))
        let luma = try #require(Plane(width: width, height: height, samples: Array(planes[0..<lumaCount])))
        let cb = try #require(
            Plane(width: chromaWidth, height: chromaHeight, samples: Array(planes[lumaCount..<lumaCount + chromaCount]))
        )
        let cr = try #require(
            Plane(width: chromaWidth, height: chromaHeight, samples: Array(planes[(lumaCount + chromaCount)...])))
        let ours = try #require(RasterImage(luma: luma, chroma: (cb, cr)))
        let theirs = try Fixture.run([
            "ffmpeg", "-v", "error", "-i", path, "-frames:v", "1", "-f", "rawvideo", "-pix_fmt", "rgb24", "-",
        ])
        #expect(theirs.count == ours.samples.count)
        let difference = Fixture.meanDifference(ours.samples, [UInt8](theirs))
        #expect(difference < 1, "mean difference \(difference)")
    }
}
