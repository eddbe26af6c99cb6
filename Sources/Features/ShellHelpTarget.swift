import FaceNavCore
import SceneApp

/// The "? Help" at the top right of any app run with `--app`, for a user with dwell alone: the apps draw
/// their own screens, so the shell keeps a head cursor of its own (mapped and centred as every app's is)
/// and opens FaceNav's screens when it rests on the target for the dwell time.
///
/// Turning the head to the top right corner puts any cursor there, so the shell's and the app's agree where
/// it matters. Nothing can fire before the face has been centred (the cursor then starts in the middle, away
/// from the target), while the face is lost, or when dwell is off in the profile.
public struct ShellHelpTarget: Hashable, Sendable {
    /// Where the shell's cursor is; nil while no face drives.
    public private(set) var cursor: Point?
    private var headCursor: HeadPoseCursor
    private var centering = AutoCentering()
    private var isCentred = false
    private var dwell: DwellTimer
    /// Set when help opened: the cursor must leave the target before it can open help again, so coming
    /// back to the app with the head still there does not open it at once.
    private var mustLeave = false

    public init(profile: Profile) {
        headCursor = HeadPoseCursor(
            mode: profile.cursorMode, sensitivity: profile.sensitivity, filter: profile.filter,
            joystick: profile.joystick)
        dwell = DwellTimer(duration: profile.gestures.dwellTime)
    }

    /// The target's cells at the top right of a screen of `size`.
    public static func rect(in size: Size) -> Rect {
        let width = ScreenLayout.helpLabel.count + 2
        return Rect(x: max(0, size.width - width), y: 0, width: min(width, size.width), height: 1)
    }

    /// Whether the shell's cursor is on the target now.
    public func isHovered(in size: Size) -> Bool { cursor.map { Self.rect(in: size).contains($0) } ?? false }

    /// How far the rest on the target is towards opening help, 0...1.
    public var progress: Double { dwell.progress }

    /// Feeds a face frame; true when the rest on the target has lasted the dwell time.
    public mutating func update(_ measurement: FaceMeasurement, profile: Profile, size: Size) -> Bool {
        // Only when changed: a new mode or sensitivity resets the cursor's filters.
        if headCursor.mode != profile.cursorMode { headCursor.mode = profile.cursorMode }
        if headCursor.sensitivity != profile.sensitivity { headCursor.sensitivity = profile.sensitivity }
        dwell.duration = profile.gestures.dwellTime
        if let neutral = centering.update(measurement) {
            headCursor.recenter(yaw: neutral.yaw, pitch: neutral.pitch)
            isCentred = true
        }
        guard measurement.faceFound, isCentred else {
            cursor = nil
            dwell.reset()
            return false
        }
        let point = headCursor.update(yaw: measurement.yaw, pitch: measurement.pitch, at: measurement.time, in: size)
        cursor = point
        guard profile.gestures.enabled.contains(.dwell), profile.command(for: .dwell) != nil else {
            dwell.reset()
            return false
        }
        let onTarget = Self.rect(in: size).contains(point)
        if !onTarget { mustLeave = false }
        guard dwell.update(target: onTarget && !mustLeave ? "help" : nil, at: measurement.time) else { return false }
        mustLeave = true
        return true
    }

    /// Starts again, as after the app gets its inputs back: the next rest must begin anew.
    public mutating func reset() { dwell.reset() }
}
