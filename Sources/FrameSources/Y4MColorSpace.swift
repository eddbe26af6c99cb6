/// The pixel layout a YUV4MPEG2 stream declares with its `C` tag: which chroma planes follow the luma, and at
/// what size.
///
/// Only 8-bit layouts are read; the 4:2:0 variants differ only in where chroma samples sit, which the planes
/// themselves do not show.
public enum Y4MColorSpace: String, CaseIterable, Hashable, Sendable {
    /// 4:2:0, chroma centred between luma samples (JPEG, MPEG-1); the default when `C` is absent.
    case yuv420jpeg = "420jpeg"
    /// 4:2:0, chroma sited left, as in MPEG-2 (ffmpeg writes this for `-pix_fmt yuv420p`).
    case yuv420mpeg2 = "420mpeg2"
    /// 4:2:0, chroma alternating lines, as in PAL DV.
    case yuv420paldv = "420paldv"
    /// 4:2:0 with no siting given.
    case yuv420 = "420"
    case yuv422 = "422"
    case yuv411 = "411"
    case yuv444 = "444"
    /// 4:4:4 followed by an alpha plane, which is skipped.
    case yuv444alpha = "444alpha"
    /// Luma only.
    case mono = "mono"

    /// The size of each chroma plane of a `width` x `height` picture; nil when the layout has no chroma.
    public func chromaSize(width: Int, height: Int) -> (width: Int, height: Int)? {
        switch self {
        case .yuv420jpeg, .yuv420mpeg2, .yuv420paldv, .yuv420: return ((width + 1) / 2, (height + 1) / 2)
        case .yuv422: return ((width + 1) / 2, height)
        case .yuv411: return ((width + 3) / 4, height)
        case .yuv444, .yuv444alpha: return (width, height)
        case .mono: return nil
        }
    }

    /// The bytes of one picture: luma, the chroma planes, and alpha when present.
    public func pictureByteCount(width: Int, height: Int) -> Int {
        let luma = width * height
        guard let chroma = chromaSize(width: width, height: height) else { return luma }
        return luma + 2 * chroma.width * chroma.height + (self == .yuv444alpha ? luma : 0)
    }
}
