/// The kinds of widget a scene can declare.
///
/// The navigation bar and the tab bar are not declared: every screen gets a navigation bar (with a back
/// button when there is somewhere to go back to), and an app with tabs gets a tab bar.
public enum WidgetKind: Hashable, Sendable {
    case button(label: String)
    case label(text: String)
    case list(ListContent)
    case grid(GridContent)
    case cardStack(cards: [Card])
    /// A progress bar with a value in 0...1, or a spinner when `value` is nil (loading).
    case progress(label: String, value: Double?)
    /// Text art: drawn line for line.
    case image(lines: [String])
    /// Where a camera preview would be drawn.
    case cameraPreview(label: String)
    /// Widgets laid side by side.
    case row(children: [Widget])

    /// The scene-file spelling of the kind, as used in error messages and events.
    public var name: String {
        switch self {
        case .button: "button"
        case .label: "label"
        case .list: "list"
        case .grid: "grid"
        case .cardStack: "cards"
        case .progress: "progress"
        case .image: "image"
        case .cameraPreview: "camera"
        case .row: "row"
        }
    }
}
