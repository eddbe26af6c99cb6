extension AppState {
    /// A key that changes whenever a different screen is shown: the tab, its stack and the sheet.
    var screenKey: String {
        let stack = navigation.stacks[navigation.selectedTab].joined(separator: "/")
        return "\(navigation.selectedTab)|\(stack)|\(navigation.sheet ?? "")"
    }

    /// The id of the confirmation sheet dwell opens for a destructive widget.
    public static let dwellConfirmationSceneID = "facenav-confirm"

    /// When dwell completes on a destructive widget (scene format `destructive:`, implied by `quit`), the
    /// confirmation it opens instead of pressing it; nil for any other target.
    ///
    /// Resting the cursor is too easy to do by accident for something that cannot be undone, so dwell
    /// opens a sheet that says what would happen, with Cancel first (where focus starts) and the widget's
    /// own actions behind a second button. A gesture, a key or a voice command still presses it directly.
    mutating func dwellConfirmation(at time: Double) -> [Effect]? {
        guard let region = hovered, case .widget(let id)? = region.target,
            let placed = layout.placedWidget(id: id), placed.widget.isDestructive
        else { return nil }
        let label = region.label
        // Closing the confirmation first, so the widget's own actions act on the screen it was on. Not
        // destructive itself: it is the confirmation, which dwell may press.
        let confirm = Widget(
            id: "confirm", kind: .button(label: label), actions: [.dismissSheet] + placed.widget.actions,
            destructive: false)
        return ask(
            "\(label) cannot be undone. Do it?", title: "\(label)?", sceneID: Self.dwellConfirmationSceneID,
            confirm: confirm, at: time)
    }

    /// Opens a sheet with `question`, then Cancel (first, so it opens focused) beside `confirm`: how dwell's
    /// confirmation and the quit question ask.
    private mutating func ask(
        _ question: String, title: String, sceneID: String, confirm: Widget, at time: Double
    ) -> [Effect] {
        let scene = Scene(
            id: sceneID, title: title,
            widgets: [
                Widget(id: "question", kind: .label(text: question)),
                Widget(
                    id: "choices",
                    kind: .row(children: [
                        Widget(id: "cancel", kind: .button(label: "Cancel"), actions: [.dismissSheet]), confirm,
                    ])),
            ], presentation: .sheet)
        app.scenes[scene.id] = scene
        return presentSheet(scene.id, at: time)
    }

    /// The id of the sheet asking whether to quit, for a quit said or made by a gesture.
    public static let quitQuestionSceneID = "facenav-quit"

    /// Quit asked for by a voice command or a gesture: a sheet asks first, opening on Cancel, as dwell's
    /// confirmation does. `q` and Ctrl-C from a keyboard, and the Quit button pressed, quit at once; the
    /// same word or gesture again while the question shows quits.
    mutating func askToQuit(at time: Double) -> [Effect] {
        ask(
            "Quit FaceNav? Cancel keeps it running; quit again quits.", title: "Quit FaceNav?",
            sceneID: Self.quitQuestionSceneID,
            confirm: Widget(id: "quit", kind: .button(label: "Quit"), actions: [.quit], destructive: false), at: time)
    }

    /// Takes a steady pose as neutral when the face is first found or back after a long loss.
    mutating func centreAutomatically(_ measurement: FaceMeasurement) -> [Effect] {
        guard let neutral = autoCentering.update(measurement) else { return [] }
        headCursor.recenter(yaw: neutral.yaw, pitch: neutral.pitch)
        return announce("Centred", at: measurement.time)
    }
}
