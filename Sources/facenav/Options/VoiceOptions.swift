import ArgumentParser
import FaceNavCore

/// The speech-model options `run` and `listen` share: another language's model and dictionary.
struct VoiceOptions: ParsableArguments {
    @Option(name: .customLong("voice-model"), help: "The pocketsphinx acoustic model folder (another language).")
    var voiceModel: String?

    @Option(name: .customLong("voice-dict"), help: "The pocketsphinx pronunciation dictionary for the voice words.")
    var voiceDictionary: String?

    /// Puts the command-line model and dictionary over the profile's.
    func apply(to settings: inout VoiceSettings) {
        if let voiceModel { settings.model = voiceModel }
        if let voiceDictionary { settings.dictionary = voiceDictionary }
    }

}
