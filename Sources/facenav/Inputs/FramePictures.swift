import FaceNavCore
import FaceTracking
import Features
import ImageFiles
import Runtime

/// Turns camera frames into the pictures others take: a small `PreviewImage` for the screen and a full
/// `RasterImage` for a JPEG.
enum FramePictures {
    /// The frame scaled down (nearest sample) to at most `maxWidth` pixels wide, with its colours.
    static func preview(of frame: Frame, maxWidth: Int = 160) -> PreviewImage? {
        let step = max(1, (frame.width + maxWidth - 1) / maxWidth)
        let width = frame.width / step
        let height = frame.height / step
        guard width > 0, height > 0 else { return nil }
        func shrink(_ image: GrayImage, scaleX: Int, scaleY: Int) -> Plane? {
            var samples = [UInt8](repeating: 0, count: width * height)
            for y in 0..<height {
                let sourceY = min(image.height - 1, y * step / scaleY)
                for x in 0..<width {
                    samples[y * width + x] =
                        image.pixels[sourceY * image.width + min(image.width - 1, x * step / scaleX)]
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
    static func seen(_ frame: Frame) -> ProgramInput? {
        preview(of: frame).map { .frameSeen($0, source: Size(width: frame.width, height: frame.height)) }
    }

    /// The whole frame in RGB (grey when it has no colour), for a JPEG.
    static func raster(of frame: Frame) -> RasterImage? {
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
