/// Bilinear RGB in 0...1 from a frame's Y, Cb and Cr planes (BT.601, full range), edges repeated; a grey
/// frame's luma in all three channels.
struct FrameColourSampler {
    let luma: GrayImage
    let chroma: Frame.Chroma?

    init(frame: Frame) {
        luma = frame.luma
        chroma = frame.chroma
    }

    func rgb(x: Double, y: Double) -> (Float, Float, Float) {
        let l = Self.sample(luma, x: x, y: y)
        guard let chroma, chroma.cb.width > 0, chroma.cb.height > 0 else {
            let v = Float(l / 255)
            return (v, v, v)
        }
        // The chroma planes may be subsampled: their pixel centres spread evenly over the luma's.
        let sx = Double(chroma.cb.width) / Double(max(luma.width, 1))
        let sy = Double(chroma.cb.height) / Double(max(luma.height, 1))
        let cx = (x + 0.5) * sx - 0.5
        let cy = (y + 0.5) * sy - 0.5
        let cb = Self.sample(chroma.cb, x: cx, y: cy) - 128
        let cr = Self.sample(chroma.cr, x: cx, y: cy) - 128
        func unit(_ v: Double) -> Float { Float(max(0, min(255, v)) / 255) }
        return (unit(l + 1.402 * cr), unit(l - 0.344136 * cb - 0.714136 * cr), unit(l + 1.772 * cb))
    }

    /// The plane's value at (x, y), interpolated between the four nearest pixel centres.
    static func sample(_ image: GrayImage, x: Double, y: Double) -> Double {
        guard image.width > 0, image.height > 0 else { return 0 }
        let cx = max(0, min(Double(image.width - 1), x))
        let cy = max(0, min(Double(image.height - 1), y))
        let x0 = Int(cx)
        let y0 = Int(cy)
        let x1 = min(x0 + 1, image.width - 1)
        let y1 = min(y0 + 1, image.height - 1)
        let fx = cx - Double(x0)
        let fy = cy - Double(y0)
        return image.pixels.withUnsafeBufferPointer { p in
            let top = Double(p[y0 * image.width + x0]) * (1 - fx) + Double(p[y0 * image.width + x1]) * fx
            let bottom = Double(p[y1 * image.width + x0]) * (1 - fx) + Double(p[y1 * image.width + x1]) * fx
            return top * (1 - fy) + bottom * fy
        }
    }
}
