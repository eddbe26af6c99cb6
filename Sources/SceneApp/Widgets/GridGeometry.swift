import FaceNavCore

/// How a sectioned grid turns into lines on screen: a header line per titled section, then lines of cells.
public enum GridGeometry {
    public enum Line: Hashable, Sendable {
        case header(section: Int, title: String)
        case cells([IndexPath])
    }

    /// Cells per line for a grid `width` cells wide.
    public static func columns(_ content: GridContent, width: Int) -> Int {
        max(1, content.columns ?? (width / max(1, content.cellWidth)))
    }

    /// Every line of the grid, top to bottom.
    public static func lines(_ content: GridContent, width: Int) -> [Line] {
        let perLine = columns(content, width: width)
        var lines: [Line] = []
        for (s, section) in content.sections.enumerated() {
            if let title = section.title { lines.append(.header(section: s, title: title)) }
            var start = 0
            while start < section.items.count {
                let end = min(section.items.count, start + perLine)
                lines.append(.cells((start..<end).map { IndexPath(section: s, item: $0) }))
                start = end
            }
        }
        return lines
    }

    private static func height(of line: Line, _ content: GridContent) -> Int {
        if case .header = line { return 1 }
        return max(1, content.cellHeight)
    }

    /// The largest scroll offset that still fills the grid's height as far as the content allows.
    public static func maximumOffset(_ content: GridContent, in rect: Rect) -> Int {
        let all = lines(content, width: rect.width)
        var used = 0
        var index = all.count
        while index > 0 {
            let h = height(of: all[index - 1], content)
            if used + h > rect.height { break }
            used += h
            index -= 1
        }
        return index
    }

    /// What is visible at `offset` (clamped): section headers with their row, and each whole cell's rectangle.
    public static func visible(_ content: GridContent, offset: Int, in rect: Rect)
        -> (headers: [(title: String, y: Int)], cells: [(path: IndexPath, rect: Rect)])
    {
        let all = lines(content, width: rect.width)
        let perLine = columns(content, width: rect.width)
        let cellWidth = content.columns != nil ? max(1, rect.width / perLine) : content.cellWidth
        var headers: [(String, Int)] = []
        var cells: [(IndexPath, Rect)] = []
        var y = rect.minY
        var index = min(max(0, offset), maximumOffset(content, in: rect))
        while index < all.count {
            let h = height(of: all[index], content)
            if y + h > rect.maxY { break }
            switch all[index] {
            case .header(_, let title):
                headers.append((title, y))
            case .cells(let paths):
                for (column, path) in paths.enumerated() {
                    cells.append((path, Rect(x: rect.minX + column * cellWidth, y: y, width: cellWidth, height: h)))
                }
            }
            y += h
            index += 1
        }
        return (headers, cells)
    }

    /// The line index holding a cell, for scrolling it into view.
    public static func lineIndex(of path: IndexPath, in content: GridContent, width: Int) -> Int? {
        lines(content, width: width).firstIndex { line in
            if case .cells(let paths) = line { return paths.contains(path) }
            return false
        }
    }
}
