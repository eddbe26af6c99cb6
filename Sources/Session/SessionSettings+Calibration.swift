import Features
import Foundation
import Inputs

extension SessionSettings {
    /// Whether the calibration wizard opens when the face is first found: on a first live run, and in the
    /// replay of one (its log says so).
    public func calibratesOnFirstFace(profilePath: String?) throws(UserFacingError) -> Bool {
        guard let replay else { return isFirstLiveRun(profilePath: profilePath) }
        return AppFeature.calibratesOnFirstFace(inLog: try ReplayFile.text(replay))
    }

    /// A webcam or a `--video` face may drive and no profile has been saved yet: the calibration wizard
    /// opens when the face is first found (a video's face is a face like any other; issue 18).
    public func isFirstLiveRun(profilePath: String?) -> Bool {
        guard !headless, trace == nil, replay == nil, video != nil || camera != "none", let profilePath else {
            return false
        }
        return !FileManager.default.fileExists(atPath: profilePath)
    }
}
