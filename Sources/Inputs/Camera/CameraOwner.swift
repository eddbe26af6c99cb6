import Foundation
import FrameSources
import Runtime
import Synchronization

/// The one owner of the live webcam: the live face opens the device through it (and tries again every
/// second while it is missing, busy or forbidden), and the camera check asks it rather than opening the
/// device a second time.
///
/// Two opens of one V4L2 device from one program collide: the second gets `EBUSY` while the first streams,
/// and a check that holds the device for its one frame makes the live face's retry fail. So while the live
/// face holds the camera the check waits for its next frame (ready, or no picture); while it does not, the
/// check opens the device itself, but never at the same time as the retry (one lock over every open).
/// Given no device (`path` nil), it takes the first `/dev/video*` present each time it looks, so a camera
/// plugged in after FaceNav started is found. Thread-safe: the live face's thread and the check's share it.
public final class CameraOwner: Sendable {
    /// The device asked for; nil: the first one present.
    public let path: String?
    private let settings: CameraSettings
    private let system: @Sendable () -> any V4L2System
    /// Held across every open of the device, the retry's and the check's.
    private let opening = Mutex<Int>(0)
    private let shared = Mutex<(heldPath: String?, frames: Int)>((nil, 0))

    public init(
        path: String?, settings: CameraSettings = CameraSettings(),
        system: @escaping @Sendable () -> any V4L2System = { LiveV4L2System() }
    ) {
        self.path = path
        self.settings = settings
        self.system = system
    }

    /// The device to open now: the one asked for, else the first present; nil when there is none.
    public func devicePath() -> String? { path ?? system().deviceNodes().first }

    /// The device the live face holds open now, if any.
    public var heldPath: String? { shared.withLock { $0.heldPath } }

    /// Opens the camera, trying again every `interval` seconds while it is missing, busy or forbidden
    /// (each failure is handed to `failed`); nil once `isStopping`. The camera is held from then on, until
    /// `release()`.
    ///
    /// - Throws: a failure no retry can mend (not a capture device, no format it can read).
    public func openWhenAvailable(
        interval: Double = 1, isStopping: () -> Bool, failed: (CameraError) -> Void,
        pause: (Double) -> Void = { usleep(UInt32($0 * 1_000_000)) }
    ) throws(CameraError) -> V4L2Camera? {
        while true {
            if let device = devicePath() {
                do throws(CameraError) {
                    let camera = try exclusively { () throws(CameraError) in
                        try V4L2Camera(path: device, settings: settings, system: system())
                    }
                    shared.withLock { $0 = (device, 0) }
                    return camera
                } catch {
                    switch error {
                    case .noDevice, .deviceBusy, .permissionDenied: failed(error)
                    default: throw error
                    }
                }
            } else {
                failed(.noDevice(path: "/dev/video0"))
            }
            if isStopping() { return nil }
            pause(interval)
            if isStopping() { return nil }
        }
    }

    /// A frame came from the held camera (the live face's thread).
    public func frameArrived() {
        shared.withLock { $0.frames += 1 }
    }

    /// The live face let the camera go (it stopped, or the camera was unplugged).
    public func release() {
        shared.withLock { $0 = (nil, 0) }
    }

    /// Whether the camera can be used now, without a second open while the live face holds it: held, it is
    /// ready once a new frame arrives within the frame timeout, else it sends no picture; not held, the
    /// device is opened for one frame (`V4L2Camera.probe`), never during one of the retry's opens.
    ///
    /// - Parameter frameTimeout: how long to wait for a frame, in seconds.
    public func check(frameTimeout: Double = 2, pause: (Double) -> Void = { usleep(UInt32($0 * 1_000_000)) })
        -> CameraStatus
    {
        if let held = heldPath {
            let before = shared.withLock { $0.frames }
            var waited = 0.0
            while true {
                let now = shared.withLock { $0 }
                guard now.heldPath == held else { break }  // let go meanwhile: open it ourselves
                if now.frames > before { return .ready }
                if waited >= frameTimeout { return .noPicture(path: held) }
                pause(0.05)
                waited += 0.05
            }
        }
        guard let device = devicePath() else { return .noDevice(path: "/dev/video0") }
        do throws(CameraError) {
            try exclusively { () throws(CameraError) in
                var probing = settings
                probing.frameTimeout = frameTimeout
                return try V4L2Camera.probe(path: device, settings: probing, system: system())
            }
            return .ready
        } catch {
            return CameraStatus(error)
        }
    }

    private func exclusively<T>(_ body: () throws(CameraError) -> T) throws(CameraError) -> T {
        try opening.withLock { _ throws(CameraError) in try body() }
    }
}
