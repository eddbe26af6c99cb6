import FaceNavCore

/// Finds faces with an OpenCV cascade the way `CascadeClassifier::detectMultiScale` does: shrink the image
/// by `scaleFactor` again and again, slide the cascade's window over every level, and group the windows it
/// accepts with `groupRectangles` (eps 0.2, `minNeighbors`).
///
/// Same cascade and settings give OpenCV's boxes (see `BENCHMARKS.md` for the measured agreement). Each call
/// allocates its buffers once and scans with precomputed feature offsets; it is safe to share across threads.
public struct CascadeDetector: FaceDetector, Sendable {
    public var cascade: Cascade
    /// How much each pyramid level shrinks the image; above 1.
    public var scaleFactor: Double
    /// How many overlapping windows a face needs beyond the first, as in OpenCV (0 keeps every window).
    public var minNeighbors: Int
    /// The smallest face size to look for, in pixels (0: the cascade's window).
    public var minSize: Int
    /// The largest face size to look for, in pixels (nil: the whole image).
    public var maxSize: Int?

    public init(
        cascade: Cascade, scaleFactor: Double = 1.1, minNeighbors: Int = 3, minSize: Int = 0, maxSize: Int? = nil
    ) {
        precondition(scaleFactor > 1, "scaleFactor must be above 1")
        self.cascade = cascade
        self.scaleFactor = scaleFactor
        self.minNeighbors = minNeighbors
        self.minSize = minSize
        self.maxSize = maxSize
    }

    /// The faces inside `region` (clipped to the image; the whole image when nil), largest first.
    public func detectFaces(in image: GrayImage, region: PixelRect? = nil) -> [PixelRect] {
        guard let region else { return order(group(candidates(in: image), width: image.width, height: image.height)) }
        let left = max(region.x, 0)
        let top = max(region.y, 0)
        let right = min(region.x + region.width, image.width)
        let bottom = min(region.y + region.height, image.height)
        guard right > left, bottom > top else { return [] }
        var pixels = [UInt8](repeating: 0, count: (right - left) * (bottom - top))
        for y in top..<bottom {
            let start = y * image.width + left
            pixels.replaceSubrange(
                ((y - top) * (right - left))..<((y - top + 1) * (right - left)),
                with: image.pixels[start..<(start + right - left)])
        }
        let crop = GrayImage(width: right - left, height: bottom - top, pixels: pixels)
        return order(group(candidates(in: crop), width: crop.width, height: crop.height)).map {
            PixelRect(x: $0.x + left, y: $0.y + top, width: $0.width, height: $0.height)
        }
    }

    /// The faces inside `region` from `widths.lowerBound` to `widths.upperBound` pixels wide (within this
    /// detector's own `minSize` and `maxSize`), largest first.
    ///
    /// The cost does not grow with the face: the pyramid's first level is the region shrunk until the
    /// smallest width sought fits the cascade's window, so a region twice a 350 px face's size is scanned
    /// at the same few thousand pixels as one twice a 100 px face's. The windows are those OpenCV's
    /// `detectMultiScale` finds in the region's crop with the same `minSize` and `maxSize`.
    public func detectFaces(in image: GrayImage, region: PixelRect, widths: ClosedRange<Int>) -> [PixelRect] {
        limited(to: widths)?.detectFaces(in: image, region: region) ?? []
    }

    /// This detector looking only for faces `widths` wide (and within its own limits); nil when none are.
    func limited(to widths: ClosedRange<Int>) -> CascadeDetector? {
        var limited = self
        limited.minSize = max(minSize, widths.lowerBound)
        limited.maxSize = min(maxSize ?? Int.max, widths.upperBound)
        return limited.minSize <= limited.maxSize! ? limited : nil
    }

    /// Groups windows as OpenCV does, then clips the boxes to the image (dropping any left empty).
    func group(_ windows: [PixelRect], width: Int, height: Int) -> [PixelRect] {
        RectangleGrouping.group(windows, minNeighbors: minNeighbors).compactMap { entry in
            let b = entry.box
            let left = max(b.x, 0)
            let top = max(b.y, 0)
            let right = min(b.x + b.width, width)
            let bottom = min(b.y + b.height, height)
            guard right > left, bottom > top else { return nil }
            return PixelRect(x: left, y: top, width: right - left, height: bottom - top)
        }
    }

    func order(_ boxes: [PixelRect]) -> [PixelRect] {
        boxes.sorted { ($0.width * $0.height, -$0.y, -$0.x) > ($1.width * $1.height, -$1.y, -$1.x) }
    }

    /// The pyramid's scales, as OpenCV picks them: factor 1, scaleFactor, scaleFactor², ... while the scaled
    /// window fits the image and `maxSize`, skipping those below `minSize`.
    public func scales(imageWidth: Int, imageHeight: Int) -> [Float] {
        var scales: [Float] = []
        let maxWidth = maxSize ?? imageWidth
        let maxHeight = maxSize ?? imageHeight
        var factor = 1.0
        while true {
            let w = Int((Double(cascade.windowWidth) * factor).rounded(.toNearestOrEven))
            let h = Int((Double(cascade.windowHeight) * factor).rounded(.toNearestOrEven))
            if w > maxWidth || h > maxHeight || w > imageWidth || h > imageHeight { break }
            if w >= minSize && h >= minSize { scales.append(Float(factor)) }
            factor *= scaleFactor
        }
        return scales
    }

    /// Every window the cascade accepts, before grouping, in image pixels.
    public func candidates(in image: GrayImage) -> [PixelRect] {
        let scales = scales(imageWidth: image.width, imageHeight: image.height)
        guard let first = scales.first else { return [] }
        let levelSize = { (scale: Float) -> (Int, Int) in
            (
                Int((Float(image.width) / scale).rounded(.toNearestOrEven)),
                Int((Float(image.height) / scale).rounded(.toNearestOrEven))
            )
        }
        let (firstWidth, firstHeight) = levelSize(first)
        let step = firstWidth + 1
        let planeSize = step * (firstHeight + 1)
        let tilted = cascade.featureKind == .haar && cascade.hasTiltedFeatures
        let program = CascadeProgram(cascade: cascade, step: step, tiltedOffset: planeSize)
        let planes = cascade.featureKind == .haar ? (tilted ? 3 : 2) : 1
        let table = UnsafeMutablePointer<Int32>.allocate(capacity: planes * planeSize)
        let level = UnsafeMutablePointer<UInt8>.allocate(capacity: firstWidth * firstHeight)
        let scratch = UnsafeMutablePointer<Int32>.allocate(capacity: 4 * (firstWidth + 2))
        defer {
            table.deallocate()
            level.deallocate()
            scratch.deallocate()
        }
        let squares: UnsafeMutablePointer<Int32>? =
            cascade.featureKind == .haar ? table + (planes - 1) * planeSize : nil
        var found: [PixelRect] = []
        image.pixels.withUnsafeBufferPointer { pixels in
            for scale in scales {
                let (width, height) = levelSize(scale)
                LinearResize.resize(
                    pixels.baseAddress!, width: image.width, height: image.height, into: level, newWidth: width,
                    newHeight: height)
                IntegralImage.fill(
                    pixels: level, width: width, height: height, step: step, sums: table, squares: squares,
                    tilted: tilted ? table + planeSize : nil, scratch: scratch)
                program.scan(
                    table: table, squares: squares, levelWidth: width, levelHeight: height, scale: scale,
                    into: &found)
            }
        }
        return found
    }
}
