import Foundation
import ImageFiles

/// The folder one run's document captures go to: `<data folder>/captures/<run start time>/`.
///
/// Each capture is a real JPEG written atomically and never replaces another; numbering follows the
/// files already there, so two captures in one run never collide. The folder is made on the first save.
public struct CaptureFolder: Sendable {
    public let path: String

    /// The folder for a run started at `runStart` (for example `.../captures/20261123-014502-123`).
    public init(dataFolder: String, runStart: Date) {
        path = dataFolder + "/captures/" + Timestamp.fileName(runStart)
    }

    /// Writes `image` as `capture-001.jpg`, `capture-002.jpg`, ... and returns its path; a full disk or a
    /// read-only folder is a thrown error and leaves no file.
    public func save(_ image: RasterImage, quality: Int = 90) throws(ImageFileError) -> String {
        try AtomicFile.createFolders(path)
        let taken = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        var number = taken.count + 1
        while true {
            let file =
                path + "/capture-" + String(repeating: "0", count: max(0, 3 - String(number).count))
                + "\(number).jpg"
            do {
                try JPEG.write(image, to: file, quality: quality)
                return file
            } catch  where FileManager.default.fileExists(atPath: file) {
                number += 1
            }
        }
    }
}
