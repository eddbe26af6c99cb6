import Foundation

/// Where the acoustic model and the pronunciation dictionary are, checked before the decoder loads them.
public struct VoiceModel: Hashable, Sendable {
    public var model: String
    public var dictionary: String
    /// The model's phone language model, for the free phone loop a command is verified against; nil when
    /// there is none (then no word is checked against a phone loop).
    public var phoneLanguageModel: String?
    /// A speaker's MLLR transform of the model (`MLLRTransform`, learnt at enrolment), or nil for none.
    public var adaptation: String?

    /// The US English model and CMU dictionary of Debian's `pocketsphinx-en-us`.
    public static let englishModel = "/usr/share/pocketsphinx/model/en-us/en-us"
    public static let englishDictionary = "/usr/share/pocketsphinx/model/en-us/cmudict-en-us.dict"
    public static let englishPhoneLanguageModel = "/usr/share/pocketsphinx/model/en-us/en-us-phone.lm.bin"

    /// The given model and dictionary, or the English ones; the English phone language model goes with the
    /// English acoustic model only. `adaptation` is a speaker's transform file (`MLLRTransform`), or nil.
    public init(model: String? = nil, dictionary: String? = nil, adaptation: String? = nil) {
        self.adaptation = adaptation
        self.model = model ?? Self.englishModel
        self.dictionary = dictionary ?? Self.englishDictionary
        let phones = Self.englishPhoneLanguageModel
        phoneLanguageModel =
            self.model == Self.englishModel && FileManager.default.isReadableFile(atPath: phones) ? phones : nil
    }

    /// Each feature stream's length, from the model's `feat.params` (`-svspec 0-12/13-25/26-38` gives 13,
    /// 13, 13; no `-svspec` gives one stream of 13 values per cepstrum, delta and double delta); nil when it
    /// cannot be read.
    public var streamLengths: [Int]? {
        guard let parameters = featureParameters else { return nil }
        guard let svspec = parameters["-svspec"] else { return parameters["-feat"] == "1s_c_d_dd" ? [39] : nil }
        var lengths: [Int] = []
        for part in svspec.split(separator: "/") {
            var length = 0
            for range in part.split(separator: ",") {
                let ends = range.split(separator: "-").compactMap { Int($0) }
                guard let first = ends.first, let last = ends.last, ends.count <= 2, last >= first else { return nil }
                length += last - first + 1
            }
            lengths.append(length)
        }
        return lengths
    }

    /// The model's front-end settings from its `feat.params` ("-feat 1s_c_d_dd", "-svspec ...": each option
    /// and the value after it); nil when the file cannot be read.
    public var featureParameters: [String: String]? {
        guard let text = try? String(contentsOfFile: model + "/feat.params", encoding: .utf8) else { return nil }
        let fields = text.split(whereSeparator: \.isWhitespace).map(String.init)
        var parameters: [String: String] = [:]
        for index in fields.indices.dropLast() where fields[index].hasPrefix("-") {
            parameters[fields[index]] = fields[index + 1]
        }
        return parameters
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
