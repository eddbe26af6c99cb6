import FaceNavCore

extension FaceTracker {
    /// Whether a face found in the whole frame whose landmarks span `bounds` at `time` is the face lost a
    /// moment ago: found within `FaceTrackerSettings.briefLoss` seconds of its last frame, the centre of its
    /// landmarks within `resumeShift` of their width from where they were when the detector last confirmed
    /// the face, and their width within a factor `resumeScale` of it then.
    ///
    /// Why: a detector that misses a settled face for a frame or two (a blur, a fast turn, a lid dropping
    /// in a wink) made the tracker forget the eyes' open levels and read them against the prior for all
    /// faces again, and the gestures settle for another second: on the wink set's tune part a wink begun
    /// as the face was lost for two frames was lost with it. Someone else, or the same person after a
    /// longer absence or from elsewhere in the frame, is still taken as a new face.
    func resumes(_ bounds: PictureRect<Double>, at time: Double) -> Bool {
        guard let lastFace, settings.briefLoss > 0, time > lastFace.time, time - lastFace.time <= settings.briefLoss
        else { return false }
        return lastFace.bounds.isNear(bounds, shift: settings.resumeShift, scale: settings.resumeScale)
    }
}
