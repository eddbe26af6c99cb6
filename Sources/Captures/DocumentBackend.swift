import FaceNavCore
import ImageFiles

/// The mock document backend: deterministic and honest, it keeps every capture as a JPEG in the run's
/// folder, then judges the file it wrote (decoded back), so what it answers is about what was stored.
public struct DocumentBackend: Sendable {
    public let folder: CaptureFolder
    public let quality: CaptureQuality

    public init(folder: CaptureFolder, quality: CaptureQuality = .measured) {
        self.folder = folder
        self.quality = quality
    }

    /// Saves and judges `image` inside `frame` (the whole picture when nil). A capture that cannot be saved
    /// (a full disk, a read-only folder) is an `.error` saying why, and the flow can simply try again.
    public func submit(_ image: RasterImage, frame: PixelRect? = nil) -> DocumentSubmission {
        let file: String
        let stored: RasterImage
        do {
            file = try folder.save(image)
            stored = try JPEG.read(file)
        } catch {
            return DocumentSubmission(file: nil, verdict: .error("cannot save the capture: \(error)"))
        }
        return DocumentSubmission(file: file, verdict: DocumentCheck.check(stored, frame: frame, quality: quality))
    }
}
