import FaceNavCore

/// Where everything goes on a screen of a given size: chrome, widgets, sheet, and the hit regions.
///
/// Rendering and hit testing both read this one layout, so what is drawn is what is hit.
/// Rows: 0 navigation bar, 1 rule, content, then (with tabs) a rule and the tab bar, and last the status line.
public struct ScreenLayout: Hashable, Sendable {
    public struct TabPlacement: Hashable, Sendable {
        public var index: Int
        public var title: String
        public var rect: Rect
    }

    public struct SheetPlacement: Hashable, Sendable {
        public var sceneID: String
        public var title: String
        /// The sheet's border box.
        public var rect: Rect
        public var widgets: [PlacedWidget]
    }

    /// Terminals narrower than this show "make the window larger".
    public static let minimumWidth = 40

    public var size: Size
    /// The smallest size that fits this screen.
    public var minimumSize: Size
    public var title: String
    public var navigationBar: Rect
    public var backButton: Rect?
    /// The "Help" target at the bar's right end, when shown.
    public var helpButton: Rect?
    public var content: Rect
    public var tabBar: Rect?
    public var tabs: [TabPlacement]
    public var selectedTab: Int
    public var statusLine: Rect
    public var widgets: [PlacedWidget]
    public var sheet: SheetPlacement?
    /// Hit regions, bottom to top.
    public var regions: [HitRegion]
    /// Rows the screen's content is scrolled down when it is taller than the window (see `PagePlacement`).
    public var pageOffset: Int
    /// Rows of content that do not fit the window; 0 when everything fits.
    public var pageOverflow: Int
    /// The scene's targets scrolled out of view, at the rows they would take; never hit.
    public var scrolledOut: [HitRegion]

    public var isTooSmall: Bool { size.width < minimumSize.width || size.height < minimumSize.height }

    public static let backLabel = "‹ Back"
    public static let helpLabel = "? Help"

    /// - Parameter helpButton: whether the bar has a "Help" target (while a face drives, so help and
    ///   settings are reachable by dwell).
    public init(
        app: AppDefinition, navigation: NavigationState, states: WidgetStates, size: Size, helpButton: Bool = false
    ) {
        self.size = size
        let hasTabs = !app.tabs.isEmpty
        let chromeHeight = 2 + (hasTabs ? 2 : 0) + 1
        navigationBar = Rect(x: 0, y: 0, width: size.width, height: 1)
        statusLine = Rect(x: 0, y: max(0, size.height - 1), width: size.width, height: 1)
        let contentBottom = max(2, size.height - 1 - (hasTabs ? 2 : 0))
        content = Rect(x: 1, y: 2, width: max(0, size.width - 2), height: max(0, contentBottom - 2))
        selectedTab = navigation.selectedTab

        let scene = app.scenes[navigation.topSceneID]
        title = scene?.title ?? navigation.topSceneID
        var regions: [HitRegion] = []
        if navigation.canGoBack {
            let back = Rect(x: 0, y: 0, width: ScreenLayout.backLabel.count + 2, height: 1)
            backButton = back
            regions.append(HitRegion(rect: back, target: .backButton, label: "Back"))
        } else {
            backButton = nil
        }
        if helpButton {
            let width = ScreenLayout.helpLabel.count + 2
            let help = Rect(x: max(0, size.width - width), y: 0, width: width, height: 1)
            self.helpButton = help
            regions.append(HitRegion(rect: help, target: .helpButton, label: "Help"))
        } else {
            self.helpButton = nil
        }

        let sceneID = scene?.id ?? navigation.topSceneID
        let page = PagePlacement(widgets: scene?.widgets ?? [], sceneID: sceneID, content: content, states: states)
        widgets = page.widgets
        regions += page.regions
        (pageOffset, pageOverflow, scrolledOut) = (page.offset, page.overflow, page.scrolledOut)
        // A page taller than the window scrolls; it needs only room for a button or a few rows of a list.
        var neededHeight = page.overflow > 0 ? WidgetPlacer.buttonHeight : page.minimumHeight

        if hasTabs {
            let bar = Rect(x: 0, y: max(0, size.height - 2), width: size.width, height: 1)
            tabBar = bar
            let count = app.tabs.count
            let share = max(1, size.width / count)
            tabs = app.tabs.enumerated().map { index, tab in
                let x = index * share
                let width = index == count - 1 ? size.width - x : share
                return TabPlacement(
                    index: index, title: tab.title, rect: Rect(x: x, y: bar.minY, width: width, height: 1))
            }
            regions += tabs.map { HitRegion(rect: $0.rect, target: .tab(index: $0.index), label: $0.title) }
        } else {
            tabBar = nil
            tabs = []
        }

        if let sheetID = navigation.sheet, let sheetScene = app.scenes[sheetID] {
            // The sheet is modal: a blocker over the content and tab bar, then the sheet on top.
            let covered = Rect(x: 0, y: content.minY, width: size.width, height: max(0, size.height - 1 - content.minY))
            regions.append(HitRegion(rect: covered, target: nil, label: ""))
            var sheetPlacer = WidgetPlacer(states: states)
            let natural = sheetPlacer.naturalHeight(of: sheetScene.widgets, width: max(0, content.width - 4))
            let height = min(content.height, natural + 2)
            let box = Rect(x: content.minX, y: content.maxY - height, width: content.width, height: height)
            let inner = Rect(
                x: box.minX + 2, y: box.minY + 1, width: max(0, box.width - 4), height: max(0, box.height - 2))
            let placedSheet = sheetPlacer.place(sheetScene.widgets, sceneID: sheetScene.id, in: inner)
            sheet = SheetPlacement(
                sceneID: sheetScene.id, title: sheetScene.title, rect: box, widgets: placedSheet.widgets)
            regions += placedSheet.regions
            neededHeight = max(neededHeight, placedSheet.minimumHeight + 2)
        } else {
            sheet = nil
        }
        self.regions = regions
        minimumSize = Size(width: ScreenLayout.minimumWidth, height: neededHeight + chromeHeight)
    }

    /// The topmost region under `point`; nil when the cell is empty, or covered by a blocker.
    public func target(at point: Point) -> HitRegion? {
        guard !isTooSmall else { return nil }
        for region in regions.reversed() where region.rect.contains(point) {
            return region.target == nil ? nil : region
        }
        return nil
    }

    /// The targets a user can move focus through, in reading order; with a sheet up, only the sheet's and back.
    public var focusOrder: [HitRegion] {
        guard !isTooSmall else { return [] }
        let live = regions.filter { $0.target != nil }
        guard sheet != nil, let blocker = regions.lastIndex(where: { $0.target == nil }) else { return live }
        return regions.enumerated().compactMap { index, region in
            guard region.target != nil else { return nil }
            return index > blocker || region.target == .backButton ? region : nil
        }
    }

    /// The placed widget with this id, on the sheet first.
    public func placedWidget(id: String) -> PlacedWidget? {
        sheet?.widgets.first { $0.widget.id == id } ?? widgets.first { $0.widget.id == id }
    }

    /// The scene whose widgets the user acts on now: the sheet's if one is up.
    public var activeSceneID: String? { sheet?.sceneID ?? widgets.first?.sceneID }
}
