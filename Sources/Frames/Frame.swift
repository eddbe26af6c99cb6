/// One picture from a camera, a video or an image file, with the time it was taken.
///
/// `luma` is the brightness (Y) plane at full size, which is all detection and landmarks need. `chroma`,
/// when the source has colour, holds the blue-difference (Cb) and red-difference (Cr) planes as in
/// BT.601 YCbCr, each at its own (possibly subsampled) size; the tongue-out measure reads `Cr`.
public struct Frame: Sendable {
    /// The two colour-difference planes of a YCbCr frame.
    public struct Chroma: Hashable, Sendable {
        public var cb: GrayImage
        public var cr: GrayImage

        public init(cb: GrayImage, cr: GrayImage) {
            self.cb = cb
            self.cr = cr
        }
    }

    /// Seconds since the start of the stream.
    public var time: Double
    /// The index of this frame in its stream, from 0.
    public var index: Int
    public var luma: GrayImage
    public var chroma: Chroma?

    public init(time: Double, index: Int, luma: GrayImage, chroma: Chroma? = nil) {
        self.time = time
        self.index = index
        self.luma = luma
        self.chroma = chroma
    }

    public var width: Int { luma.width }
    public var height: Int { luma.height }
}
