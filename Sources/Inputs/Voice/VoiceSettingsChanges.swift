import FaceNavCore
import Runtime
import Synchronization

/// Voice settings changed in the program loop (`VoiceConfiguration`) on their way to the listening thread,
/// which takes them before its next chunk of audio (`VoiceListener.run`'s `changedSettings`).
///
/// Only the latest change is kept: settings replace each other whole. One `Mutex` guards it.
public final class VoiceSettingsChanges: Sendable {
    private let latest = Mutex<VoiceSettings?>(nil)

    public init() {}

    /// Hands `settings` to the listening thread (from the loop).
    public func post(_ settings: VoiceSettings) {
        latest.withLock { $0 = settings }
    }

    /// The settings posted since the last call, or nil (from the listening thread).
    public func take() -> VoiceSettings? {
        latest.withLock { latest in
            defer { latest = nil }
            return latest
        }
    }

    /// Performs `VoiceConfiguration` effects by posting their settings; at once, with no result.
    public var handler: FeatureEffectHandler {
        FeatureEffectHandler(for: VoiceConfiguration.self) { [self] configuration in
            post(configuration.settings)
            return []
        }
    }
}
