import Foundation
import ImageFiles

/// Where selfies go: `<data folder>/FaceDetection/FaceDetected<time>.jpg`, each recorded in the registry.
///
/// The data folder is configurable; by default it is `MRTD` in FaceNav's data folder (``defaultPath(environment:)``).
public struct SelfieFolder: Sendable {
    /// The data folder (the one that holds `FaceDetection/`).
    public let path: String

    /// A relative `path` is taken from the current folder, so records always hold absolute paths.
    public init(path: String) {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        self.path = URL(fileURLWithPath: absolute).standardizedFileURL.path
    }

    /// `<FaceNav's data folder>/MRTD`, or nil when there is none (see ``DataFolder``).
    public static func defaultPath(environment: [String: String]) -> String? {
        DataFolder.path(environment: environment).map { $0 + "/MRTD" }
    }

    /// What saving a selfie produced.
    public struct Saved: Hashable, Sendable {
        /// The record added to the registry; its `file` is the JPEG's path.
        public var record: ImageMatchRecord
        /// Set when a damaged registry was kept aside on the way (see ``RegistryFile/add(_:to:now:)``).
        public var note: String?
    }

    /// Writes `image` as a JPEG (atomically, never over another file), hashes the written file, and adds a
    /// LOCAL record to the registry at `registry`.
    ///
    /// A failure to write the photo leaves nothing behind; a failure to update the registry after the photo
    /// was written says where the photo is, so nothing is lost.
    public func save(_ image: RasterImage, takenAt date: Date, registry: String) throws(RegistryError) -> Saved {
        let time = Timestamp.fileName(date)
        let file = "\(path)/FaceDetection/FaceDetected\(time).jpg"
        let hash: String
        do {
            try JPEG.write(image, to: file)
            hash = try FileDigest.sha256Hex(ofFile: file)
        } catch {
            throw RegistryError("cannot save the selfie: \(error)")
        }
        let record = ImageMatchRecord(resourceType: .local, description: "Selfie \(time)", hash: hash, file: file)
        do {
            let note = try RegistryFile.add(record, to: registry, now: date)
            return Saved(record: record, note: note)
        } catch {
            throw RegistryError("the selfie is saved as \(file), but the registry was not updated: \(error)")
        }
    }
}
