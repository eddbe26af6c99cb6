import FaceNavCore

/// A scene's widgets laid out in the content area, as a page that scrolls when it is taller than the window.
///
/// A screen that fits is placed as before. One that does not is placed at its natural height (flexible
/// widgets at their minimum) and shifted up by the scene's page offset; only what lies in the content area
/// can be hit, clipped to it, and the targets scrolled out of view are kept apart so focus can bring them in.
struct PagePlacement {
    var widgets: [PlacedWidget]
    var regions: [HitRegion]
    /// Targets above or below the content area, at the rows they would take there.
    var scrolledOut: [HitRegion]
    /// Rows the page is scrolled down, from 0 to `overflow`.
    var offset: Int
    /// Rows of the page that do not fit the content area; 0 when it fits.
    var overflow: Int
    /// The least height of the page: its widgets' natural heights, flexible ones at their minimum.
    var minimumHeight: Int

    init(widgets: [Widget], sceneID: String, content: Rect, states: WidgetStates) {
        var placer = WidgetPlacer(states: states)
        let fitted = placer.place(widgets, sceneID: sceneID, in: content)
        minimumHeight = fitted.minimumHeight
        overflow = max(0, fitted.minimumHeight - content.height)
        guard overflow > 0, content.height > 0 else {
            (self.widgets, regions, scrolledOut, offset) = (fitted.widgets, fitted.regions, [], 0)
            return
        }
        offset = min(max(0, states.pageOffset(sceneID)), overflow)
        var tall = WidgetPlacer(states: states)
        let page = tall.place(
            widgets, sceneID: sceneID,
            in: Rect(x: content.minX, y: content.minY - offset, width: content.width, height: fitted.minimumHeight))
        self.widgets = page.widgets
        regions = []
        scrolledOut = []
        for region in page.regions {
            let visible = region.rect.intersection(content)
            if visible.isEmpty {
                scrolledOut.append(region)
            } else {
                regions.append(HitRegion(rect: visible, target: region.target, label: region.label))
            }
        }
    }
}
