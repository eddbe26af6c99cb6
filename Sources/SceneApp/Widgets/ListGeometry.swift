/// How a sectioned list turns into lines on screen: a header line per titled section, a line per row.
public enum ListGeometry {
    public enum Line: Hashable, Sendable {
        case header(section: Int, title: String)
        case row(IndexPath)
    }

    /// Every line of the list, top to bottom.
    public static func lines(_ content: ListContent) -> [Line] {
        var lines: [Line] = []
        for (s, section) in content.sections.enumerated() {
            if let title = section.title { lines.append(.header(section: s, title: title)) }
            for r in section.rows.indices { lines.append(.row(IndexPath(section: s, item: r))) }
        }
        return lines
    }

    /// The largest useful scroll offset for a list shown `height` lines tall.
    public static func maximumOffset(_ content: ListContent, height: Int) -> Int {
        max(0, lines(content).count - max(0, height))
    }

    /// The lines visible at `offset` (clamped) in a list `height` lines tall, with their row from the top.
    public static func visible(_ content: ListContent, offset: Int, height: Int) -> [(line: Line, y: Int)] {
        let all = lines(content)
        let start = min(max(0, offset), maximumOffset(content, height: height))
        let end = min(all.count, start + max(0, height))
        return (start..<end).map { (all[$0], $0 - start) }
    }

    /// The line index of a row, for scrolling it into view.
    public static func lineIndex(of path: IndexPath, in content: ListContent) -> Int? {
        lines(content).firstIndex(of: .row(path))
    }
}
