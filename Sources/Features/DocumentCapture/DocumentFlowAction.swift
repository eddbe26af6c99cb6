import Inputs
import Runtime

/// What happened to the document flow: a button pressed, a tick, or the result of one of its effects.
public enum DocumentFlowAction: Hashable, Sendable {
    case typeChosen(DocumentType)
    case backPressed
    /// The camera probe's answer: ready, or why the camera cannot be opened (no device, busy, no
    /// permission, no picture).
    case cameraProbed(CameraStatus)
    /// "Check" on the permission notice: probe the camera again.
    case checkPressed
    case settingsPressed
    case settingsClosed
    /// "Close": asks first; `closeConfirmed` ends the flow with "no camera permission" or as cancelled.
    case closePressed
    case closeConfirmed
    case closeCancelled
    /// "Continue" on the example screen.
    case continuePressed
    case capturePressed
    /// The still for this side was taken (the camera's last full frame).
    case stillCaptured(DocumentSide)
    case retakePressed
    case confirmPressed
    /// The backend's verdict on the submitted captures.
    case judged(DocumentResult)
    /// Saving a capture failed (full disk, read-only folder); the message says why, fit to print.
    case saveFailed(message: String)
    /// "Try again" on the result: back to the front instruction.
    case retryPressed
    case tick
}
