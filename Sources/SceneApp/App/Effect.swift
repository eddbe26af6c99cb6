import FaceNavCore

/// What the reducer asks the outside world to do; the shell performs these.
public enum Effect: Hashable, Sendable {
    /// Speak (when speech is on) — the text is already in the status line.
    case announce(Announcement)
    /// Append a line to the event log.
    case log(AppEvent)
    /// Save the profile (atomically) where it was loaded from, so a change survives a restart.
    case saveProfile(Profile)
    /// Save the user's voice templates beside the profile (`VoiceTemplateFile`); none clears them.
    case saveVoiceTemplates(VoiceTemplates)
    /// Empty the user's voice templates and the model's adaptation to the voice beside the profile
    /// (`VoiceTemplateFile`, `MLLRTransform`: an empty file is read as none): "Forget my voice" on disk.
    case forgetVoice
    /// Listen with these voice settings from now on (the voice learnt or forgotten): the running voice input
    /// takes their scores, templates and adaptation without a restart.
    case configureVoice(VoiceSettings)
    /// Turn the voice on or off and set its rate, from now on (the settings screen changed them).
    case configureSpeech(SpeechSettings)
    /// A signal for the feature hosting the app (a button's event, resume, close app); see `AppDelegate`.
    case delegate(AppDelegate)
    /// Restore the terminal and exit.
    case quit
}
