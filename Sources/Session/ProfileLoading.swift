import FaceNavCore
import Inputs
import SceneFormat

/// The profile at `--profile`, else the XDG default when it exists, else the defaults.
public enum ProfileLoading {
    public static func load(_ path: String?) throws(UserFacingError) -> Profile {
        do {
            if let path { return try ProfileFile.load(from: path) }
            guard let path = ProfileFile.defaultPath() else { return .default }
            return try ProfileFile.loadIfPresent(from: path)
        } catch {
            throw UserFacingError(message: "\(error)", exitCode: 2)
        }
    }
}
