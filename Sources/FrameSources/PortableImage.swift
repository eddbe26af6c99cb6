import Frames

/// A PGM or PPM (netpbm) image: binary P5/P6 or plain-text P2/P3, maxval up to 255, `#` comments.
///
/// A PGM gives luma only. A PPM keeps its RGB and also gives full-range BT.601 YCbCr, the range of JPEG
/// files, of OpenCV's `cvtColor` and of ffmpeg's `-pix_fmt gray` (not the limited 16...235 range of ffmpeg's
/// default `yuv420p`): Y = (4899 R + 9617 G + 1868 B + 8192) >> 14, exactly OpenCV's RGB-to-gray, so a PPM's
/// luma equals the PGM ffmpeg makes from the same picture within 1. Chroma is at full resolution:
/// Cb = 128 + 0.564 (B - Y), Cr = 128 + 0.713 (R - Y).
public struct PortableImage: Hashable, Sendable {
    /// Brightness, from the gray values of a PGM or computed from a PPM's RGB.
    public var luma: GrayImage
    /// Cb and Cr at full resolution, for a PPM; nil for a PGM.
    public var chroma: Frame.Chroma?
    /// A PPM's pixels as R, G, B bytes, row after row; nil for a PGM.
    public var rgb: [UInt8]?

    public var width: Int { luma.width }
    public var height: Int { luma.height }

    /// Reads the image at `path`; `-` reads standard input.
    public init(contentsOf path: String) throws(FrameFileError) {
        let input = try ByteInput(path: path)
        try self.init(bytes: input.readToEnd(), name: input.name)
    }

    /// Decodes an image from its bytes; `name` names it in errors.
    public init(bytes: [UInt8], name: String) throws(FrameFileError) {
        var parser = PortableImageParser(bytes: bytes, name: name)
        let (width, height, channels, values) = try parser.parse()
        if channels == 1 {
            self.init(luma: GrayImage(width: width, height: height, pixels: values))
        } else {
            self.init(width: width, height: height, rgb: values)
        }
    }

    /// A gray image, as from a PGM.
    public init(luma: GrayImage) {
        self.luma = luma
        chroma = nil
        rgb = nil
    }

    /// An image from interleaved RGB bytes (`width * height * 3` of them), computing its YCbCr.
    public init(width: Int, height: Int, rgb: [UInt8]) {
        precondition(rgb.count == width * height * 3, "rgb does not fill the image")
        let count = width * height
        var y = [UInt8](repeating: 0, count: count)
        var cb = [UInt8](repeating: 0, count: count)
        var cr = [UInt8](repeating: 0, count: count)
        rgb.withUnsafeBufferPointer { source in
            y.withUnsafeMutableBufferPointer { y in
                cb.withUnsafeMutableBufferPointer { cb in
                    cr.withUnsafeMutableBufferPointer { cr in
                        for i in 0..<count {
                            let r = Int(source[3 * i])
                            let g = Int(source[3 * i + 1])
                            let b = Int(source[3 * i + 2])
                            let luma = (4899 * r + 9617 * g + 1868 * b + 8192) >> 14
                            y[i] = UInt8(truncatingIfNeeded: luma)
                            // 0.564 and 0.713 in 14-bit fixed point, rounded, as OpenCV's RGB-to-YCrCb.
                            cb[i] = UInt8(clamping: 128 + ((9241 * (b - luma) + 8192) >> 14))
                            cr[i] = UInt8(clamping: 128 + ((11682 * (r - luma) + 8192) >> 14))
                        }
                    }
                }
            }
        }
        luma = GrayImage(width: width, height: height, pixels: y)
        chroma = Frame.Chroma(
            cb: GrayImage(width: width, height: height, pixels: cb),
            cr: GrayImage(width: width, height: height, pixels: cr))
        self.rgb = rgb
    }

    /// This image as frame `index` of a stream, taken at `time` seconds.
    public func frame(time: Double = 0, index: Int = 0) -> Frame {
        Frame(time: time, index: index, luma: luma, chroma: chroma)
    }
}
