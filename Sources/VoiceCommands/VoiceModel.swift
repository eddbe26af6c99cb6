import Foundation

/// Where the acoustic model and the pronunciation dictionary are, checked before the decoder loads them.
public struct VoiceModel: Hashable, Sendable {
    public var model: String
    public var dictionary: String
    /// The model's phone language model, for the free phone loop a command is verified against; nil when
    /// there is none (then no word is checked against a phone loop).
    public var phoneLanguageModel: String?

    /// The US English model and CMU dictionary of Debian's `pocketsphinx-en-us`.
    public static let englishModel = "/usr/share/pocketsphinx/model/en-us/en-us"
    public static let englishDictionary = "/usr/share/pocketsphinx/model/en-us/cmudict-en-us.dict"
    public static let englishPhoneLanguageModel = "/usr/share/pocketsphinx/model/en-us/en-us-phone.lm.bin"

    /// The given model and dictionary, or the English ones; the English phone language model goes with the
    /// English acoustic model only.
    public init(model: String? = nil, dictionary: String? = nil) {
        self.model = model ?? Self.englishModel
        self.dictionary = dictionary ?? Self.englishDictionary
        let phones = Self.englishPhoneLanguageModel
        phoneLanguageModel =
            self.model == Self.englishModel && FileManager.default.isReadableFile(atPath: phones) ? phones : nil
    }

    /// Throws one line naming the missing file, and the package or option that provides it.
    public func check() throws(VoiceError) {
        var isFolder: ObjCBool = false
        let usingDefault = model == Self.englishModel
        guard FileManager.default.fileExists(atPath: model, isDirectory: &isFolder), isFolder.boolValue,
            FileManager.default.fileExists(atPath: model + "/mdef")
        else {
            throw VoiceError(
                "no acoustic model at \(model) (a folder with mdef, means, variances...); "
                    + (usingDefault ? "install pocketsphinx-en-us" : "check --voice-model"))
        }
        guard FileManager.default.isReadableFile(atPath: dictionary) else {
            throw VoiceError(
                "no pronunciation dictionary at \(dictionary); "
                    + (dictionary == Self.englishDictionary ? "install pocketsphinx-en-us" : "check --voice-dict"))
        }
    }
}
