import FaceNavCore

extension AppState {
    /// Seconds between one row of page scrolling and the next while the cursor rests on the page's edge:
    /// about seven rows a second, slow enough to read what comes into view and stop in time.
    static let pageEdgeScrollInterval = 0.15

    /// Scrolls the current screen's page by `rows`, clamped to its content; false when nothing moved.
    @discardableResult
    mutating func scrollPage(by rows: Int) -> Bool {
        let layout = self.layout
        guard layout.pageOverflow > 0, let sceneID = layout.widgets.first?.sceneID else { return false }
        let new = min(max(0, layout.pageOffset + rows), layout.pageOverflow)
        widgetStates.pageOffsets[sceneID] = new
        return new != layout.pageOffset
    }

    /// Focus stepping past the last (or before the first) target in view brings the next one scrolled out
    /// into view and puts the cursor on it; false when there is none that way.
    mutating func revealScrolledOut(step: Int) -> Bool {
        let layout = self.layout
        guard layout.sheet == nil, layout.pageOverflow > 0 else { return false }
        let content = layout.content
        let inView = layout.focusOrder.filter { content.contains($0.rect.center) }
        guard let current = hovered, let at = inView.firstIndex(where: { $0.target == current.target }),
            !inView.indices.contains(at + step)
        else { return false }
        if revealScrolledOut(step > 0 ? .down : .up) { return true }
        // At the page's end: where focus would wrap to the first target in view, wrap to the page's first
        // (or, backwards, its last) instead, scrolled into view.
        let order = layout.focusOrder
        guard let index = order.firstIndex(where: { $0.target == current.target }) else { return false }
        let wrapped = order[(index + step + order.count) % order.count]
        guard content.contains(wrapped.rect.center), !layout.scrolledOut.isEmpty else { return false }
        scrollPage(by: step > 0 ? -layout.pageOverflow : layout.pageOverflow)
        let now = self.layout.focusOrder.filter { content.contains($0.rect.center) }
        guard let target = step > 0 ? now.first : now.last else { return false }
        moveCursor(to: target.rect.center)
        return true
    }

    /// Brings the nearest target scrolled out below (`.down`) or above (`.up`) into view and moves the
    /// cursor onto it; false for other directions or when there is none.
    mutating func revealScrolledOut(_ direction: Direction) -> Bool {
        let layout = self.layout
        guard layout.sheet == nil, layout.pageOverflow > 0 else { return false }
        let content = layout.content
        let candidate: HitRegion?
        switch direction {
        case .down:
            candidate = layout.scrolledOut.filter { $0.rect.minY >= content.maxY }.min { $0.rect.minY < $1.rect.minY }
        case .up:
            candidate = layout.scrolledOut.filter { $0.rect.maxY <= content.minY }.max { $0.rect.maxY < $1.rect.maxY }
        default: candidate = nil
        }
        guard let region = candidate, let target = region.target else { return false }
        let rows = direction == .down ? region.rect.maxY - content.maxY : region.rect.minY - content.minY
        scrollPage(by: rows)
        guard let shown = self.layout.regions.first(where: { $0.target == target }) else { return false }
        moveCursor(to: shown.rect.center)
        return true
    }

    /// A cursor resting on the last row of a page taller than the window, or below it, scrolls the page down
    /// a row at a time (on its first row or above, up), so a head pointer reaches everything on it. Scrolling
    /// never presses anything; a dwell simply restarts on whatever comes under the cursor.
    mutating func scrollPageAtEdge(at time: Double) {
        let layout = self.layout
        guard layout.sheet == nil, layout.pageOverflow > 0,
            time - widgetStates.pageScrolledAt >= Self.pageEdgeScrollInterval
        else { return }
        let content = layout.content
        let rows = cursor.y >= content.maxY - 1 ? 1 : cursor.y <= content.minY ? -1 : 0
        if rows != 0, scrollPage(by: rows) { widgetStates.pageScrolledAt = time }
    }
}
