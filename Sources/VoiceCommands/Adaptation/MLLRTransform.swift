import Foundation
import SafeFiles

/// A speaker's MLLR transform of the acoustic model's means (`mllr_solve`'s text format), which
/// pocketsphinx applies when it loads (`-mllr FILE`): one regression class, and per feature stream a
/// matrix `A`, an offset `b` and a variance scale `h`, each stream's mean becoming `A·mean + b`.
///
/// ```
/// 1                      classes
/// 3                      streams
/// 13                     the first stream's length, then its 13 rows of A, b and h
/// 0.46 0.16 ...
/// ```
public struct MLLRTransform: Hashable, Sendable {
    /// Per stream: `A` (rows), `b` and `h`.
    public struct Stream: Hashable, Sendable {
        public var matrix: [[Float]]
        public var offset: [Float]
        public var scale: [Float]
    }

    public var streams: [Stream]

    /// The largest file read: 64 KiB (English's transform is 5 KiB).
    public static let sizeLimit = 64 << 10
    public static let maximumStreams = 8
    public static let maximumLength = 64
    /// The largest number allowed: a transform of cepstra learnt from a few seconds stays within tens.
    public static let maximumValue: Float = 10_000

    public init(streams: [Stream]) {
        self.streams = streams
    }

    /// Each stream's length.
    public var lengths: [Int] { streams.map(\.offset.count) }

    /// Parses the transform's text; `file` is named in errors.
    ///
    /// - Throws: `VoiceError` naming the file and what is wrong: not one class, a count over a limit, a
    ///   number missing, not finite or too large, or text after the last stream.
    public init(text: String, file: String) throws(VoiceError) {
        var numbers = text.split(whereSeparator: \.isWhitespace).makeIterator()
        var read = 0
        func failure(_ what: String) -> VoiceError {
            VoiceError("\(file): not a voice adaptation (\(what)); ignored: learn your voice again to replace it")
        }
        func number() throws(VoiceError) -> Float {
            guard let field = numbers.next() else { throw failure("it ends after \(read) numbers") }
            read += 1
            guard let value = Float(field), value.isFinite, abs(value) <= Self.maximumValue else {
                throw failure("number \(read) is '\(field.prefix(20))', not one within ±\(Int(Self.maximumValue))")
            }
            return value
        }
        func count(_ name: String, _ range: ClosedRange<Int>) throws(VoiceError) -> Int {
            let value = try number()
            guard value == value.rounded(), range.contains(Int(value)) else {
                throw failure("\(range.lowerBound) to \(range.upperBound) \(name), not \(value)")
            }
            return Int(value)
        }
        _ = try count("class", 1...1)
        let streamCount = try count("streams", 1...Self.maximumStreams)
        var streams: [Stream] = []
        for _ in 0..<streamCount {
            let length = try count("values per stream", 1...Self.maximumLength)
            func row() throws(VoiceError) -> [Float] {
                var values: [Float] = []
                for _ in 0..<length { values.append(try number()) }
                return values
            }
            var matrix: [[Float]] = []
            for _ in 0..<length { matrix.append(try row()) }
            streams.append(Stream(matrix: matrix, offset: try row(), scale: try row()))
        }
        guard numbers.next() == nil else { throw failure("more numbers after the last stream") }
        self.streams = streams
    }

    /// The text pocketsphinx reads.
    public var text: String {
        var lines = ["1", "\(streams.count)"]
        func line(_ values: [Float]) -> String { values.map { String(format: "%.6f", $0) }.joined(separator: " ") }
        for stream in streams {
            lines.append("\(stream.offset.count)")
            lines += stream.matrix.map(line)
            lines += [line(stream.offset), line(stream.scale)]
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Reads the transform at `path`.
    ///
    /// - Throws: `VoiceError` for a file that cannot be read, is too large, or is malformed.
    public init(contentsOf path: String) throws(VoiceError) {
        let text: String
        do {
            text = try SafeFile.readText(path, limit: Self.sizeLimit)
        } catch {
            throw VoiceError("\(path): cannot read the voice adaptation: it \(error.message)")
        }
        try self.init(text: text, file: path)
    }

    /// The transform file of the profile at `profilePath`: its name with `.voice-mllr` for `.yaml`.
    public static func path(besideProfile profilePath: String) -> String {
        (profilePath.hasSuffix(".yaml") ? String(profilePath.dropLast(5)) : profilePath) + ".voice-mllr"
    }

    /// The transform beside the profile at `profilePath`, if it fits `model`: nil when there is none or
    /// the file is empty (the app's "Forget my voice" empties it); nil and one line to `warn` (what, where,
    /// what to do) when it is damaged or made for another model.
    public static func loadBeside(_ profilePath: String, model: VoiceModel, warn: (String) -> Void) -> Self? {
        let path = path(besideProfile: profilePath)
        guard SafeFile.kind(at: path) != nil else { return nil }
        do throws(VoiceError) {
            let text: String
            do {
                text = try SafeFile.readText(path, limit: sizeLimit)
            } catch {
                throw VoiceError("\(path): cannot read the voice adaptation: it \(error.message)")
            }
            if text.allSatisfy(\.isWhitespace) { return nil }
            let transform = try Self(text: text, file: path)
            if let lengths = model.streamLengths, lengths != transform.lengths {
                throw VoiceError(
                    "\(path): made for streams of \(transform.lengths) values, but the model \(model.model) has "
                        + "\(lengths); ignored: learn your voice again to replace it")
            }
            return transform
        } catch {
            warn(PrintableText.escaped("facenav: \(error.message)"))
            return nil
        }
    }

    /// Writes `transform` beside the profile at `profilePath` (0600, folders 0700, atomically); nil removes
    /// the file instead, so a forgotten voice is forgotten on disk too.
    public static func save(_ transform: Self?, besideProfile profilePath: String) throws(VoiceError) {
        let path = path(besideProfile: profilePath)
        guard let transform else {
            guard SafeFile.kind(at: path) != nil else { return }
            guard unlink(path) == 0 else {
                throw VoiceError("\(path): cannot remove the voice adaptation: \(SafeFileError.describe(errno))")
            }
            return
        }
        do {
            try AtomicWriter.write(transform.text, to: path)
        } catch {
            throw VoiceError("\(path): cannot save the voice adaptation: \(error.message)")
        }
    }
}
