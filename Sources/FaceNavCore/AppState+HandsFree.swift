extension AppState {
    /// A key that changes whenever a different screen is shown: the tab, its stack and the sheet.
    var screenKey: String {
        let stack = navigation.stacks[navigation.selectedTab].joined(separator: "/")
        return "\(navigation.selectedTab)|\(stack)|\(navigation.sheet ?? "")"
    }

    /// Why dwell must not press the hovered target, to say instead; nil when it may.
    ///
    /// Dwell never presses a destructive widget (scene format `destructive:`, implied by `quit`): resting
    /// the cursor is too easy to do by accident for something that cannot be undone.
    var dwellRefusal: String? {
        guard let region = hovered, case .widget(let id)? = region.target,
            let placed = layout.placedWidget(id: id), placed.widget.isDestructive
        else { return nil }
        return "\(region.label) cannot be pressed by dwell; use a gesture, a key or your voice"
    }

    /// Takes a steady pose as neutral when the face is first found or back after a long loss.
    mutating func centreAutomatically(_ measurement: FaceMeasurement) -> [Effect] {
        guard let neutral = autoCentering.update(measurement) else { return [] }
        headCursor.recenter(yaw: neutral.yaw, pitch: neutral.pitch)
        return announce("Centred", at: measurement.time)
    }
}
