import Foundation
import SafeFiles

/// A WAV file of 16 kHz mono 16-bit PCM, the format the speech models are trained on.
///
/// Other formats are refused with a line that says how to convert them with sox, rather than resampled
/// here: a silent resampler would hide a wrong file, and sox does it better.
public struct WavAudio: Hashable, Sendable {
    public static let sampleRate = 16_000
    public var samples: [Int16]

    public init(samples: [Int16]) {
        self.samples = samples
    }

    public var duration: Double { Double(samples.count) / Double(Self.sampleRate) }

    /// The largest WAV file read: 256 MiB, over two hours of 16 kHz mono speech.
    public static let sizeLimit = 256 << 20

    /// A WAV format code in words: "A-law", "32-bit float".
    static func encodingName(_ code: Int) -> String {
        switch code {
        case 2: return "ADPCM"
        case 3: return "floating-point samples"
        case 6: return "A-law"
        case 7: return "mu-law"
        case 0x11: return "IMA ADPCM"
        case 0x55: return "MP3"
        default: return "an encoding FaceNav does not read (format code \(code))"
        }
    }

    /// Reads the WAV file at `path`.
    public init(contentsOf path: String) throws(VoiceError) {
        let bytes: [UInt8]
        do {
            bytes = try SafeFile.read(path, limit: Self.sizeLimit)
        } catch {
            throw VoiceError("the WAV file \(error)")
        }
        try self.init(bytes: bytes, name: path)
    }

    /// Parses WAV bytes; `name` is the file named in errors.
    public init(bytes: [UInt8], name: String) throws(VoiceError) {
        func u32(_ at: Int) -> Int {
            Int(bytes[at]) | Int(bytes[at + 1]) << 8 | Int(bytes[at + 2]) << 16 | Int(bytes[at + 3]) << 24
        }
        func u16(_ at: Int) -> Int { Int(bytes[at]) | Int(bytes[at + 1]) << 8 }
        func tag(_ at: Int) -> String { String(decoding: bytes[at..<at + 4], as: UTF8.self) }
        guard bytes.count >= 12, tag(0) == "RIFF", tag(8) == "WAVE" else {
            throw VoiceError("\(name) is not a WAV file (no RIFF/WAVE header)")
        }
        var format: (code: Int, channels: Int, rate: Int, bits: Int)?
        var offset = 12
        while offset + 8 <= bytes.count {
            let id = tag(offset)
            let size = u32(offset + 4)
            let body = offset + 8
            if id == "fmt ", size >= 16, body + 16 <= bytes.count {
                var code = u16(body)
                if code == 0xFFFE, size >= 40, body + 26 <= bytes.count { code = u16(body + 24) }
                format = (code, u16(body + 2), u32(body + 4), u16(body + 14))
            } else if id == "data" {
                guard let format else { throw VoiceError("\(name): the WAV data comes before its format chunk") }
                guard format.code == 1, format.channels == 1, format.rate == Self.sampleRate, format.bits == 16 else {
                    let kind = format.code == 1 ? "\(format.bits)-bit PCM" : Self.encodingName(format.code)
                    throw VoiceError(
                        "\(name) is \(format.rate) Hz, \(format.channels) channel(s), \(kind); voice input needs "
                            + "16000 Hz mono 16-bit PCM: convert it with `sox \(name) -r 16000 -c 1 -b 16 out.wav`")
                }
                let end = min(bytes.count, body + size)
                var samples = [Int16](repeating: 0, count: (end - body) / 2)
                for index in samples.indices {
                    samples[index] = Int16(bitPattern: UInt16(u16(body + 2 * index)))
                }
                self.samples = samples
                return
            }
            offset = body + size + (size & 1)
        }
        throw VoiceError("\(name) has no audio data (no data chunk)")
    }
}
