import FaceNavCore

/// What a finished calibration found: the neutral pose, the reach in each direction, and the eyes' and
/// mouth's levels, turned into a `FaceSensitivity` and per-user gesture thresholds.
public struct CalibrationResult: Hashable, Sendable {
    public var readings: [CalibrationStep: CalibrationReading]

    public init(readings: [CalibrationStep: CalibrationReading]) {
        self.readings = readings
    }

    private func reading(_ step: CalibrationStep) -> CalibrationReading {
        readings[step] ?? CalibrationReading()
    }

    /// The pose held at the centre step.
    public var neutral: NeutralPose { NeutralPose(yaw: reading(.centre).yaw, pitch: reading(.centre).pitch) }

    /// Each limit is how far the user comfortably reached from neutral that way, so that reach meets the
    /// screen's edge; a direction not captured keeps `defaults`.
    public func sensitivity(over defaults: FaceSensitivity = .default) -> FaceSensitivity {
        var result = defaults
        let centre = reading(.centre)
        if let up = readings[.up] { result.limitTop = up.pitch - centre.pitch }
        if let down = readings[.down] { result.limitBottom = centre.pitch - down.pitch }
        if let left = readings[.left] { result.limitLeft = left.yaw - centre.yaw }
        if let right = readings[.right] { result.limitRight = centre.yaw - right.yaw }
        return result
    }

    /// Thresholds set between this user's resting and gesture levels.
    ///
    /// - Eyes (with both eye steps): each eye signal (see `GestureEngine`) is worked out at rest (eyes open)
    ///   and at its peak (from the eyes-closed reading); `on` is 60% and `off` 40% of the way from rest to
    ///   peak, the same proportions as the defaults on an ideal 0...1 signal.
    /// - Mouth and tongue: `on` is at least 0.3 above the resting level (never below the default), `off`
    ///   0.2 below `on`, so a mouth that rests a little open does not count as open.
    /// - Tilts: a head that rests tilted to one side needs that much more to tilt that way.
    public func gestureSettings(over defaults: GestureSettings = .default) -> GestureSettings {
        var settings = defaults
        if let open = readings[.eyesOpen], let closed = readings[.eyesClosed] {
            let restLeft = min(1 - open.eyeLeft, open.eyeRight)
            let peakLeft = min(1 - closed.eyeLeft, open.eyeRight)
            let restRight = min(1 - open.eyeRight, open.eyeLeft)
            let peakRight = min(1 - closed.eyeRight, open.eyeLeft)
            let restBoth = min(1 - open.eyeLeft, 1 - open.eyeRight)
            let peakBoth = min(1 - closed.eyeLeft, 1 - closed.eyeRight)
            Self.place(&settings.winkLeft, rest: restLeft, peak: peakLeft)
            Self.place(&settings.winkRight, rest: restRight, peak: peakRight)
            Self.place(&settings.eyesClosed, rest: restBoth, peak: peakBoth)
        }
        if let centre = readings[.centre] {
            Self.raise(&settings.mouthOpen, rest: centre.mouth)
            Self.raise(&settings.tongueOut, rest: centre.tongue)
            let tilt = max(centre.roll, 0)
            settings.tiltLeft.on = min(settings.tiltLeft.on + tilt, .pi / 2)
            settings.tiltLeft.off = min(settings.tiltLeft.off + tilt, settings.tiltLeft.on)
            let otherTilt = max(-centre.roll, 0)
            settings.tiltRight.on = min(settings.tiltRight.on + otherTilt, .pi / 2)
            settings.tiltRight.off = min(settings.tiltRight.off + otherTilt, settings.tiltRight.on)
        }
        return settings
    }

    /// The profile with this calibration's sensitivity and thresholds; bindings and the rest are kept.
    public func applied(to profile: Profile) -> Profile {
        var result = profile
        result.sensitivity = sensitivity(over: profile.sensitivity)
        result.gestures = gestureSettings(over: profile.gestures)
        return result
    }

    private static func place(_ threshold: inout GestureThreshold, rest: Double, peak: Double) {
        guard peak > rest else { return }
        threshold.on = rest + 0.6 * (peak - rest)
        threshold.off = rest + 0.4 * (peak - rest)
    }

    private static func raise(_ threshold: inout GestureThreshold, rest: Double) {
        let on = min(max(threshold.on, rest + 0.3), 0.95)
        threshold.on = on
        threshold.off = min(max(threshold.off, on - 0.2), on)
    }
}
