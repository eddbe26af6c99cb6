import FaceNavCore

extension AppState {
    /// A frame from a face: moves the cursor, feeds the recognisers and dwell, and runs what they fire.
    ///
    /// Nothing fires while the face is lost or during the settle time after it is found (the engine
    /// enforces this for gestures, and dwell waits the same time); while paused only the pause
    /// command is obeyed.
    mutating func faceMeasured(_ measurement: FaceMeasurement) -> [Effect] {
        var effects: [Effect] = []
        let time = measurement.time
        let frame = face.update(measurement)
        if let change = frame.change {
            effects.append(.log(AppEvent(time: time, kind: change.event)))
            effects += announce(change.announcement.text, priority: change.announcement.priority, at: time)
        }
        if frame.change == .found, calibratesWhenFaceFound {
            calibratesWhenFaceFound = false
            effects += startCalibration(at: time)
        }
        if overlay != nil { return effects + overlayMeasured(measurement, fired: frame.fired) }
        guard measurement.faceFound else {
            _ = autoCentering.update(measurement)
            dwell.reset()
            return effects
        }
        effects += centreAutomatically(measurement)
        effects += closeUnansweredQuestion(at: time)
        var fired = frame.fired
        // Scanning moves the cursor itself, and nothing is pressed by resting on a target.
        let scanning = profile.scanning.isEnabled
        if !isPaused, !scanning {
            cursor = clamped(
                headCursor.update(yaw: measurement.yaw, pitch: measurement.pitch, at: time, in: screenSize))
            scrollPageAtEdge(at: time)
            followSheet()
            cursorTrail.record(cursor, at: time)
        }
        if !isPaused, !scanning, face.isSettled(at: time), profile.gestures.enabled.contains(.dwell),
            profile.command(for: .dwell) != nil
        {
            // A sheet's destructive choice is not rested on until the head has travelled onto it.
            let mayDwell = dwellGate.allows(screen: screenKey, cursor: cursor) && dwellMayRest
            let key = mayDwell ? hovered.map { "\(layout.activeSceneID ?? "")|\($0.target!)" } : nil
            let onAnswer = isAsking && hovered.map { isDestructive($0) } == true
            dwell.duration = profile.gestures.dwellTime * (onAnswer ? ConfirmArming.dwellFactor : 1)
            if dwell.update(target: key, at: time) { fired.append(.dwell) }
        } else {
            dwell.reset()
        }
        for gesture in fired {
            effects.append(.log(AppEvent(time: time, kind: .gesture(gesture))))
            guard let command = profile.command(for: gesture) else { continue }
            if isPaused, command != .pauseResume { continue }
            if !scanning, gesture != .dwell { returnToAimedTarget(before: gesture, at: time) }
            effects += perform(command, from: .gesture(gesture), at: time)
        }
        return effects
    }

    /// Puts the cursor back where it was just before `gesture` began (at most a second ago): making a
    /// gesture moves the head, and the press belongs to what the user aimed at, not where it pushed the
    /// cursor. The cursor then holds there until the head moves on.
    mutating func returnToAimedTarget(before gesture: Gesture, at time: Double) {
        guard let onset = gestures.onset(of: gesture),
            let aimed = cursorTrail.point(before: max(onset, time - 1)), aimed != cursor
        else { return }
        moveCursor(to: aimed)
        headCursor.holdPlacement()
    }
}
