import Foundation
import FrameSources
import Frames

/// The live face's camera as one stream of frames that outlives unplugging: a camera lost mid-stream is said
/// once ("Camera lost: …; watching for it again."), let go, and opened again through its owner every second
/// until it is back and sends a frame ("Camera found"), so a person who cannot use their hands gets face
/// tracking back when the camera is plugged in again.
///
/// Mended by reopening: the camera unplugged (`.cameraDisconnected`) and a camera that stopped sending
/// frames (`.noFrames`, whose remedy is to plug it in again). Anything else (not a capture device, no format
/// FaceNav reads, a failed system call) is thrown: no retry mends it. A camera that keeps failing (opens,
/// then sends nothing) is said lost once and found once, when a frame comes. Not thread-safe: the live
/// face's thread owns it; the owner it opens through is shared with the camera check.
public final class WatchedCamera {
    public let owner: CameraOwner
    private var camera: V4L2Camera?
    /// Between a loss being said and the next frame: nothing more is said until "Camera found".
    private var lost = false

    public init(owner: CameraOwner) {
        self.owner = owner
    }

    deinit { close() }

    /// Whether opening the camera again may mend `error`, met mid-stream.
    public static func isMendedByReopening(_ error: CameraError) -> Bool {
        switch error {
        case .cameraDisconnected, .noFrames: true
        default: false
        }
    }

    /// What is said when `error` ends the stream and the camera is watched for again.
    public static func lostText(_ error: CameraError) -> String {
        switch error {
        case .cameraDisconnected(let path, _):
            return "Camera lost: \(path) was unplugged; watching for it again."
        case .noFrames(let path, let seconds):
            let shown = seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
            return "Camera lost: \(path) sent no frame for \(shown) s; watching for it again."
        default:
            return "Camera lost: \(error); watching for it again."
        }
    }

    /// Opens the camera if it is not open, waiting for it as `CameraOwner.openForWatching` does; false once
    /// `isStopping`.
    ///
    /// - Throws: a failure no retry can mend.
    public func open(
        isStopping: () -> Bool, notice: (CameraNotice) -> Void,
        pause: (Double) -> Void = { usleep(UInt32($0 * 1_000_000)) }
    ) throws(CameraError) -> Bool {
        if camera != nil { return true }
        camera = try owner.openForWatching(
            afterLoss: lost, isStopping: isStopping, unavailable: { notice(.unavailable($0)) },
            found: { notice(.found($0, path: $1)) }, pause: pause)
        return camera != nil
    }

    /// The next frame, opening the camera first if needed; nil once `isStopping`.
    ///
    /// A stream that ends in a way reopening may mend is said at once through `notice` (`.lost`, once until a
    /// frame comes again), the camera let go, and after `interval` opened again as `open` does.
    ///
    /// - Throws: a failure no retry can mend, with the camera let go.
    public func nextFrame(
        interval: Double = 1, isStopping: () -> Bool, notice: (CameraNotice) -> Void,
        pause: (Double) -> Void = { usleep(UInt32($0 * 1_000_000)) }
    ) throws(CameraError) -> Frame? {
        while !isStopping() {
            guard try open(isStopping: isStopping, notice: notice, pause: pause), let camera else { return nil }
            do throws(CameraError) {
                guard let frame = try camera.nextFrame() else {
                    // Closed with no error: the stream is over as surely as if it had been unplugged.
                    throw CameraError.cameraDisconnected(path: camera.path, framesDelivered: 0)
                }
                owner.frameArrived()
                if lost {
                    lost = false
                    notice(.found("Camera found: \(camera.path) is open; watching your face.", path: camera.path))
                }
                return frame
            } catch {
                close()
                guard Self.isMendedByReopening(error) else { throw error }
                if !lost { notice(.lost(Self.lostText(error))) }
                lost = true
                // A camera that opens and fails at once is not opened again and again without a pause.
                if isStopping() { return nil }
                pause(interval)
            }
        }
        return nil
    }

    /// Lets the camera go, for the camera check or another program to open.
    public func close() {
        camera?.close()
        camera = nil
        owner.release()
    }
}
