import FaceNavCore
import ScreenRendering

/// Lays a scene's widgets out top to bottom in an area and lists their hit regions.
///
/// Fixed-height widgets (buttons 3 rows, labels as many as their wrapped text, progress 1, images their
/// lines) keep their height; lists, grids, card stacks and camera previews share what is left.
struct WidgetPlacer {
    struct Result {
        var widgets: [PlacedWidget] = []
        var regions: [HitRegion] = []
        /// The least height these widgets need.
        var minimumHeight = 0
    }

    /// The least height of a widget that fills space.
    static let minimumFlexibleHeight = 3
    static let buttonHeight = 3

    let states: WidgetStates

    init(states: WidgetStates) { self.states = states }

    /// The natural height of a widget at `width`, and whether it grows to fill space.
    func height(of widget: Widget, width: Int, sceneID: String = "") -> (height: Int, flexible: Bool) {
        if let fixed = widget.layout.height { return (max(0, fixed), false) }
        switch widget.kind {
        case .button: return (Self.buttonHeight, false)
        case .label(let text):
            let shown = states.values[WidgetKey(sceneID: sceneID, widgetID: widget.id)] ?? text
            return (max(1, TextWrap.lines(shown, width: width).count), false)
        case .progress: return (1, false)
        case .image(let lines): return (lines.count, false)
        case .list, .grid, .cameraPreview: return (Self.minimumFlexibleHeight, true)
        case .cardStack: return (5, true)
        case .row(let children):
            let widths = rowWidths(children, total: width)
            var tallest = 0
            var flexible = false
            for (child, w) in zip(children, widths) {
                let h = height(of: child, width: w, sceneID: sceneID)
                tallest = max(tallest, h.height)
                flexible = flexible || h.flexible
            }
            return (tallest, flexible)
        }
    }

    /// The natural height of a stack of widgets, flexible ones at their minimum.
    mutating func naturalHeight(of widgets: [Widget], width: Int) -> Int {
        widgets.reduce(0) { $0 + height(of: $1, width: width).height }
    }

    /// Widths of a row's children: explicit widths first, the rest shared equally, one cell between each.
    func rowWidths(_ children: [Widget], total: Int) -> [Int] {
        guard !children.isEmpty else { return [] }
        let available = max(0, total - (children.count - 1))
        var widths = children.map { $0.layout.width?.resolve(in: available) }
        let fixed = widths.compactMap { $0 }.reduce(0, +)
        let flexibleCount = widths.filter { $0 == nil }.count
        if flexibleCount > 0 {
            let share = max(0, available - fixed) / flexibleCount
            var extra = max(0, available - fixed) - share * flexibleCount
            for i in widths.indices where widths[i] == nil {
                widths[i] = share + (extra > 0 ? 1 : 0)
                extra -= 1
            }
        }
        return widths.map { $0 ?? 0 }
    }

    mutating func place(_ widgets: [Widget], sceneID: String, in area: Rect) -> Result {
        var result = Result()
        let measured = widgets.map { height(of: $0, width: area.width, sceneID: sceneID) }
        let fixed = measured.filter { !$0.flexible }.reduce(0) { $0 + $1.height }
        let flexibleCount = measured.filter(\.flexible).count
        result.minimumHeight = fixed + measured.filter(\.flexible).reduce(0) { $0 + $1.height }
        let spare = max(0, area.height - fixed)
        let share = flexibleCount > 0 ? spare / flexibleCount : 0
        var extra = flexibleCount > 0 ? spare - share * flexibleCount : 0
        var y = area.minY
        for (widget, size) in zip(widgets, measured) {
            var h = size.height
            if size.flexible {
                h = max(size.height, share + (extra > 0 ? 1 : 0))
                extra -= 1
            }
            h = min(h, max(0, area.maxY - y))
            let rect = horizontalPlacement(of: widget, in: Rect(x: area.minX, y: y, width: area.width, height: h))
            placeOne(widget, sceneID: sceneID, rect: rect, into: &result)
            y += h
        }
        return result
    }

    private func horizontalPlacement(of widget: Widget, in slot: Rect) -> Rect {
        var width = slot.width
        if let length = widget.layout.width {
            width = length.resolve(in: slot.width)
        } else if case .button(let label) = widget.kind {
            width = min(slot.width, max(12, label.count + 6))
        }
        let x: Int
        switch widget.layout.alignment {
        case .leading: x = slot.minX
        case .center: x = slot.minX + (slot.width - width) / 2
        case .trailing: x = slot.maxX - width
        }
        return Rect(x: x, y: slot.minY, width: width, height: slot.height)
    }

    private mutating func placeOne(_ widget: Widget, sceneID: String, rect: Rect, into result: inout Result) {
        let key = WidgetKey(sceneID: sceneID, widgetID: widget.id)
        switch widget.kind {
        case .row(let children):
            let widths = rowWidths(children, total: rect.width)
            var x = rect.minX
            for (child, w) in zip(children, widths) {
                let childHeight = min(
                    rect.height,
                    height(of: child, width: w, sceneID: sceneID).flexible
                        ? rect.height : height(of: child, width: w, sceneID: sceneID).height)
                placeOne(
                    child, sceneID: sceneID, rect: Rect(x: x, y: rect.minY, width: w, height: childHeight),
                    into: &result)
                x += w + 1
            }
            return
        case .button(let label):
            result.regions.append(HitRegion(rect: rect, target: .widget(id: widget.id), label: label))
        case .label(let text) where !widget.actions.isEmpty:
            result.regions.append(
                HitRegion(rect: rect, target: .widget(id: widget.id), label: states.values[key] ?? text))
        case .list(let content):
            for (line, dy) in ListGeometry.visible(content, offset: states.scrollOffset(key), height: rect.height) {
                guard case .row(let path) = line else { continue }
                let row = content.sections[path.section].rows[path.item]
                result.regions.append(
                    HitRegion(
                        rect: Rect(x: rect.minX, y: rect.minY + dy, width: rect.width, height: 1),
                        target: .listRow(widgetID: widget.id, indexPath: path), label: row.label))
            }
        case .grid(let content):
            for cell in GridGeometry.visible(content, offset: states.scrollOffset(key), in: rect).cells {
                let item = content.sections[cell.path.section].items[cell.path.item]
                result.regions.append(
                    HitRegion(
                        rect: cell.rect, target: .gridItem(widgetID: widget.id, indexPath: cell.path), label: item.label
                    ))
            }
        case .cardStack(let cards):
            let removed = states.removed(key)
            if removed < cards.count {
                result.regions.append(
                    HitRegion(rect: rect, target: .widget(id: widget.id), label: cards[removed].title))
            }
        case .label, .progress, .image, .cameraPreview:
            if !widget.actions.isEmpty {
                result.regions.append(HitRegion(rect: rect, target: .widget(id: widget.id), label: widget.kind.name))
            }
        }
        result.widgets.append(PlacedWidget(sceneID: sceneID, widget: widget, rect: rect))
    }
}
