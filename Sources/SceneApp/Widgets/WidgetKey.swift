/// A widget's identity across the app: the scene it is declared in and its id there.
public struct WidgetKey: Hashable, Sendable, CustomStringConvertible {
    public var sceneID: String
    public var widgetID: String

    public init(sceneID: String, widgetID: String) {
        self.sceneID = sceneID
        self.widgetID = widgetID
    }

    public var description: String { "\(sceneID)/\(widgetID)" }
}
