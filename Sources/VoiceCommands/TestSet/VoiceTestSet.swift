import Foundation

/// The multi-voice test set in a folder: `index.tsv` (one "FILE PART KIND VOICE SNR" line per WAV file)
/// and, for each file of commands, FILE.txt with one "WORD START END" line per word.
public struct VoiceTestSet: Hashable, Sendable {
    public var folder: String
    public var files: [VoiceTestFile]

    public init(folder: String, files: [VoiceTestFile]) {
        self.folder = folder
        self.files = files
    }

    /// Reads the index and manifests of the set in `folder`.
    ///
    /// - Throws: `VoiceError` naming the file and line that is missing or malformed.
    public init(folder: String) throws(VoiceError) {
        let index = folder + "/index.tsv"
        guard let text = try? String(contentsOfFile: index, encoding: .utf8) else {
            throw VoiceError(
                "no voice test set at \(folder) (\(index) is missing); render it with "
                    + "`Tests/Fixtures/voice/make-voice-set.sh \(folder)` or `make voice-fixtures`")
        }
        var files: [VoiceTestFile] = []
        for (number, line) in text.split(separator: "\n").enumerated() {
            let fields = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            guard fields.count == 5, let kind = VoiceTestFile.Kind(rawValue: fields[2]), let snr = Int(fields[4]) else {
                throw VoiceError("\(index):\(number + 1): expected 'FILE PART KIND VOICE SNR', found '\(line)'")
            }
            let path = folder + "/" + fields[0]
            var spoken: [VoiceTestFile.SpokenWord] = []
            if kind == .commands {
                let manifest = String(path.dropLast(4)) + ".txt"
                guard let words = try? String(contentsOfFile: manifest, encoding: .utf8) else {
                    throw VoiceError("\(manifest) is missing; render the set again with make-voice-set.sh")
                }
                for (wordNumber, wordLine) in words.split(separator: "\n").enumerated() {
                    let parts = wordLine.split(separator: " ")
                    guard parts.count == 3, let start = Double(parts[1]), let end = Double(parts[2]) else {
                        throw VoiceError(
                            "\(manifest):\(wordNumber + 1): expected 'WORD START END', found '\(wordLine)'")
                    }
                    spoken.append(.init(word: String(parts[0]), start: start, end: end))
                }
            }
            files.append(
                VoiceTestFile(path: path, part: fields[1], kind: kind, voice: fields[3], snr: snr, spoken: spoken))
        }
        self.init(folder: folder, files: files)
    }

    /// The files of one part (`tune` or `held`), or all of them for nil.
    public func part(_ name: String?) -> VoiceTestSet {
        VoiceTestSet(folder: folder, files: files.filter { name == nil || $0.part == name })
    }
}
