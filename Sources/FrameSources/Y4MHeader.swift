/// The stream header of a YUV4MPEG2 file: `YUV4MPEG2 W720 H528 F30000:1001 Ip A1:1 C420mpeg2`.
///
/// `W` and `H` are required. A missing or zero `F` means 25 fps and a missing `C` means 4:2:0 (JPEG siting),
/// as in ffmpeg. `X` extension tags and tags this reader does not use are kept out of the way, not rejected.
public struct Y4MHeader: Hashable, Sendable {
    public var width: Int
    public var height: Int
    /// Frames per second as a fraction, `F30000:1001` for 29.97.
    public var frameRateNumerator: Int
    public var frameRateDenominator: Int
    /// `p` progressive, `t` top field first, `b` bottom field first, `m` mixed, `?` unknown.
    public var interlacing: Character
    /// Pixel aspect ratio, 0:0 when unknown.
    public var pixelAspectNumerator: Int
    public var pixelAspectDenominator: Int
    public var colorSpace: Y4MColorSpace

    public init(
        width: Int, height: Int, frameRateNumerator: Int = 25, frameRateDenominator: Int = 1,
        interlacing: Character = "p", pixelAspectNumerator: Int = 0, pixelAspectDenominator: Int = 0,
        colorSpace: Y4MColorSpace = .yuv420jpeg
    ) {
        self.width = width
        self.height = height
        self.frameRateNumerator = frameRateNumerator
        self.frameRateDenominator = frameRateDenominator
        self.interlacing = interlacing
        self.pixelAspectNumerator = pixelAspectNumerator
        self.pixelAspectDenominator = pixelAspectDenominator
        self.colorSpace = colorSpace
    }

    /// Frames per second.
    public var frameRate: Double { Double(frameRateNumerator) / Double(frameRateDenominator) }

    /// The time of frame `index`, in seconds from the start of the stream.
    public func time(ofFrame index: Int) -> Double {
        Double(index) * Double(frameRateDenominator) / Double(frameRateNumerator)
    }

    /// The bytes of one frame's picture, after its `FRAME` line.
    public var pictureByteCount: Int { colorSpace.pictureByteCount(width: width, height: height) }

    /// The largest width or height accepted, so that a corrupt header cannot ask for gigabytes.
    public static let maximumDimension = 16384

    /// Parses a header line (without its newline); `file` names the file in errors.
    public static func parse(_ line: [UInt8], file: String) throws(FrameFileError) -> Y4MHeader {
        func fail(_ message: String) -> FrameFileError {
            FrameFileError(file: file, message: "not a valid YUV4MPEG2 header: \(message)")
        }
        let text = String(decoding: line, as: UTF8.self)
        let tokens = text.split(separator: " ", omittingEmptySubsequences: true)
        guard tokens.first == "YUV4MPEG2" else {
            let start = String(text.prefix(12)).debugDescription
            throw FrameFileError(
                file: file,
                message: "not a YUV4MPEG2 video (it starts with \(start)); convert it with "
                    + "`ffmpeg -i FILE -f yuv4mpegpipe -pix_fmt yuv420p OUT.y4m`")
        }
        var width: Int?
        var height: Int?
        var header = Y4MHeader(width: 0, height: 0)
        for token in tokens.dropFirst() {
            let tag = token.first!
            let value = token.dropFirst()
            switch tag {
            case "W", "H":
                guard let number = Int(value), number > 0, number <= maximumDimension else {
                    throw fail("bad \(tag == "W" ? "width" : "height") \(token) (1 to \(maximumDimension))")
                }
                if tag == "W" { width = number } else { height = number }
            case "F":
                guard let (numerator, denominator) = ratio(value), numerator >= 0, denominator >= 0 else {
                    throw fail("bad frame rate \(token) (expected F<numerator>:<denominator>, such as F30:1)")
                }
                if numerator > 0 && denominator > 0 {
                    header.frameRateNumerator = numerator
                    header.frameRateDenominator = denominator
                }
            case "A":
                guard let (numerator, denominator) = ratio(value), numerator >= 0, denominator >= 0 else {
                    throw fail("bad pixel aspect \(token) (expected A<numerator>:<denominator>, such as A1:1)")
                }
                header.pixelAspectNumerator = numerator
                header.pixelAspectDenominator = denominator
            case "I":
                guard value.count == 1, let mode = value.first, "ptbm?".contains(mode) else {
                    throw fail("bad interlacing \(token) (expected Ip, It, Ib, Im or I?)")
                }
                header.interlacing = mode
            case "C":
                guard let space = Y4MColorSpace(rawValue: String(value)) else {
                    let known = Y4MColorSpace.allCases.map { "C" + $0.rawValue }.joined(separator: ", ")
                    throw fail(
                        "unsupported colour space \(token) (FaceNav reads 8-bit \(known); "
                            + "convert with `ffmpeg -i FILE -f yuv4mpegpipe -pix_fmt yuv420p OUT.y4m`)")
                }
                header.colorSpace = space
            case "X":
                continue
            default:
                throw fail("unknown tag \(token.debugDescription)")
            }
        }
        guard let width else { throw fail("no width (W tag)") }
        guard let height else { throw fail("no height (H tag)") }
        header.width = width
        header.height = height
        return header
    }

    private static func ratio(_ text: Substring) -> (Int, Int)? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, let numerator = Int(parts[0]), let denominator = Int(parts[1]) else { return nil }
        return (numerator, denominator)
    }
}
