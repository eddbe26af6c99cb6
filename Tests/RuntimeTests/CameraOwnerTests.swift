import FaceNavTestSupport
import FrameSources
import Inputs
import Runtime
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The one owner of the live webcam, against the fake V4L2 device: the camera check asks the live face's
/// camera instead of opening the device a second time, and a camera that appears after the start is found.
@Suite struct CameraOwnerTests {
    func opens(_ device: FakeV4L2Device) -> Int { device.calls.filter { $0 == "open" }.count }

    /// The owner with the live face's camera open, as `LiveFace` holds it.
    func holding(_ device: FakeV4L2Device) throws -> (CameraOwner, V4L2Camera) {
        let owner = CameraOwner(path: nil, system: { device })
        let camera = try #require(try owner.openWhenAvailable(isStopping: { false }, failed: { _ in }))
        #expect(owner.heldPath == "/dev/video0")
        return (owner, camera)
    }

    @Test func whileTheLiveFaceHoldsTheCameraTheCheckAsksItAndOpensNothing() throws {
        let device = DocumentCameraCheckTests.device(openError: 0)
        let (owner, camera) = try holding(device)
        defer { camera.close() }
        #expect(opens(device) == 1)
        // The live face's next frame arrives while the check waits: ready, with no second open (which a real
        // camera streaming here would answer "busy").
        var waits = 0
        let status = owner.check(pause: { _ in
            waits += 1
            if waits == 3 { owner.frameArrived() }
        })
        #expect(status == .ready)
        #expect(opens(device) == 1, "\(device.calls)")
        // No frame within the timeout: the camera sends no picture; still not opened again, never "busy".
        #expect(owner.check(frameTimeout: 0.2, pause: { _ in }) == .noPicture(path: "/dev/video0"))
        #expect(opens(device) == 1)
        #expect(CameraCheck.owned(by: owner, frameTimeout: 0.2).check() == .noPicture(path: "/dev/video0"))
        #expect(opens(device) == 1)
    }

    @Test func onceTheLiveFaceLetsGoTheCheckOpensTheDeviceItself() throws {
        let device = DocumentCameraCheckTests.device(openError: 0)
        let (owner, camera) = try holding(device)
        camera.close()
        owner.release()
        #expect(owner.heldPath == nil)
        #expect(owner.check() == .ready)
        #expect(opens(device) == 2)
        #expect(device.openDescriptors.isEmpty, "the check leaves nothing open")
    }

    @Test func aCameraPluggedInAfterTheStartIsFoundAndOpened() throws {
        let device = DocumentCameraCheckTests.device(openError: 0)
        device.nodes = []
        let owner = CameraOwner(path: nil, system: { device })
        #expect(owner.devicePath() == nil)
        #expect(owner.check() == .noDevice(path: "/dev/video0"))
        var failures: [CameraError] = []
        var pauses = 0
        let camera = try owner.openWhenAvailable(
            isStopping: { false }, failed: { failures.append($0) },
            pause: { _ in
                pauses += 1
                if pauses == 3 { device.nodes = ["/dev/video0"] }  // plugged in during the third second
            })
        defer { camera?.close() }
        #expect(camera?.path == "/dev/video0")
        #expect(failures.count == 3)
        #expect(owner.heldPath == "/dev/video0")
        #expect(try camera?.nextFrame() != nil)
    }

    @Test func theCameraAskedForIsWaitedForByItsOwnPath() throws {
        let device = DocumentCameraCheckTests.device(openError: 0)
        device.nodes = ["/dev/video0"]
        let owner = CameraOwner(path: "/dev/video2", system: { device })
        var stop = false
        var failures: [CameraError] = []
        let camera = try owner.openWhenAvailable(
            isStopping: { stop }, failed: { failures.append($0) },
            pause: { _ in
                if failures.count == 2 { device.nodes.append("/dev/video2") }
                if failures.count > 5 { stop = true }
            })
        defer { camera?.close() }
        #expect(camera?.path == "/dev/video2")
        #expect(failures == [.noDevice(path: "/dev/video2"), .noDevice(path: "/dev/video2")])
    }

    /// What the live face says while it waits: nothing more for no camera at all (the opening summary said
    /// it), each reason once, and "Camera found" once when it opens.
    /// What the live face says while it waits for `owner`'s camera; `pause(n)` runs at the n-th wait, where a
    /// test plugs the camera in or allows it. The camera is closed once open.
    func said(watching owner: CameraOwner, pause: @escaping (Int) -> Void) throws -> [String] {
        var said: [String] = []
        var pauses = 0
        let camera = try owner.openForWatching(
            isStopping: { false }, unavailable: { said.append($0) }, found: { text, _ in said.append(text) },
            pause: { _ in
                pauses += 1
                pause(pauses)
            })
        camera?.close()
        return said
    }

    @Test func theLiveFaceSaysCameraFoundOnceWhenOneIsPluggedIn() throws {
        let device = DocumentCameraCheckTests.device(openError: 0)
        device.nodes = []
        let said = try said(watching: CameraOwner(path: nil, system: { device })) { pauses in
            if pauses == 4 { device.nodes = ["/dev/video0"] }
        }
        #expect(said == ["Camera found: /dev/video0 is open; watching your face."])
    }

    @Test func aForbiddenCameraIsSaidOnceThenFoundWhenAllowed() throws {
        let device = DocumentCameraCheckTests.device(openError: EACCES)
        let said = try said(watching: CameraOwner(path: "/dev/video0", system: { device })) { pauses in
            if pauses == 5 { device.openErrorsByNode = [:] }  // joined the video group
        }
        #expect(said.count == 2, "\(said)")
        #expect(said.first?.hasPrefix("Face tracking off: ") == true)
        #expect(said.first?.contains("/dev/video0") == true)
        #expect(said.last == "Camera found: /dev/video0 is open; watching your face.")
        // Opened straight away: nothing to say.
        let ready = CameraOwner(path: "/dev/video0", system: { DocumentCameraCheckTests.device(openError: 0) })
        var quiet: [String] = []
        let opened = try ready.openForWatching(
            isStopping: { false }, unavailable: { quiet.append($0) }, found: { text, _ in quiet.append(text) })
        opened?.close()
        #expect(opened != nil && quiet.isEmpty)
    }
}
