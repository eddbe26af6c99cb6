import FaceNavCore
import Foundation
import SafeFiles

/// Reads and writes the user's voice templates (`VoiceTemplates`) in a text file beside the profile:
/// `profile.yaml` has `profile.voice-templates`.
///
/// They are kept apart from the YAML so the profile stays short enough to read and edit by hand (ten words'
/// takes are some 2,000 lines of numbers). The file is private like the profile (0600 in a 0700 folder,
/// through `AtomicWriter`), and checked when read: a damaged or oversized file is reported in one line and
/// ignored, so the voice is heard as if not enrolled rather than not at all.
///
/// ```
/// # FaceNav voice templates (facenav listen --enrol): 12 mel cepstra per 10 ms frame of each take
/// take back 47
/// 1.25 -3.50 0.75 ...        (47 lines of 12 numbers)
/// ```
public enum VoiceTemplateFile {
    /// The largest file read: 1 MiB (ten words' two takes are about 100 KiB).
    public static let sizeLimit = 1 << 20
    public static let maximumWords = 64
    public static let maximumTakesPerWord = VoiceTemplates.maximumTakesPerWord
    public static let maximumFrames = 500
    /// The largest number allowed (mean-normalised cepstra stay within a few tens).
    public static let maximumValue: Float = 1000

    /// The templates file of the profile at `profilePath`: its name with `.voice-templates` for `.yaml`.
    public static func path(besideProfile profilePath: String) -> String {
        (profilePath.hasSuffix(".yaml") ? String(profilePath.dropLast(5)) : profilePath) + ".voice-templates"
    }

    /// The file's text.
    public static func encode(_ templates: VoiceTemplates) -> String {
        var lines = [
            "# FaceNav voice templates (facenav listen --enrol): \(VoiceTemplates.coefficientCount) mel cepstra "
                + "per 10 ms frame of each take"
        ]
        for (word, takes) in templates.words.sorted(by: { $0.key < $1.key }) {
            for take in takes {
                lines.append("take \(word) \(take.count)")
                for frame in take { lines.append(frame.map { String(format: "%.2f", $0) }.joined(separator: " ")) }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Parses the file's text; `file` is named in errors.
    ///
    /// - Throws: `ProfileError` at the first line that is malformed or over a limit.
    public static func decode(_ text: String, file: String) throws(ProfileError) -> VoiceTemplates {
        var words: [String: [[[Float]]]] = [:]
        let body = text.hasSuffix("\n") ? text.dropLast() : text[...]
        var lines = body.split(separator: "\n", omittingEmptySubsequences: false).enumerated().makeIterator()
        func failure(_ number: Int, _ message: String) -> ProfileError {
            ProfileError(file: file, line: number + 1, column: 1, message: message)
        }
        while let (number, line) = lines.next() {
            if line.isEmpty || line.hasPrefix("#") { continue }
            let fields = line.split(separator: " ")
            guard fields.count == 3, fields[0] == "take", let count = Int(fields[2]),
                fields[1].allSatisfy({ $0.isLetter }), !fields[1].isEmpty
            else {
                throw failure(number, "expected 'take WORD FRAMES', found '\(line.prefix(40))'")
            }
            guard (1...maximumFrames).contains(count) else {
                throw failure(number, "a take has 1 to \(maximumFrames) frames, not \(count)")
            }
            let word = String(fields[1])
            if words[word] == nil, words.count >= maximumWords {
                throw failure(number, "more than \(maximumWords) words")
            }
            guard words[word, default: []].count < maximumTakesPerWord else {
                throw failure(number, "more than \(maximumTakesPerWord) takes of '\(word)'")
            }
            var take: [[Float]] = []
            for _ in 0..<count {
                guard let (frameNumber, frameLine) = lines.next() else {
                    throw failure(number, "the take of '\(word)' ends early: the file is cut short")
                }
                let values = frameLine.split(separator: " ").compactMap { Float($0) }
                guard values.count == VoiceTemplates.coefficientCount,
                    frameLine.split(separator: " ").count == values.count,
                    values.allSatisfy({ $0.isFinite && abs($0) <= maximumValue })
                else {
                    throw failure(
                        frameNumber,
                        "expected \(VoiceTemplates.coefficientCount) numbers within ±\(Int(maximumValue))")
                }
                take.append(values)
            }
            words[word, default: []].append(take)
        }
        return VoiceTemplates(words: words)
    }

    /// Reads the templates at `path`.
    ///
    /// - Throws: `ProfileError` for a file that cannot be read, is too large, or is malformed.
    public static func load(from path: String) throws(ProfileError) -> VoiceTemplates {
        let text: String
        do {
            text = try SafeFile.readText(path, limit: sizeLimit)
        } catch {
            throw ProfileError(file: path, message: "cannot read the voice templates: it \(error.message)")
        }
        return try decode(text, file: path)
    }

    /// The templates beside the profile at `profilePath`: none when there is no file; none and one line
    /// to `warn` (what, where, what to do) when it is damaged.
    public static func loadBeside(_ profilePath: String, warn: (String) -> Void) -> VoiceTemplates {
        let path = path(besideProfile: profilePath)
        guard SafeFile.kind(at: path) != nil else { return VoiceTemplates() }
        do {
            return try load(from: path)
        } catch {
            warn(
                PrintableText.escaped(
                    "\(error); ignored: your voice is heard as if not learnt (Learn my voice again to replace it)"))
            return VoiceTemplates()
        }
    }

    /// Writes `templates` beside the profile at `profilePath` (0600, folders 0700, atomically); with no
    /// templates, removes the file instead, so a forgotten voice is forgotten on disk too.
    public static func save(_ templates: VoiceTemplates, besideProfile profilePath: String) throws(ProfileError) {
        let path = path(besideProfile: profilePath)
        if templates.isEmpty {
            guard SafeFile.kind(at: path) != nil else { return }
            guard unlink(path) == 0 else {
                throw ProfileError(
                    file: path, message: "cannot remove the voice templates: \(SafeFileError.describe(errno))")
            }
            return
        }
        do {
            try AtomicWriter.write(encode(templates), to: path)
        } catch {
            throw ProfileError(file: path, message: "cannot save the voice templates: \(error.message)")
        }
    }
}
