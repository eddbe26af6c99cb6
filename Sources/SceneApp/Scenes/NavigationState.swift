/// Where the user is: one navigation stack per tab (or a single one), the selected tab and any sheet.
public struct NavigationState: Hashable, Sendable {
    /// Scene ids from root to top, one stack per tab.
    public private(set) var stacks: [[String]]
    public private(set) var selectedTab: Int
    /// The scene shown as a bottom sheet over the top screen, if any.
    public private(set) var sheet: String?

    public init(app: AppDefinition) {
        if app.tabs.isEmpty {
            stacks = [[app.rootSceneID]]
        } else {
            stacks = app.tabs.map { [$0.rootSceneID] }
        }
        selectedTab = 0
        sheet = nil
    }

    /// The screen under any sheet.
    public var topSceneID: String { stacks[selectedTab].last! }
    public var depth: Int { stacks[selectedTab].count }
    /// True when back would do something: dismiss a sheet or pop a screen.
    public var canGoBack: Bool { sheet != nil || depth > 1 }

    public mutating func push(_ sceneID: String) {
        sheet = nil
        stacks[selectedTab].append(sceneID)
    }

    /// Dismisses the sheet if there is one, else pops a screen; false when there was nothing to do.
    @discardableResult
    public mutating func back() -> Bool {
        if sheet != nil {
            sheet = nil
            return true
        }
        guard depth > 1 else { return false }
        stacks[selectedTab].removeLast()
        return true
    }

    /// Selects a tab, keeping each tab's own stack; false when the index is out of range.
    @discardableResult
    public mutating func selectTab(_ index: Int) -> Bool {
        guard stacks.indices.contains(index) else { return false }
        sheet = nil
        selectedTab = index
        return true
    }

    public mutating func present(sheet sceneID: String) { sheet = sceneID }

    public mutating func dismissSheet() { sheet = nil }
}
