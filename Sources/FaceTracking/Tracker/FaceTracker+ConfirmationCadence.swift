extension FaceTracker {
    /// Whether the followed face is due for the detector's confirmation on a frame at `time`: after
    /// `FaceTrackerSettings.confirmEvery` frames, or `confirmInterval` seconds, since the last one, whichever
    /// comes first.
    ///
    /// Why seconds as well as frames: between confirmations each frame's box comes from the last frame's
    /// landmarks, and that box drifts a little with every frame's motion. Five frames are a sixth of a
    /// second at 30 fps but a third at 15 (a dim room, a loaded machine): on the wink set's clips fed at
    /// 15 fps, 2008_007676-366's eyes shrank from 44 to 13 pixels between confirmations and the face was
    /// lost in a wink. At 30 fps the frames still come first and nothing changes.
    func confirmationDue(at time: Double) -> Bool {
        if state.framesSinceConfirmed >= settings.confirmEvery { return true }
        guard let last = state.confirmationTime, settings.confirmInterval > 0 else { return false }
        // A millisecond's slack: frame times are sums of fractions (3 frames at 15 fps come to 0.19999...).
        return time - last >= settings.confirmInterval - 0.001
    }
}
