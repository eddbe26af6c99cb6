import FaceNavCore
import FaceNavTestSupport
import Foundation
import ScreenRendering
import Testing

/// The camera preview: a real portrait drawn as text, fitted to any size, with its overlay.
@Suite struct CameraPreviewTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent(".fixtures").path

    /// A binary PGM (P5, 8-bit) as a preview image.
    static func readPGM(_ path: String) throws -> PreviewImage {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        var fields: [String] = []
        var index = 0
        while fields.count < 4 {
            while bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x0D || bytes[index] == 0x09 {
                index += 1
            }
            var field = ""
            while ![0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) {
                field.append(Character(UnicodeScalar(bytes[index])))
                index += 1
            }
            fields.append(field)
        }
        index += 1
        let width = Int(fields[1])!
        let height = Int(fields[2])!
        #expect(fields[0] == "P5" && fields[3] == "255")
        return PreviewImage(width: width, height: height, luma: Array(bytes[index..<(index + width * height)]))!
    }

    @Test func aRealPortraitAsTextWithItsFaceBoxAndPoseArrow() throws {
        let path = Self.fixtures + "/portraits/227943776_1.pgm"
        try #require(FileManager.default.fileExists(atPath: path), "run make fixtures")
        let image = try Self.readPGM(path)
        // The box OpenCV's LBP cascade finds in it (Tests/Fixtures/opencv-cascade-boxes.json); the head
        // turned 0.15 rad to the user's left.
        let overlay = PreviewOverlay(box: PictureRect(x: 145, y: 141, width: 119, height: 119), yaw: 0.15, pitch: 0)
        var buffer = ScreenBuffer(size: Size(width: 60, height: 22))
        CameraPreview(mode: .ascii).draw(
            image, overlay: overlay, in: Rect(x: 0, y: 0, width: 60, height: 22), into: &buffer)
        let text = buffer.plainText
        #expect(text.contains("┌") && text.contains("┘") && text.contains("←"))
        if let mismatch = snapshotMismatch(text, named: "camera-preview-portrait-ascii") {
            Issue.record(Comment(rawValue: mismatch))
        }
    }

    @Test(arguments: [(1, 1), (3, 2), (17, 5), (80, 24), (200, 60), (10, 40)])
    func thePictureFitsAnySizeAndKeepsItsProportions(width: Int, height: Int) throws {
        let image = try #require(PreviewImage(width: 640, height: 480, luma: Array(repeating: 200, count: 640 * 480)))
        let area = Rect(x: 2, y: 1, width: width, height: height)
        let picture = CameraPreview.pictureRect(for: image, in: area)
        #expect(!picture.isEmpty)
        #expect(picture.minX >= area.minX && picture.maxX <= area.maxX)
        #expect(picture.minY >= area.minY && picture.maxY <= area.maxY)
        if width >= 20, height >= 8 {
            // 4:3 in cells twice as tall as wide: columns / (2 rows) is about 4/3.
            let aspect = Double(picture.width) / Double(picture.height * 2)
            #expect(abs(aspect - 4.0 / 3) < 0.15)
            #expect(picture.width == area.width || picture.height == area.height)
        }
        var buffer = ScreenBuffer(size: Size(width: width + 4, height: height + 2), fill: Cell("x"))
        CameraPreview(mode: .halfBlocks).draw(image, overlay: nil, in: area, into: &buffer)
        #expect(buffer[0, 0].character == "x" && buffer[width + 3, height + 1].character == "x")
        #expect(buffer[picture.minX, picture.minY].character == "▀")
    }

    @Test func halfBlocksCarryTheUpperAndLowerPixelsColours() throws {
        // 2x4: the top two rows red, the bottom two blue: one column of cells, two cells tall.
        let red: [UInt8] = [255, 0, 0]
        let blue: [UInt8] = [0, 0, 255]
        let rgb = Array(repeating: red, count: 4).flatMap { $0 } + Array(repeating: blue, count: 4).flatMap { $0 }
        let image = try #require(PreviewImage(width: 2, height: 4, luma: Array(repeating: 100, count: 8), rgb: rgb))
        var buffer = ScreenBuffer(size: Size(width: 1, height: 1))
        CameraPreview(mode: .halfBlocks).draw(
            image, overlay: nil, in: Rect(x: 0, y: 0, width: 1, height: 1), into: &buffer)
        #expect(
            buffer[0, 0]
                == Cell(
                    "▀",
                    style: CellStyle(
                        foreground: RGBColor(red: 255, green: 0, blue: 0),
                        background: RGBColor(red: 0, green: 0, blue: 255))))
    }

    @Test func asciiRampGoesFromDarkToBright() throws {
        let luma = (0..<8).map { UInt8($0 * 36) }  // one pixel column per cell, a left-to-right gradient
        let image = try #require(
            PreviewImage(width: 8, height: 4, luma: Array(repeating: luma, count: 4).flatMap { $0 }))
        var buffer = ScreenBuffer(size: Size(width: 8, height: 2))
        CameraPreview(mode: .ascii).draw(image, overlay: nil, in: Rect(x: 0, y: 0, width: 8, height: 2), into: &buffer)
        #expect(buffer.plainText == " .:=+#%@\n .:=+#%@")
    }

    @Test func pointsAndArrowsMarkTheirCellsWithGlyphs() throws {
        let image = try #require(PreviewImage(width: 40, height: 40, luma: Array(repeating: 0, count: 1600)))
        var buffer = ScreenBuffer(size: Size(width: 40, height: 20))
        let rect = Rect(x: 0, y: 0, width: 40, height: 20)
        let up = PreviewOverlay(points: [[10, 10], [30.5, 21]], yaw: 0, pitch: 0.3)
        CameraPreview(mode: .halfBlocks).draw(image, overlay: up, in: rect, into: &buffer)
        #expect(buffer[10, 5].character == "•" && buffer[30, 10].character == "•")
        #expect(buffer[10, 5].style.bold)
        #expect(buffer.plainText.contains("↑") && !buffer.plainText.contains("←"))
        let straight = PreviewOverlay(yaw: 0, pitch: 0)
        CameraPreview(mode: .ascii).draw(image, overlay: straight, in: rect, into: &buffer)
        #expect(buffer[19, 9].character == "+")
        let measured = PreviewOverlay(
            FaceMeasurement(time: 0, yaw: -0.3, landmarks: Array(repeating: [5, 5], count: 68)))
        #expect(measured.points.count == 32 && measured.yaw == -0.3)
        CameraPreview(mode: .ascii).draw(image, overlay: measured, in: rect, into: &buffer)
        #expect(buffer.plainText.contains("→"))
        #expect(PreviewOverlay(.lost(at: 0)).points.isEmpty)
    }

    @Test func badPlanesAreRefused() {
        #expect(PreviewImage(width: 2, height: 2, luma: [1, 2, 3]) == nil)
        #expect(PreviewImage(width: 1, height: 1, luma: [1], rgb: [1, 2]) == nil)
        #expect(PreviewImage(width: 0, height: 0, luma: []) == nil)
    }

    @Test func rgbColoursFindTheirNearestXtermColour() {
        #expect(RGBColor(gray: 0).xterm256Index == 16)
        #expect(RGBColor(gray: 255).xterm256Index == 231)
        #expect(RGBColor(gray: 128).xterm256Index == 244)
        #expect(RGBColor(red: 255, green: 0, blue: 0).xterm256Index == 196)
        #expect(RGBColor(red: 0, green: 135, blue: 255).xterm256Index == 33)
    }
}
