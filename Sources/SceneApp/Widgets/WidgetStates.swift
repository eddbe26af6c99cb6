/// What changes in widgets as the user works: values set by actions, scroll offsets, swiped cards.
public struct WidgetStates: Hashable, Sendable {
    /// Values set by `set` actions: a label's text or a progress value, as written.
    public var values: [WidgetKey: String] = [:]
    /// First visible line of a list, or first visible line of cells of a grid.
    public var scrollOffsets: [WidgetKey: Int] = [:]
    /// How many cards have been swiped off each card stack.
    public var removedCards: [WidgetKey: Int] = [:]
    /// Rows a screen taller than the window is scrolled down, by scene id (see `PagePlacement`).
    public var pageOffsets: [String: Int] = [:]
    /// When the page last scrolled because the cursor rested on its edge, on the stream's clock.
    public var pageScrolledAt = -Double.infinity

    public init() {}

    public func scrollOffset(_ key: WidgetKey) -> Int { scrollOffsets[key] ?? 0 }
    public func removed(_ key: WidgetKey) -> Int { removedCards[key] ?? 0 }
    public func pageOffset(_ sceneID: String) -> Int { pageOffsets[sceneID] ?? 0 }
}
