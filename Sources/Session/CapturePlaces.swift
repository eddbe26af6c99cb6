import Captures
import Features
import Foundation
import Inputs
import Runtime

/// Where the apps' photos go, from the environment: selfies in `<data folder>/FaceDetection/` (by default
/// `MRTD` in FaceNav's data folder), document captures in a per-run folder, and the image-match registry.
public enum CapturePlaces {
    static var environment: [String: String] { ProcessInfo.processInfo.environment }

    /// The image-match registry's path; nil with no data folder.
    public static func registry() -> String? { RegistryFile.defaultPath(environment: environment) }

    /// The live capture handler for this run; `selfies` overrides the selfie data folder.
    public static func handler(frames: LatestFrame, selfies: String?) -> CaptureHandler {
        let data = DataFolder.path(environment: environment)
        let selfieFolder = (selfies ?? SelfieFolder.defaultPath(environment: environment)).map(SelfieFolder.init)
        let documents = data.map { DocumentBackend(folder: CaptureFolder(dataFolder: $0, runStart: Date())) }
        return LiveCaptures.handler(frames: frames, selfies: selfieFolder, registry: registry(), documents: documents)
    }
}
