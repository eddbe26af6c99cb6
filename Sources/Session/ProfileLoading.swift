import FaceNavCore
import Inputs
import SceneFormat
import VoiceCommands

/// The profile at `--profile`, else the XDG default when it exists, else the defaults; with the voice
/// templates and the voice adaptation beside it (`VoiceTemplateFile`, `MLLRTransform`), a damaged file
/// said in one line and ignored.
public enum ProfileLoading {
    public static func load(_ path: String?) throws(UserFacingError) -> Profile {
        var profile: Profile
        let file = path ?? ProfileFile.defaultPath()
        do {
            if let path {
                profile = try ProfileFile.load(from: path)
            } else if let file {
                profile = try ProfileFile.loadIfPresent(from: file)
            } else {
                return .default
            }
        } catch {
            throw UserFacingError(message: "\(error)", exitCode: 2)
        }
        if let file {
            profile.voice.templates = VoiceTemplateFile.loadBeside(file) {
                FileOutput.standardError.write("facenav: \($0)\n")
            }
            let model = VoiceModel(model: profile.voice.model, dictionary: profile.voice.dictionary)
            if MLLRTransform.loadBeside(file, model: model, warn: { FileOutput.standardError.write("\($0)\n") }) != nil
            {
                profile.voice.adaptation = MLLRTransform.path(besideProfile: file)
            }
        }
        return profile
    }
}
