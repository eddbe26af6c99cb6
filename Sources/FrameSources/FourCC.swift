/// A V4L2 pixel format code: four characters packed little-endian, `YUYV`, `YU12`, `MJPG`.
public struct FourCC: Hashable, Sendable, CustomStringConvertible {
    public var code: UInt32

    public init(_ code: UInt32) { self.code = code }

    /// The code of four ASCII characters, such as `FourCC("YUYV")`.
    public init(_ text: String) {
        let bytes = Array(text.utf8.prefix(4)) + Array(repeating: UInt8(ascii: " "), count: max(0, 4 - text.utf8.count))
        code = bytes.enumerated().reduce(0) { $0 | UInt32($1.element) << (8 * UInt32($1.offset)) }
    }

    public var description: String {
        let characters = (0..<4).map { UInt8(truncatingIfNeeded: code >> (8 * $0)) }
        let printable = characters.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
        guard printable else { return "0x" + String(code, radix: 16) }
        var text = String(decoding: characters, as: UTF8.self)
        while text.hasSuffix(" ") { text.removeLast() }
        return text
    }

    /// Packed 4:2:2, Y0 Cb Y1 Cr: what most webcams send uncompressed.
    public static let yuyv = FourCC("YUYV")
    /// Planar 4:2:0 (I420): libv4l2 converts MJPEG and most other formats to it.
    public static let yuv420 = FourCC("YU12")
    /// 8-bit gray.
    public static let grey = FourCC("GREY")
    public static let mjpeg = FourCC("MJPG")
}
