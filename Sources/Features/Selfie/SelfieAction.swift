import FaceNavCore
import Runtime

/// What can happen to the selfie app.
public enum SelfieAction: Hashable, Sendable {
    case frameSeen(PreviewImage, source: Size)
    case faceMeasured(FaceMeasurement)
    case captured(CaptureResult)
    case key(Key)
    case command(Command)
    case inputChanged(String)
    case notice(Announcement)
    case quit
}
