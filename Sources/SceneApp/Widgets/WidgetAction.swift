/// What activating a widget does, as declared in its scene.
///
/// A widget may carry several; they run in declaration order.
public enum WidgetAction: Hashable, Sendable {
    /// Push a scene onto the current tab's navigation stack.
    case push(sceneID: String)
    /// Pop the top screen (or dismiss the sheet if one is shown).
    case back
    /// Switch to a tab by index.
    case switchTab(index: Int)
    /// Speak and show a text.
    case announce(String)
    /// Set another widget's value (a label's text, a progress value) by its id.
    case set(widgetID: String, value: String)
    /// Emit a named event into the event log, for programs watching the user.
    case emit(event: String)
    /// Present a scene as a bottom sheet over the current screen.
    case presentSheet(sceneID: String)
    /// Dismiss the sheet shown now.
    case dismissSheet
    /// Quit FaceNav.
    case quit
}
