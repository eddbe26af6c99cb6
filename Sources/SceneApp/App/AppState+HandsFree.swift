import FaceNavCore

extension AppState {
    /// A key that changes whenever a different screen is shown: the tab, its stack and the sheet.
    var screenKey: String {
        let stack = navigation.stacks[navigation.selectedTab].joined(separator: "/")
        return "\(navigation.selectedTab)|\(stack)|\(navigation.sheet ?? "")"
    }

    /// The id of the confirmation sheet dwell opens for a destructive widget.
    public static let dwellConfirmationSceneID = "facenav-confirm"

    /// When a face, a gesture or a word presses a destructive widget that is not on a sheet (scene format
    /// `destructive:`, implied by `quit`), the confirmation it opens instead of pressing it; nil for any
    /// other target.
    ///
    /// A rest or a gesture is too easy to make by accident for something that cannot be undone, so the press
    /// opens a sheet that says what would happen, with Cancel under the cursor and the widget's own actions
    /// behind a second button a clear travel away (`ConfirmArming`). A key or the mouse presses it directly.
    mutating func dwellConfirmation(at time: Double) -> [Effect]? {
        guard let region = hovered, case .widget(let id)? = region.target,
            let placed = layout.placedWidget(id: id), placed.widget.isDestructive, !isAsking
        else { return nil }
        let label = region.label
        // Closing the confirmation first, so the widget's own actions act on the screen it was on.
        let confirm = Widget(
            id: "confirm", kind: .button(label: label), actions: [.dismissSheet] + placed.widget.actions,
            destructive: true)
        return ask(
            "\(label) cannot be undone. Do it?", title: "\(label)?", sceneID: Self.dwellConfirmationSceneID,
            confirm: confirm, at: time)
    }

    /// The sheets FaceNav asks with (`ask`): their destructive choice is the confirmation itself.
    public static let questionSceneIDs: Set<String> = [dwellConfirmationSceneID, quitQuestionSceneID]

    /// Whether one of FaceNav's own questions (`ask`) is shown.
    var isAsking: Bool { navigation.sheet.map(Self.questionSceneIDs.contains) ?? false }

    /// A press from the face, scanning or a word (`source` neither a key nor the mouse) on a destructive
    /// target: on FaceNav's question it acts only once armed (nil), else it is announced and waits; anywhere
    /// else (a screen, a scene's own sheet such as Delete all's) it opens the question. Nil for any other
    /// target or source: the press goes ahead.
    mutating func destructivePress(_ region: HitRegion, from source: InputSource, at time: Double) -> [Effect]? {
        guard source != .key, source != .mouse, let target = region.target, isDestructive(region) else {
            return nil
        }
        guard isAsking else { return dwellConfirmation(at: time) }
        followSheet()
        if confirmArming?.isArmed(target, cursor: cursor) ?? true { return nil }
        return announce(
            "\(region.label) needs a deliberate move: turn your head onto it, or step to it with next",
            priority: .important, at: time)
    }

    /// Closes FaceNav's question, doing nothing, once it has waited `ConfirmArming.patience` for an answer.
    mutating func closeUnansweredQuestion(at time: Double) -> [Effect] {
        guard isAsking, let arming = confirmArming, time - arming.openedAt >= ConfirmArming.patience,
            let sheet = navigation.sheet
        else { return [] }
        navigation.dismissSheet()
        confirmArming = nil
        return [.log(AppEvent(time: time, kind: .navigation(.dismiss, sceneID: sheet, depth: navigation.depth)))]
            + announce("No answer: \(app.scenes[sheet]?.title ?? sheet) closed, nothing done", at: time)
    }

    /// Whether the region is a destructive widget's.
    func isDestructive(_ region: HitRegion) -> Bool {
        guard let id = region.target?.widgetID, let placed = layout.placedWidget(id: id) else { return false }
        return placed.widget.isDestructive
    }

    /// Whether dwell may rest on the hovered target: not on a question's destructive choice until it is armed.
    var dwellMayRest: Bool {
        guard isAsking, let region = hovered, let target = region.target, isDestructive(region) else { return true }
        return confirmArming?.isArmed(target, cursor: cursor) ?? true
    }

    /// Keeps `confirmArming` with the sheet shown: a sheet shown since the last action (a feature may set
    /// the navigation itself) is armed from where the cursor is; none shown, none kept.
    mutating func followSheet() {
        guard let sheet = navigation.sheet else {
            confirmArming = nil
            return
        }
        if confirmArming?.sheet != sheet { armConfirmation(origin: cursor) }
        guard isAsking else { return }
        let region = hovered
        if let stepped = confirmArming?.stepped, region?.target != stepped { confirmArming?.stepped = nil }
        let onChoice = region.map { isDestructive($0) } ?? false
        let inSheet =
            region?.target?.widgetID.map { id in layout.sheet?.widgets.contains { $0.widget.id == id } } ?? nil
        confirmArming?.observe(region?.target, isChoice: onChoice, isSafe: inSheet == true && !onChoice, at: time)
    }

    /// A sheet was just shown with the head pointing at `origin`. On a sheet with a destructive choice the
    /// cursor goes onto the first safe choice (Cancel) and holds there. On FaceNav's question the destructive
    /// choice is also placed a clear travel from `origin` (its row's order turned round when that puts it
    /// farther) while the face drives the cursor, and dwell counts a move from `origin`, so the head resting
    /// where it pointed, or turning to Cancel, rests on Cancel and closes the question.
    mutating func armConfirmation(origin: Point) {
        guard let sheet = navigation.sheet else {
            confirmArming = nil
            return
        }
        confirmArming = ConfirmArming(sheet: sheet, origin: origin, openedAt: time)
        guard layout.focusOrder.contains(where: { isDestructive($0) }) else { return }
        if isAsking, isFaceVisible, !profile.scanning.isEnabled { placeDestructiveAway(from: origin, sheet: sheet) }
        let order = layout.focusOrder
        if let safe = order.first(where: { $0.target != .backButton && !isDestructive($0) }) {
            moveCursor(to: safe.rect.center)
            headCursor.holdPlacement()
        }
        // On the question, turning to Cancel and resting presses it: a rest closes the question.
        if isAsking { dwellGate.hold(screen: screenKey, from: origin) }
    }

    /// Turns round the rows holding the sheet's destructive choices when that puts them farther from
    /// `origin` than a clear travel allows now.
    private mutating func placeDestructiveAway(from origin: Point, sheet: String) {
        func nearest() -> Int {
            layout.focusOrder.filter { isDestructive($0) }.map { ConfirmArming.distance(origin, $0.rect.center) }.min()
                ?? .max
        }
        let before = nearest()
        guard before < 2 * ConfirmArming.travel, let original = app.scenes[sheet] else { return }
        var turned = original
        turned.widgets = original.widgets.map { widget in
            guard case .row(let children) = widget.kind, children.contains(where: \.isDestructive) else {
                return widget
            }
            var row = widget
            row.kind = .row(children: children.reversed())
            return row
        }
        app.scenes[sheet] = turned
        if nearest() <= before { app.scenes[sheet] = original }
    }

    /// Opens a sheet with `question`, then Cancel (first, so it opens focused) beside `confirm`: how a
    /// destructive widget's confirmation and the quit question ask. `presentSheet` puts the cursor on Cancel
    /// and `confirm` a clear travel from where the head pointed.
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
            confirm: Widget(id: "quit", kind: .button(label: "Quit"), actions: [.quit], destructive: true), at: time)
    }

    /// Takes a steady pose as neutral when the face is first found or back after a long loss.
    mutating func centreAutomatically(_ measurement: FaceMeasurement) -> [Effect] {
        guard let neutral = autoCentering.update(measurement) else { return [] }
        headCursor.recenter(yaw: neutral.yaw, pitch: neutral.pitch)
        return announce("Centred", at: measurement.time)
    }
}
