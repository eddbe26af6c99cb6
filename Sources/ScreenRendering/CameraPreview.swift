import FaceNavCore

/// Draws a camera frame into a rectangle of cells, with the face box, the eye and mouth points and the
/// head-pose arrow over it.
///
/// The picture keeps its proportions (a cell is about twice as tall as it is wide) and is centred in the
/// rectangle, at any size. In `.halfBlocks` each cell is an upper half block `▀` whose foreground is the
/// upper pixel and background the lower, for terminals with 256 or more colours; in `.ascii` each cell is
/// a character of a luma ramp, for `NO_COLOR` and fewer colours. The overlay uses its own glyphs
/// (`┌─┐│└┘` box, `•` points, arrows), so it reads without colour too.
///
/// - Complexity: O(cells): each cell samples at most 3×3 pixels per half, whatever the frame's size.
public struct CameraPreview: Sendable {
    /// How the picture is drawn.
    public enum Mode: Hashable, Sendable {
        case halfBlocks
        case ascii
    }

    /// Dark to bright, for a light-on-dark terminal.
    public static let ramp: [Character] = Array(" .:-=+*#%@")
    /// The overlay's colour on a colour terminal (its glyphs carry it without colour).
    static let overlayColor = RGBColor(red: 80, green: 255, blue: 120)

    public var mode: Mode

    public init(mode: Mode) {
        self.mode = mode
    }

    /// The cells the picture takes inside `rect`: its proportions kept, centred; empty when nothing fits.
    public static func pictureRect(for image: PreviewImage, in rect: Rect) -> Rect {
        guard rect.width > 0, rect.height > 0 else { return Rect(x: rect.minX, y: rect.minY, width: 0, height: 0) }
        // A cell is one pixel column wide and two pixel rows tall.
        let aspect = Double(image.width) / Double(image.height)
        var columns = min(rect.width, Int((Double(rect.height) * 2 * aspect).rounded()))
        var rows = min(rect.height, Int((Double(columns) / aspect / 2).rounded()))
        columns = max(columns, 1)
        rows = max(rows, 1)
        return Rect(
            x: rect.minX + (rect.width - columns) / 2, y: rect.minY + (rect.height - rows) / 2, width: columns,
            height: rows)
    }

    /// Draws `image` and `overlay` into `rect` of `buffer`; cells of `rect` outside the picture are blanked.
    public func draw(_ image: PreviewImage, overlay: PreviewOverlay?, in rect: Rect, into buffer: inout ScreenBuffer) {
        let area = rect.intersection(Rect(origin: .zero, size: buffer.size))
        guard !area.isEmpty else { return }
        buffer.fill(area, with: .blank)
        let picture = Self.pictureRect(for: image, in: area)
        guard !picture.isEmpty else { return }
        let sampler = Sampler(image: image, columns: picture.width, rows: picture.height * 2)
        for row in 0..<picture.height {
            for column in 0..<picture.width {
                let cell: Cell
                switch mode {
                case .halfBlocks:
                    let top = sampler.color(column: column, row: row * 2)
                    let bottom = sampler.color(column: column, row: row * 2 + 1)
                    cell = Cell("▀", style: CellStyle(foreground: top, background: bottom))
                case .ascii:
                    let luma =
                        (sampler.luma(column: column, row: row * 2) + sampler.luma(column: column, row: row * 2 + 1))
                        / 2
                    let index = min(luma * Self.ramp.count / 256, Self.ramp.count - 1)
                    cell = Cell(Self.ramp[index])
                }
                buffer[picture.minX + column, picture.minY + row] = cell
            }
        }
        if let overlay { drawOverlay(overlay, image: image, picture: picture, into: &buffer) }
    }

    private func drawOverlay(
        _ overlay: PreviewOverlay, image: PreviewImage, picture: Rect, into buffer: inout ScreenBuffer
    ) {
        let scaleX = Double(picture.width) / Double(image.width)
        let scaleY = Double(picture.height) / Double(image.height)
        func cell(_ x: Double, _ y: Double) -> Point? {
            guard x.isFinite, y.isFinite else { return nil }
            let point = Point(
                x: picture.minX + Int((x * scaleX).rounded(.down)), y: picture.minY + Int((y * scaleY).rounded(.down)))
            return picture.contains(point) ? point : nil
        }
        func mark(_ point: Point?, _ character: Character) {
            guard let point else { return }
            var style = buffer[point.x, point.y].style
            style.bold = true
            if mode == .halfBlocks { style.foreground = Self.overlayColor }
            buffer[point.x, point.y] = Cell(character, style: style)
        }
        var centre: Point?
        if let box = overlay.box, let topLeft = cell(box.x, box.y) {
            let right = cell(box.x + box.width, box.y).map(\.x) ?? picture.maxX - 1
            let bottom = cell(box.x, box.y + box.height).map(\.y) ?? picture.maxY - 1
            let (left, top) = (topLeft.x, topLeft.y)
            if right > left, bottom > top {
                for x in (left + 1)..<right {
                    mark(Point(x: x, y: top), "─")
                    mark(Point(x: x, y: bottom), "─")
                }
                for y in (top + 1)..<bottom {
                    mark(Point(x: left, y: y), "│")
                    mark(Point(x: right, y: y), "│")
                }
                mark(Point(x: left, y: top), "┌")
                mark(Point(x: right, y: top), "┐")
                mark(Point(x: left, y: bottom), "└")
                mark(Point(x: right, y: bottom), "┘")
                centre = Point(x: (left + right) / 2, y: (top + bottom) / 2)
            }
        }
        for point in overlay.points where point.count == 2 { mark(cell(point[0], point[1]), "•") }
        drawArrow(overlay, from: centre ?? picture.center, picture: picture, mark: mark)
    }

    /// The pose arrow: a dotted line from `origin` the way the cursor goes (left for a head turned to the
    /// user's left, up for looking up), 0.3 rad reaching a quarter of the picture, with a head at its end.
    private func drawArrow(
        _ overlay: PreviewOverlay, from origin: Point, picture: Rect, mark: (Point?, Character) -> Void
    ) {
        guard overlay.yaw.isFinite, overlay.pitch.isFinite else { return }
        let dx = -overlay.yaw / 0.3 * Double(picture.width) / 4
        let dy = -overlay.pitch / 0.3 * Double(picture.height) / 4
        let length = max(abs(dx), abs(dy))
        guard length >= 1 else {
            mark(picture.contains(origin) ? origin : nil, "+")
            return
        }
        let steps = Int(length.rounded())
        var last = origin
        for step in 1...steps {
            let t = Double(step) / Double(steps)
            let point = Point(
                x: origin.x + Int((dx * t).rounded()), y: origin.y + Int((dy * t).rounded()))
            guard picture.contains(point) else { break }
            last = point
            if step < steps { mark(point, "·") }
        }
        let angle = atan2Degrees(-dy, dx)
        let heads: [Character] = ["→", "↗", "↑", "↖", "←", "↙", "↓", "↘"]
        let octant = Int(((angle + 360 + 22.5).truncatingRemainder(dividingBy: 360)) / 45) % 8
        mark(last == origin ? nil : last, heads[octant])
    }

    private func atan2Degrees(_ y: Double, _ x: Double) -> Double {
        // Swift's standard library has no atan2 without Foundation; the octant needs only a coarse angle.
        let angle: Double
        if x == 0 {
            angle = y >= 0 ? 90 : -90
        } else {
            let slope = abs(y / x)
            // tan(22.5°) and tan(67.5°) bound the octants.
            let base: Double = slope < 0.41421356 ? 0 : slope < 2.41421356 ? 45 : 90
            angle = x > 0 ? (y >= 0 ? base : -base) : (y >= 0 ? 180 - base : -(180 - base))
        }
        return angle
    }

    /// Averages a few pixels of the frame under each preview pixel; the sampled coordinates are worked
    /// out once per column and row.
    private struct Sampler {
        let image: PreviewImage
        let xSpans: [[Int]]
        let ySpans: [[Int]]

        init(image: PreviewImage, columns: Int, rows: Int) {
            self.image = image
            self.xSpans = (0..<columns).map { Self.span($0, columns, image.width) }
            self.ySpans = (0..<rows).map { Self.span($0, rows, image.height) }
        }

        /// The pixel coordinates sampled for a preview pixel: up to 3 spread evenly over its span.
        private static func span(_ index: Int, _ count: Int, _ extent: Int) -> [Int] {
            let start = index * extent / count
            let end = min(max((index + 1) * extent / count, start + 1), extent)
            let width = end - start
            if width <= 3 { return Array(start..<end) }
            return [start + width / 6, start + width / 2, start + width * 5 / 6]
        }

        func luma(column: Int, row: Int) -> Int {
            let xs = xSpans[column]
            let ys = ySpans[row]
            var sum = 0
            for y in ys {
                let base = y * image.width
                for x in xs { sum += Int(image.luma[base + x]) }
            }
            return sum / (xs.count * ys.count)
        }

        func color(column: Int, row: Int) -> RGBColor {
            guard let rgb = image.rgb else { return RGBColor(gray: UInt8(luma(column: column, row: row))) }
            let xs = xSpans[column]
            let ys = ySpans[row]
            var (r, g, b) = (0, 0, 0)
            for y in ys {
                for x in xs {
                    let i = (y * image.width + x) * 3
                    r += Int(rgb[i])
                    g += Int(rgb[i + 1])
                    b += Int(rgb[i + 2])
                }
            }
            let n = xs.count * ys.count
            return RGBColor(red: UInt8(r / n), green: UInt8(g / n), blue: UInt8(b / n))
        }
    }
}
