import FaceNavCore
import SceneApp

extension SceneReader {
    /// Reports a sheet whose first pressable widget is destructive: focus starts on the first one, and a
    /// confirmation must start on the safe choice (list Cancel first).
    mutating func checkSafeChoiceFirst(_ widgets: [Widget], presentation: Scene.Presentation) {
        guard presentation == .sheet else { return }
        guard let first = Self.pressable(widgets).first, first.isDestructive, let location = first.location else {
            return
        }
        document.report(
            "the sheet's first button '\(Self.title(of: first))' is destructive; list the safe choice "
                + "(Cancel) before it, so focus starts there",
            at: location)
    }

    /// The widgets a press can reach, in reading order (rows' children in place).
    private static func pressable(_ widgets: [Widget]) -> [Widget] {
        widgets.flatMap { widget -> [Widget] in
            if case .row(let children) = widget.kind { return pressable(children) }
            if case .button = widget.kind { return [widget] }
            return widget.actions.isEmpty ? [] : [widget]
        }
    }

    private static func title(of widget: Widget) -> String {
        if case .button(let label) = widget.kind { return label }
        return widget.id
    }
}
