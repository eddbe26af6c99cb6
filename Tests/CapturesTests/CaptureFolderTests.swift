import Captures
import FaceNavTestSupport
import Foundation
import ImageFiles
import Testing

/// Captures go to a per-run folder as real JPEGs, numbered, never over each other, never half-written.
@Suite struct CaptureFolderTests {
    /// 2026-11-23 01:45:02.123 UTC.
    private let runStart = Date(timeIntervalSince1970: 1_795_398_302.123)

    @Test func theDataFolderFollowsXDGThenHome() {
        #expect(DataFolder.path(environment: ["XDG_DATA_HOME": "/d/", "HOME": "/h"]) == "/d/facenav")
        #expect(DataFolder.path(environment: ["XDG_DATA_HOME": "relative", "HOME": "/h"]) == "/h/.local/share/facenav")
        #expect(DataFolder.path(environment: [:]) == nil)
    }

    @Test func capturesAreNumberedJPEGsInTheRunsFolder() throws {
        try withTemporaryFolder("captures") { temporary in
            let data = try Pictures.temporaryFolder(in: temporary)
            let folder = CaptureFolder(dataFolder: data, runStart: runStart)
            #expect(folder.path == "\(data)/captures/20261123-014502-123")
            let photo = try Pictures.photo("portraits/face_swapped.pgm")
            let first = try folder.save(photo)
            let second = try folder.save(photo)
            #expect(first == "\(folder.path)/capture-001.jpg")
            #expect(second == "\(folder.path)/capture-002.jpg")
            // A standard decoder (ffmpeg's) opens what was written.
            let decoded = try Pictures.parsePGM(
                [UInt8](
                    try Pictures.run([
                        "ffmpeg", "-v", "error", "-i", second, "-f", "image2pipe", "-vcodec", "pgm", "-pix_fmt", "gray",
                        "-",
                    ])))
            #expect(decoded.width == photo.width && decoded.height == photo.height)
            #expect(DocumentCheck.check(decoded) == .success)
        }
    }

    @Test func aReadOnlyDataFolderIsAClearErrorAndLeavesNothing() throws {
        try withTemporaryFolder("captures") { temporary in
            let data = try Pictures.temporaryFolder(in: temporary)
            defer { chmod(data, 0o755) }  // so the temporary folder can be removed
            let readOnly = Pictures.readOnly(data)
            let folder = CaptureFolder(dataFolder: readOnly, runStart: runStart)
            #expect {
                _ = try folder.save(RasterImage(width: 4, height: 4, layout: .grey, filledWith: 7))
            } throws: { error in
                "\(error)".contains("cannot create the folder \(readOnly)/captures")
            }
            #expect(!FileManager.default.fileExists(atPath: "\(readOnly)/captures"))
        }
    }
}
