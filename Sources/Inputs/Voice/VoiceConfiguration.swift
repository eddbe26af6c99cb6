import FaceNavCore
import Runtime

/// Listen with these settings from now on: the user's voice learnt (enrolled scores, templates) or
/// forgotten (none, and no speaker adaptation) while FaceNav runs. Performed by `VoiceSettingsChanges`'
/// handler, which hands them to the listening thread.
public struct VoiceConfiguration: FeatureEffect {
    public var settings: VoiceSettings

    public init(settings: VoiceSettings) {
        self.settings = settings
    }
}
