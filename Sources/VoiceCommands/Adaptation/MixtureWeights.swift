import Foundation

/// A semi-continuous or phonetically-tied model's mixture weights, read from pocketsphinx's quantised
/// `sendump` and written as sphinxtrain's `mixture_weights`, which `bw` needs and Debian's model lacks.
///
/// `sendump` holds, after a header of length-prefixed strings ended by a zero length, the number of
/// densities and of senones (when the header does not name them) and then one byte per feature stream,
/// density and senone: the weight's negative logarithm in base 1.0001, shifted right by 10 bits. Quantising
/// floors the smallest weights, so each senone's weights per stream are scaled back to sum to 1.
public struct MixtureWeights: Hashable, Sendable {
    public var senones: Int
    public var streams: Int
    public var densities: Int
    /// `[senone][stream][density]`, in that order.
    public var weights: [Float]

    /// Limits a `sendump` must keep: English's has 5,126 senones, 3 streams and 128 densities.
    public static let maximumSenones = 100_000
    public static let maximumStreams = 8
    public static let maximumDensities = 1024
    public static let maximumHeaderStrings = 200
    /// Bits the stored bytes are shifted by (pocketsphinx's `SENSCR_SHIFT`).
    public static let shift = 10

    /// Reads a `sendump`'s bytes; `name` is named in errors.
    ///
    /// - Throws: `VoiceError` for a header that is malformed or over a limit, 4-bit clustered weights, or
    ///   a file whose length does not match its counts.
    public init(sendump bytes: [UInt8], name: String) throws(VoiceError) {
        func failure(_ what: String) -> VoiceError {
            VoiceError("\(name): not a pocketsphinx sendump (\(what)); reinstall pocketsphinx-en-us")
        }
        var offset = 0
        func int32() throws(VoiceError) -> Int {
            guard offset + 4 <= bytes.count else { throw failure("cut short at byte \(offset)") }
            let value = bytes[offset..<offset + 4].reversed().reduce(0) { $0 << 8 | Int($1) }
            offset += 4
            return value >= 1 << 31 ? value - (1 << 32) : value
        }
        var fields: [String: Int] = [:]
        for index in 0... {
            guard index < Self.maximumHeaderStrings else { throw failure("more than 200 header strings") }
            let length = try int32()
            if length == 0 { break }
            guard length > 0, length < 1000 else { throw failure("header string \(index + 1) has length \(length)") }
            guard offset + length <= bytes.count else { throw failure("cut short in header string \(index + 1)") }
            let words = String(decoding: bytes[offset..<offset + length - 1], as: UTF8.self).split(separator: " ")
            if words.count == 2, let value = Int(words[1]) { fields[String(words[0])] = value }
            offset += length
        }
        guard fields["cluster_count", default: 0] == 0, fields["cluster_bits", default: 8] == 8 else {
            throw failure("clustered 4-bit weights are not supported")
        }
        let streams = fields["feature_count"] ?? 1
        var densities = fields["mixture_count"] ?? 0
        var senones = fields["model_count"] ?? 0
        if densities == 0 || senones == 0 {
            densities = try int32()
            senones = try int32()
        }
        guard (1...Self.maximumStreams).contains(streams), (1...Self.maximumDensities).contains(densities),
            (1...Self.maximumSenones).contains(senones)
        else {
            throw failure("\(streams) streams, \(densities) densities, \(senones) senones")
        }
        guard bytes.count - offset == streams * densities * senones else {
            throw failure("\(bytes.count - offset) weight bytes for \(streams * densities * senones) weights")
        }
        let table = (0...255).map { Float(exp(-Double($0 << Self.shift) * log(1.0001))) }
        var weights = [Float](repeating: 0, count: senones * streams * densities)
        for stream in 0..<streams {
            for density in 0..<densities {
                let row = offset + (stream * densities + density) * senones
                for senone in 0..<senones {
                    weights[(senone * streams + stream) * densities + density] = table[Int(bytes[row + senone])]
                }
            }
        }
        for start in stride(from: 0, to: weights.count, by: densities) {
            let sum = weights[start..<start + densities].reduce(0, +)
            for index in start..<start + densities { weights[index] /= sum }
        }
        self.senones = senones
        self.streams = streams
        self.densities = densities
        self.weights = weights
    }

    /// sphinxtrain's binary `mixture_weights` file: an `s3` text header, the byte-order mark, the three
    /// counts and their product, then the weights as little-endian 32-bit floats (no checksum).
    public var mixtureWeightsFile: [UInt8] {
        var bytes = Array("s3\nversion 1.0\nendhdr\n".utf8)
        func append(_ value: UInt32) { withUnsafeBytes(of: value.littleEndian) { bytes += $0 } }
        for value in [0x1122_3344, senones, streams, densities, weights.count] { append(UInt32(value)) }
        bytes.reserveCapacity(bytes.count + 4 * weights.count)
        for weight in weights { append(weight.bitPattern) }
        return bytes
    }
}
