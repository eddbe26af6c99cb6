/// Reads the header and samples of a netpbm P2, P3, P5 or P6 image.
struct PortableImageParser {
    let bytes: [UInt8]
    let name: String
    private var position = 0

    init(bytes: [UInt8], name: String) {
        self.bytes = bytes
        self.name = name
    }

    private func fail(_ message: String) -> FrameFileError { FrameFileError(file: name, message: message) }

    /// Width, height, samples per pixel (1 gray or 3 RGB) and the samples scaled to 0...255.
    mutating func parse() throws(FrameFileError) -> (Int, Int, Int, [UInt8]) {
        guard bytes.count >= 2, bytes[0] == UInt8(ascii: "P"),
            let kind = Character(UnicodeScalar(bytes[1])).wholeNumberValue,
            [2, 3, 5, 6].contains(kind)
        else {
            throw fail("not a PGM or PPM image (P2, P3, P5 or P6); convert it with `ffmpeg -i FILE OUT.ppm`")
        }
        position = 2
        let channels = kind == 3 || kind == 6 ? 3 : 1
        let width = try headerNumber("width")
        let height = try headerNumber("height")
        let maxval = try headerNumber("maxval")
        guard width > 0, height > 0, width <= Y4MHeader.maximumDimension, height <= Y4MHeader.maximumDimension else {
            throw fail("bad size \(width)x\(height)")
        }
        guard maxval >= 1, maxval <= 255 else {
            throw fail("maxval \(maxval) is not supported: FaceNav reads 8-bit images (maxval 1 to 255)")
        }
        let count = width * height * channels
        var samples: [UInt8]
        if kind >= 5 {
            // Exactly one whitespace byte separates the maxval from the binary samples.
            guard position < bytes.count, isWhitespace(bytes[position]) else {
                throw fail("truncated: no pixels after the header")
            }
            position += 1
            let available = bytes.count - position
            guard available >= count else { throw fail("truncated: \(available) of \(count) bytes of pixels") }
            samples = Array(bytes[position..<(position + count)])
        } else {
            samples = []
            samples.reserveCapacity(count)
            for index in 0..<count {
                guard let value = try plainNumber() else {
                    throw fail("truncated: \(index) of \(count) samples")
                }
                guard value <= maxval else { throw fail("sample \(index) is \(value), above maxval \(maxval)") }
                samples.append(UInt8(value))
            }
        }
        if maxval != 255 {
            for index in samples.indices {
                samples[index] = UInt8(min(255, (Int(samples[index]) * 255 + maxval / 2) / maxval))
            }
        }
        return (width, height, channels, samples)
    }

    private func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0B || byte == 0x0C
    }

    /// Skips whitespace and `#` comments (to the end of their line).
    private mutating func skipSpace() {
        while position < bytes.count {
            if isWhitespace(bytes[position]) {
                position += 1
            } else if bytes[position] == UInt8(ascii: "#") {
                while position < bytes.count && bytes[position] != 0x0A && bytes[position] != 0x0D { position += 1 }
            } else {
                return
            }
        }
    }

    /// A decimal number after whitespace and comments; nil at the end of the bytes.
    private mutating func plainNumber() throws(FrameFileError) -> Int? {
        skipSpace()
        guard position < bytes.count else { return nil }
        var value = 0
        var digits = 0
        while position < bytes.count, bytes[position] >= 0x30, bytes[position] <= 0x39, digits < 9 {
            value = value * 10 + Int(bytes[position] - 0x30)
            position += 1
            digits += 1
        }
        guard digits > 0, position >= bytes.count || !(bytes[position] >= 0x30 && bytes[position] <= 0x39) else {
            let found = String(decoding: bytes[position..<min(bytes.count, position + 8)], as: UTF8.self)
            throw fail("expected a number at byte \(position), found \(found.debugDescription)")
        }
        return value
    }

    private mutating func headerNumber(_ what: String) throws(FrameFileError) -> Int {
        guard let value = try plainNumber() else { throw fail("truncated: the header has no \(what)") }
        return value
    }
}
