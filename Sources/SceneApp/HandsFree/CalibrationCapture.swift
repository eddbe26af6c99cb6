import FaceNavCore

/// The calibration wizard's logic: takes the user through the steps, captures each once the face has
/// been still for a moment, and ends with a `CalibrationResult`.
///
/// Each step watches its own channels (yaw and pitch for the pose steps, both eyes for the eye steps)
/// with a `StillnessWindow` over the last `steadyTime` seconds, judged against the tracker's own jitter
/// (a real face never holds within a fixed 0.03 rad); a step captures the median of every channel over
/// that window once it is still. A step only counts a stretch that shows it was done:
/// - up, down, left, right: the head at least `minimumReach` radians from the centre reading that way;
/// - eyes closed: each eye at least `minimumEyeDrop` below its eyes-open level.
/// Frames without a face break the stretch. `redo()` captures the current or last step again,
/// `cancel()` stops, and the screens show `progress` and `captured`.
public struct CalibrationCapture: Hashable, Sendable {
    public let steps: [CalibrationStep]
    /// Seconds a hold must stay still to be captured.
    public var steadyTime: Double
    /// The least drift, in radians, yaw and pitch may show during a pose step.
    public var poseTolerance: Double
    /// The most drift, in radians, a noisy tracker's pose step may show.
    public var maximumPoseTolerance: Double
    /// How much each eye's openness may wander within during an eye step.
    public var eyeTolerance: Double
    /// The least reach, in radians from the centre, that counts for up, down, left and right.
    public var minimumReach: Double
    /// How far below its open level each eye must be to count as closed.
    public var minimumEyeDrop: Double

    /// The index of the step being captured; `steps.count` once every step is captured.
    public private(set) var stepIndex = 0
    public private(set) var captured: [CalibrationStep: CalibrationReading] = [:]
    public private(set) var isCancelled = false
    private var window: StillnessWindow
    private var stretch: [FaceMeasurement] = []

    /// One second still within 0.03 to 0.15 rad by the tracker's jitter (pose) or 0.1 (eyes); a reach of
    /// at least 0.05 rad (about 3°) and an eye drop of 0.2.
    public init(
        steps: [CalibrationStep] = CalibrationStep.allCases, steadyTime: Double = 1.0, poseTolerance: Double = 0.03,
        maximumPoseTolerance: Double = 0.15, eyeTolerance: Double = 0.1, minimumReach: Double = 0.05,
        minimumEyeDrop: Double = 0.2
    ) {
        self.steps = steps
        self.steadyTime = steadyTime
        self.poseTolerance = poseTolerance
        self.maximumPoseTolerance = maximumPoseTolerance
        self.eyeTolerance = eyeTolerance
        self.minimumReach = minimumReach
        self.minimumEyeDrop = minimumEyeDrop
        self.window = StillnessWindow(
            duration: steadyTime, tolerance: poseTolerance, maximumTolerance: maximumPoseTolerance)
    }

    /// The step being captured, nil once finished or cancelled.
    public var currentStep: CalibrationStep? {
        isCancelled || stepIndex >= steps.count ? nil : steps[stepIndex]
    }

    public var isFinished: Bool { !isCancelled && stepIndex >= steps.count }

    /// How far the current step is towards its capture, 0...1: the still time of a hold that counts.
    public var progress: Double { currentStep == nil ? 0 : window.progress }

    /// The whole calibration's progress, 0...1, for a bar over all the steps.
    public var overallProgress: Double {
        guard !steps.isEmpty else { return 1 }
        return min((Double(stepIndex) + progress) / Double(steps.count), 1)
    }

    /// The result once every step is captured.
    public var result: CalibrationResult? { isFinished ? CalibrationResult(readings: captured) : nil }

    /// Feeds one measurement; returns the step captured by it, if any.
    public mutating func update(_ measurement: FaceMeasurement) -> CalibrationStep? {
        guard let step = currentStep else { return nil }
        guard measurement.faceFound, counts(measurement, for: step) else {
            window.reset()
            stretch.removeAll()
            return nil
        }
        window.duration = steadyTime
        window.tolerance = step.isPose ? poseTolerance : eyeTolerance
        window.maximumTolerance = step.isPose ? max(maximumPoseTolerance, poseTolerance) : eyeTolerance
        let watched = step.isPose ? [measurement.yaw, measurement.pitch] : [measurement.eyeLeft, measurement.eyeRight]
        window.add(watched, at: measurement.time)
        stretch.append(measurement)
        // Keep only the measurements the window holds (it drops from the front only).
        let start = measurement.time - window.duration
        stretch.removeAll { $0.time < start - 1e-9 }
        guard window.isStill else { return nil }
        captured[step] = Self.median(of: stretch)
        stepIndex += 1
        window.reset()
        stretch.removeAll()
        return step
    }

    /// Captures the current step again from scratch, or the last captured one when finished.
    public mutating func redo() {
        guard !isCancelled else { return }
        if stepIndex >= steps.count, stepIndex > 0 { stepIndex -= 1 }
        redo(steps[stepIndex])
    }

    /// Goes back to `step` and captures it and every step after it again.
    public mutating func redo(_ step: CalibrationStep) {
        guard !isCancelled, let index = steps.firstIndex(of: step) else { return }
        stepIndex = index
        for later in steps[index...] { captured[later] = nil }
        window.reset()
        stretch.removeAll()
    }

    /// Stops the calibration; nothing captured is applied.
    public mutating func cancel() {
        isCancelled = true
        window.reset()
        stretch.removeAll()
    }

    /// Whether this measurement shows the step being done (the head turned that way, the eyes shut).
    private func counts(_ measurement: FaceMeasurement, for step: CalibrationStep) -> Bool {
        let centre = captured[.centre]
        switch step {
        case .centre, .eyesOpen: return true
        case .up: return measurement.pitch - (centre?.pitch ?? 0) >= minimumReach
        case .down: return (centre?.pitch ?? 0) - measurement.pitch >= minimumReach
        case .left: return measurement.yaw - (centre?.yaw ?? 0) >= minimumReach
        case .right: return (centre?.yaw ?? 0) - measurement.yaw >= minimumReach
        case .eyesClosed:
            let open = captured[.eyesOpen] ?? CalibrationReading()
            return open.eyeLeft - measurement.eyeLeft >= minimumEyeDrop
                && open.eyeRight - measurement.eyeRight >= minimumEyeDrop
        }
    }

    private static func median(of measurements: [FaceMeasurement]) -> CalibrationReading {
        // A window that forgets nothing by age: only its start-overs (time going back, a non-finite reading).
        var window = StillnessWindow(duration: .infinity, tolerance: .infinity, maximumTolerance: .infinity)
        for measurement in measurements {
            window.add(CalibrationReading.channels(of: measurement), at: measurement.time)
        }
        return CalibrationReading(channels: window.median ?? CalibrationReading.channels(of: FaceMeasurement(time: 0)))
    }
}
