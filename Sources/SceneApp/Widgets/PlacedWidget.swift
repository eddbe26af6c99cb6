import FaceNavCore

/// A widget with the rectangle the layout gave it.
public struct PlacedWidget: Hashable, Sendable {
    public var sceneID: String
    public var widget: Widget
    public var rect: Rect

    public init(sceneID: String, widget: Widget, rect: Rect) {
        self.sceneID = sceneID
        self.widget = widget
        self.rect = rect
    }

    public var key: WidgetKey { WidgetKey(sceneID: sceneID, widgetID: widget.id) }
}
