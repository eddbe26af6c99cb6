extension RasterImage {
    /// How the samples of a YCbCr picture span 0...255.
    public enum YCbCrRange: Sendable {
        /// Video ("studio") range, as cameras and Y4M files deliver: luma 16...235, chroma 16...240.
        case limited
        /// The whole 0...255, as JPEG's own YCbCr.
        case full
    }

    /// The RGB picture of a BT.601 YCbCr frame; grey when there are no colour planes.
    ///
    /// The colour planes may be subsampled (4:2:0, 4:2:2): each pixel takes the chroma sample that covers
    /// it. Returns `nil` when a colour plane is larger than the brightness plane.
    public init?(luma: Plane, chroma: (cb: Plane, cr: Plane)?, range: YCbCrRange = .limited) {
        guard let chroma else {
            let grey =
                range == .full
                ? luma.samples
                : luma.samples.map { Self.clamp((Int($0) - 16) * 76309 + 32768) }
            self.init(width: luma.width, height: luma.height, layout: .grey, samples: grey)
            return
        }
        let (cb, cr) = chroma
        guard cb.width == cr.width, cb.height == cr.height, cb.width <= luma.width, cb.height <= luma.height,
            luma.samples.count == luma.width * luma.height, cb.samples.count == cb.width * cb.height,
            cr.samples.count == cb.samples.count
        else { return nil }
        let width = luma.width
        let height = luma.height
        // Coefficients in 16-bit fixed point (ITU-R BT.601).
        let (lumaScale, lumaOffset, redFromCr, greenFromCb, greenFromCr, blueFromCb) =
            range == .limited
            ? (76309, 16, 104597, 25675, 53279, 132201)
            : (65536, 0, 91881, 22554, 46802, 116130)
        var rgb = [UInt8](repeating: 0, count: width * height * 3)
        // Made from every camera frame for the preview: the chroma column of each pixel column is worked out
        // once rather than once a row, and the planes are read without a bounds check a sample (the counts
        // are checked above).
        let chromaColumns = (0..<width).map { $0 * cb.width / width }
        luma.samples.withUnsafeBufferPointer { lumaSamples in
            cb.samples.withUnsafeBufferPointer { blue in
                cr.samples.withUnsafeBufferPointer { red in
                    chromaColumns.withUnsafeBufferPointer { chromaColumns in
                        rgb.withUnsafeMutableBufferPointer { rgb in
                            for y in 0..<height {
                                let chromaRow = y * cb.height / height * cb.width
                                for x in 0..<width {
                                    let chromaIndex = chromaRow + chromaColumns[x]
                                    let brightness = (Int(lumaSamples[y * width + x]) - lumaOffset) * lumaScale + 32768
                                    let blueDifference = Int(blue[chromaIndex]) - 128
                                    let redDifference = Int(red[chromaIndex]) - 128
                                    let pixel = 3 * (y * width + x)
                                    rgb[pixel] = Self.clamp(brightness + redFromCr * redDifference)
                                    rgb[pixel + 1] = Self.clamp(
                                        brightness - greenFromCb * blueDifference - greenFromCr * redDifference)
                                    rgb[pixel + 2] = Self.clamp(brightness + blueFromCb * blueDifference)
                                }
                            }
                        }
                    }
                }
            }
        }
        self.init(width: width, height: height, layout: .rgb, samples: rgb)
    }

    /// A 16-bit fixed-point value (already rounded) as a sample, clamped to 0...255.
    private static func clamp(_ fixed: Int) -> UInt8 {
        UInt8(max(0, min(255, fixed >> 16)))
    }
}
