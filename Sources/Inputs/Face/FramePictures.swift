import FaceNavCore
import FaceTracking
import ImageFiles
import Runtime

/// Turns camera frames into the pictures others take: a small `PreviewImage` for the screen and a full
/// `RasterImage` for a JPEG.
public enum FramePictures {
    /// The frame scaled down (nearest sample) to at most `maxWidth` pixels wide, with its colours.
    public static func preview(of frame: Frame, maxWidth: Int = 160) -> PreviewImage? {
        let step = max(1, (frame.width + maxWidth - 1) / maxWidth)
        let width = frame.width / step
        let height = frame.height / step
        guard width > 0, height > 0 else { return nil }
        // Made for every frame the camera delivers: the source column of each preview column is worked out
        // once, not once a row, and the rows are copied without a bounds check a sample.
        func shrink(_ image: GrayImage, scaleX: Int, scaleY: Int) -> Plane? {
            guard image.width > 0, image.height > 0, image.pixels.count == image.width * image.height else {
                return nil
            }
            let columns = (0..<width).map { min(image.width - 1, $0 * step / scaleX) }
            var samples = [UInt8](repeating: 0, count: width * height)
            image.pixels.withUnsafeBufferPointer { pixels in
                columns.withUnsafeBufferPointer { columns in
                    samples.withUnsafeMutableBufferPointer { samples in
                        for y in 0..<height {
                            let source = pixels.baseAddress! + min(image.height - 1, y * step / scaleY) * image.width
                            let row = samples.baseAddress! + y * width
                            for x in 0..<width { row[x] = source[columns[x]] }
                        }
                    }
                }
            }
            return Plane(width: width, height: height, samples: samples)
        }
        guard let luma = shrink(frame.luma, scaleX: 1, scaleY: 1) else { return nil }
        var rgb: [UInt8]?
        if let chroma = frame.chroma {
            let scaleX = max(1, frame.width / max(1, chroma.cb.width))
            let scaleY = max(1, frame.height / max(1, chroma.cb.height))
            if let cb = shrink(chroma.cb, scaleX: scaleX, scaleY: scaleY),
                let cr = shrink(chroma.cr, scaleX: scaleX, scaleY: scaleY)
            {
                rgb = RasterImage(luma: luma, chroma: (cb, cr))?.samples
            }
        }
        return PreviewImage(width: width, height: height, luma: luma.samples, rgb: rgb)
    }

    /// The input that shows `frame` on screen: its preview with the frame's own size (`.frameSeen`).
    public static func seen(_ frame: Frame) -> ProgramInput? {
        preview(of: frame).map { .frameSeen($0, source: Size(width: frame.width, height: frame.height)) }
    }

    /// The whole frame in RGB (grey when it has no colour), for a JPEG.
    public static func raster(of frame: Frame) -> RasterImage? {
        guard let luma = Plane(width: frame.width, height: frame.height, samples: frame.luma.pixels) else { return nil }
        let chroma = frame.chroma.flatMap { chroma -> (cb: Plane, cr: Plane)? in
            guard let cb = Plane(width: chroma.cb.width, height: chroma.cb.height, samples: chroma.cb.pixels),
                let cr = Plane(width: chroma.cr.width, height: chroma.cr.height, samples: chroma.cr.pixels)
            else { return nil }
            return (cb, cr)
        }
        return RasterImage(luma: luma, chroma: chroma)
    }
}
