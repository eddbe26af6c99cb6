import Captures
import Features
import Foundation
import ImageFiles
import Inputs
import Runtime

/// The live `CaptureHandler`: writes the last full frame as a JPEG where the request belongs (a selfie
/// under the data folder's `FaceDetection/`, recorded in the registry; a document side in the run's
/// capture folder, judged by the mock backend).
public enum LiveCaptures {
    public static func handler(
        frames: LatestFrame, selfies: SelfieFolder?, registry: String?, documents: DocumentBackend?
    )
        -> CaptureHandler
    {
        CaptureHandler { request in
            guard let frame = frames.current, let image = FramePictures.raster(of: frame) else {
                return CaptureResult(
                    request: request, outcome: .failed("no camera picture yet; wait for the preview and try again"))
            }
            switch request {
            case .selfie:
                guard let selfies, let registry else {
                    return CaptureResult(
                        request: request,
                        outcome: .failed("no data folder: set XDG_DATA_HOME or HOME, or give --data-folder"))
                }
                do {
                    let saved = try selfies.save(image, takenAt: Date(), registry: registry)
                    return CaptureResult(
                        request: request, outcome: .success, file: saved.record.file, sha256: saved.record.hash,
                        note: saved.note)
                } catch {
                    return CaptureResult(
                        request: request, outcome: .failed((error as? RegistryError)?.message ?? "\(error)"))
                }
            case .document:
                guard let documents else {
                    return CaptureResult(
                        request: request,
                        outcome: .failed("no data folder: set XDG_DATA_HOME or HOME, or give --data-folder"))
                }
                let submission = documents.submit(image)
                switch submission.verdict {
                case .success: return CaptureResult(request: request, outcome: .success, file: submission.file)
                case .tryAgain(let problems):
                    return CaptureResult(
                        request: request, outcome: .tryAgain(problems.map(\.advice)), file: submission.file)
                case .error(let reason):
                    return CaptureResult(request: request, outcome: .failed(reason), file: submission.file)
                }
            }
        }
    }
}
