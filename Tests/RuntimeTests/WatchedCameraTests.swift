import CV4L2
import FaceNavTestSupport
import FrameSources
import Frames
import Inputs
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The live face's camera through unplugging, against the fake V4L2 device: a camera lost mid-stream is
/// said once, let go, watched for every second and found again when it is back, and frames flow again; a
/// failure no retry mends ends the stream.
@Suite struct WatchedCameraTests {
    /// What happened, in order: what was said, and each wait.
    enum Event: Equatable {
        case said(CameraNotice)
        case paused
    }

    static let lost = CameraNotice.lost("Camera lost: /dev/video0 was unplugged; watching for it again.")
    static let found = CameraNotice.found("Camera found: /dev/video0 is open; watching your face.", path: "/dev/video0")

    /// A camera with `frames` pictures.
    func device(frames: Int) -> FakeV4L2Device {
        let device = DocumentCameraCheckTests.device(openError: 0)
        device.frames = Array(repeating: DocumentCameraCheckTests.picture, count: frames)
        return device
    }

    @Test(
        arguments: [
            (nil, FakeV4L2Device.Unplug.pollFails), ("/dev/video0", .pollHangsUp), (nil, .dequeueFails(ENODEV)),
            ("/dev/video0", .dequeueFails(EIO)),
        ] as [(String?, FakeV4L2Device.Unplug)])
    func unpluggedMidStreamIsSaidOnceThenFoundAndFramesFlowAgain(path: String?, unplug: FakeV4L2Device.Unplug)
        throws
    {
        let device = device(frames: 6)
        device.unplugAfterFrames = 2
        device.unplug = unplug
        let owner = CameraOwner(path: path, system: { device })
        let camera = WatchedCamera(owner: owner)
        defer { camera.close() }
        var events: [Event] = []
        var pauses = 0
        var heldWhileAway: [String?] = []
        func next() throws -> Frame? {
            try camera.nextFrame(
                isStopping: { false }, notice: { events.append(.said($0)) },
                pause: { _ in
                    events.append(.paused)
                    pauses += 1
                    heldWhileAway.append(owner.heldPath)
                    #expect(device.openDescriptors.isEmpty, "the camera is let go while it is away")
                    // Unplugged: the node is gone for three seconds, then the camera is plugged in again.
                    if pauses == 1 { device.nodes = [] }
                    if pauses == 4 {
                        device.nodes = ["/dev/video0"]
                        device.unplugAfterFrames = nil
                    }
                })
        }
        #expect(try next() != nil)
        #expect(try next() != nil)
        #expect(owner.heldPath == "/dev/video0")
        // The third frame comes from the camera plugged in again.
        #expect(try next() != nil)
        #expect(events == [.said(Self.lost), .paused, .paused, .paused, .paused, .said(Self.found)], "\(events)")
        #expect(heldWhileAway.allSatisfy { $0 == nil }, "the camera check may open the device meanwhile")
        #expect(owner.heldPath == "/dev/video0")
        #expect(try next() != nil)
        #expect(events.count == 6, "nothing more is said while frames flow")
        #expect(device.calls.filter { $0 == "STREAMON" }.count == 2)
    }

    /// A camera that opens but sends nothing (plugged in again but stuck) is said lost once, opened again
    /// every second, and found once its frames come.
    @Test func aCameraThatGoesDarkIsSaidOnceAndFoundWhenItsFramesCome() throws {
        let device = device(frames: 1)
        let owner = CameraOwner(path: "/dev/video0", system: { device })
        let camera = WatchedCamera(owner: owner)
        defer { camera.close() }
        var said: [CameraNotice] = []
        var pauses = 0
        func next() throws -> Frame? {
            try camera.nextFrame(
                isStopping: { false }, notice: { said.append($0) },
                pause: { _ in
                    pauses += 1
                    if pauses == 3 { device.frames.append(DocumentCameraCheckTests.picture) }
                })
        }
        #expect(try next() != nil)
        #expect(try next() != nil)
        #expect(pauses == 3)
        #expect(device.calls.filter { $0 == "open" }.count == 4)
        #expect(
            said == [.lost("Camera lost: /dev/video0 sent no frame for 5 s; watching for it again."), Self.found],
            "\(said)")
    }

    @Test func aMidStreamFailureNoRetryMendsEndsTheStreamWithTheCameraLetGo() throws {
        let device = device(frames: 4)
        let owner = CameraOwner(path: nil, system: { device })
        let camera = WatchedCamera(owner: owner)
        var said: [CameraNotice] = []
        #expect(try camera.nextFrame(isStopping: { false }, notice: { said.append($0) }, pause: { _ in }) != nil)
        device.pollErrors = [EINVAL]
        #expect(throws: CameraError.systemCall(path: "/dev/video0", operation: "poll", code: EINVAL)) {
            _ = try camera.nextFrame(isStopping: { false }, notice: { said.append($0) }, pause: { _ in })
        }
        #expect(said.isEmpty)
        #expect(device.openDescriptors.isEmpty && owner.heldPath == nil)
    }

    /// Unplugged, and what comes back is no camera (a metadata node): that no retry mends.
    @Test func aCameraThatComesBackAsNoCaptureDeviceEndsTheStream() throws {
        let device = device(frames: 4)
        device.unplugAfterFrames = 1
        let owner = CameraOwner(path: "/dev/video0", system: { device })
        let camera = WatchedCamera(owner: owner)
        var said: [CameraNotice] = []
        let next = { () throws(CameraError) -> Frame? in
            try camera.nextFrame(
                isStopping: { false }, notice: { said.append($0) },
                pause: { _ in
                    device.unplugAfterFrames = nil
                    device.capabilities = 0
                })
        }
        #expect(try next() != nil)
        #expect(throws: CameraError.notACaptureDevice(path: "/dev/video0", name: "Fake Camera")) { _ = try next() }
        #expect(said == [Self.lost])
        #expect(device.openDescriptors.isEmpty && owner.heldPath == nil)
    }

    @Test func stoppingWhileTheCameraIsAwayEndsWithNoFrame() throws {
        let device = device(frames: 4)
        device.unplugAfterFrames = 1
        let owner = CameraOwner(path: nil, system: { device })
        let camera = WatchedCamera(owner: owner)
        var stopping = false
        let pause: (Double) -> Void = { _ in
            device.nodes = []
            stopping = true
        }
        #expect(try camera.nextFrame(isStopping: { stopping }, notice: { _ in }, pause: pause) != nil)
        #expect(try camera.nextFrame(isStopping: { stopping }, notice: { _ in }, pause: pause) == nil)
        #expect(device.openDescriptors.isEmpty && owner.heldPath == nil)
    }
}
