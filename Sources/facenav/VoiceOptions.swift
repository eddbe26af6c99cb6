import ArgumentParser
import FaceNavCore
import SceneFormat
import VoiceCommands

/// The voice options `run` and `listen` share: the profile's words and the speech model.
struct VoiceOptions: ParsableArguments {
    @Option(name: .long, help: "A profile YAML file (default: $XDG_CONFIG_HOME/facenav/profile.yaml if it exists).")
    var profile: String?

    @Option(name: .customLong("voice-model"), help: "The pocketsphinx acoustic model folder (another language).")
    var voiceModel: String?

    @Option(name: .customLong("voice-dict"), help: "The pocketsphinx pronunciation dictionary for the voice words.")
    var voiceDictionary: String?

    /// The profile's voice settings with the command-line model and dictionary over them.
    func settings() throws(UserFacingError) -> VoiceSettings {
        var settings = try ProfileLoading.load(profile).voice
        apply(to: &settings)
        return settings
    }

    func apply(to settings: inout VoiceSettings) {
        if let voiceModel { settings.model = voiceModel }
        if let voiceDictionary { settings.dictionary = voiceDictionary }
    }

    /// The pocketsphinx recogniser for the settings' words and model.
    func recognizer(for settings: VoiceSettings) throws(VoiceError) -> PocketSphinxRecognizer {
        try PocketSphinxRecognizer(
            model: VoiceModel(model: settings.model, dictionary: settings.dictionary), words: settings.words.keys)
    }
}
