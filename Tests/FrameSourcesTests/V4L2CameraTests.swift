import CV4L2
import FaceNavTestSupport
import Frames
import Testing

@testable import FrameSources

#if canImport(Glibc)
    import Glibc
#endif

@Suite struct V4L2CameraTests {
    /// An 8x4 YUYV picture: luma `50 n + 8 y + x`, Cb `150 + 4 y + i`, Cr `200 + 4 y + i` for pair i.
    static func yuyv(_ n: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        for y in 0..<4 {
            for i in 0..<4 {
                bytes += [
                    UInt8(50 * n + 8 * y + 2 * i), UInt8(150 + 4 * y + i), UInt8(50 * n + 8 * y + 2 * i + 1),
                    UInt8(200 + 4 * y + i),
                ]
            }
        }
        return bytes
    }

    func camera(frames count: Int = 3) -> FakeV4L2Device {
        let device = FakeV4L2Device()
        device.frames = (0..<count).map(Self.yuyv)
        return device
    }

    func settings() -> CameraSettings { CameraSettings(width: 8, height: 4, framesPerSecond: 30) }

    /// The device let go of everything: descriptors closed, buffers unmapped, streaming stopped.
    func expectReleased(_ device: FakeV4L2Device, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(device.openDescriptors.isEmpty, sourceLocation: sourceLocation)
        #expect(device.mappedBuffers.isEmpty, sourceLocation: sourceLocation)
        #expect(!device.streaming, sourceLocation: sourceLocation)
    }

    func openingError(_ device: FakeV4L2Device, path: String = "/dev/video0") -> CameraError? {
        do {
            _ = try V4L2Camera(path: path, settings: settings(), system: device)
            return nil
        } catch {
            return error
        }
    }

    @Test func streamsYUYVFramesWithTheirPlanesAndTimes() throws {
        let device = camera()
        let camera = try V4L2Camera(settings: settings(), system: device)
        #expect(device.chosenFormat?.pixelFormat == .yuyv && device.chosenFormat?.width == 8)
        #expect(device.requestedRate == 30 && device.streaming)
        #expect(
            camera.format == V4L2Camera.Format(pixelFormat: .yuyv, width: 8, height: 4, bytesPerLine: 16, imageSize: 64)
        )
        #expect(camera.info.name == "Fake Camera" && camera.info.formats.count == 1)
        var frames: [Frame] = []
        for _ in 0..<3 { frames.append(try #require(try camera.nextFrame())) }
        #expect(frames.map(\.index) == [0, 1, 2])
        #expect(frames.map { ($0.time * 30).rounded() } == [0, 1, 2])
        let second = frames[1]
        #expect(second.luma.pixels == (0..<32).map { UInt8(50 + $0) })
        #expect(second.chroma?.cb == GrayImage(width: 4, height: 4, pixels: (0..<16).map { UInt8(150 + $0) }))
        #expect(second.chroma?.cr == GrayImage(width: 4, height: 4, pixels: (0..<16).map { UInt8(200 + $0) }))
        camera.close()
        expectReleased(device)
        #expect(device.calls.contains("STREAMOFF"))
        #expect(try camera.nextFrame() == nil)
    }

    @Test func anMJPEGOnlyCameraIsReadThroughLibv4l2sYUV420() throws {
        let device = FakeV4L2Device()
        device.formats = [
            .init(pixelFormat: .mjpeg, name: "Motion-JPEG", sizes: [(2, 2, [30]), (4, 2, [30]), (16, 8, [30])]),
            .init(
                pixelFormat: .yuv420, name: "Planar YUV 4:2:0", isConverted: true,
                sizes: [(2, 2, [30]), (4, 2, [30]), (16, 8, [30])]),
        ]
        device.frames = [[10, 11, 12, 13, 14, 15, 16, 17, 100, 101, 200, 201]]
        // 5x3 is nearest 4x2 in area among those offered.
        let camera = try V4L2Camera(settings: CameraSettings(width: 5, height: 3), system: device)
        #expect(camera.format.pixelFormat == .yuv420 && camera.format.width == 4 && camera.format.height == 2)
        let frame = try #require(try camera.nextFrame())
        #expect(frame.luma.pixels == [10, 11, 12, 13, 14, 15, 16, 17])
        #expect(frame.chroma?.cb.pixels == [100, 101] && frame.chroma?.cr.pixels == [200, 201])
        #expect(frame.chroma?.cb.width == 2 && frame.chroma?.cb.height == 1)
    }

    @Test func theCamerasOwnFormatIsPreferredToAConvertedOne() {
        let converted = CameraFormatInfo(pixelFormat: .yuv420, name: "", isConverted: true, sizes: .unknown)
        let native = CameraFormatInfo(pixelFormat: .yuyv, name: "", isConverted: false, sizes: .unknown)
        let grey = CameraFormatInfo(pixelFormat: .grey, name: "", isConverted: false, sizes: .unknown)
        #expect(V4L2Camera.choose(from: [converted, native])?.pixelFormat == .yuyv)
        #expect(V4L2Camera.choose(from: [converted, grey])?.pixelFormat == .grey)
        #expect(V4L2Camera.choose(from: [converted])?.pixelFormat == .yuv420)
    }

    @Test func sizesComeNearestInAreaOrFittedToARange() {
        let sizes = CameraFrameSizes.discrete([
            CameraFrameSize(width: 320, height: 240), CameraFrameSize(width: 1280, height: 720),
            CameraFrameSize(width: 640, height: 480),
        ])
        #expect(V4L2Camera.nearestSize(in: sizes, width: 640, height: 480) == (640, 480))
        #expect(V4L2Camera.nearestSize(in: sizes, width: 800, height: 600) == (640, 480))
        let range = CameraFrameSizes.range(
            minimum: CameraFrameSize(width: 16, height: 16), maximum: CameraFrameSize(width: 1920, height: 1080),
            stepWidth: 16, stepHeight: 8)
        #expect(V4L2Camera.nearestSize(in: range, width: 650, height: 2000) == (640, 1080))
        #expect(V4L2Camera.nearestSize(in: .unknown, width: 640, height: 480) == (640, 480))
    }

    @Test func aGrayCameraGivesLumaOnly() throws {
        let device = FakeV4L2Device()
        device.formats = [.init(pixelFormat: .grey, name: "Greyscale", sizes: [(3, 2, [60])])]
        device.frames = [[1, 2, 3, 4, 5, 6]]
        let camera = try V4L2Camera(settings: CameraSettings(width: 3, height: 2), system: device)
        let frame = try #require(try camera.nextFrame())
        #expect(frame.luma == GrayImage(width: 3, height: 2, pixels: [1, 2, 3, 4, 5, 6]) && frame.chroma == nil)
    }

    @Test func noDeviceSaysToPlugOneIn() {
        let device = camera()
        let error = openingError(device, path: "/dev/video3")
        #expect(error == .noDevice(path: "/dev/video3"))
        #expect(error?.description.contains("facenav devices") == true)
    }

    @Test func busyDeviceSaysAnotherProgramHasIt() {
        let device = camera()
        device.openErrors = [EBUSY]
        #expect(openingError(device) == .deviceBusy(path: "/dev/video0"))
        // A UVC camera in use by another program fails later, when streaming starts.
        device.ioctlErrors[facenav_VIDIOC_STREAMON()] = [EBUSY]
        let error = openingError(device)
        #expect(error == .deviceBusy(path: "/dev/video0"))
        #expect(error?.description.contains("another program is using the camera") == true)
        expectReleased(device)
    }

    @Test func permissionDeniedSaysToJoinTheVideoGroup() {
        let device = camera()
        device.openErrors = [EACCES]
        let error = openingError(device)
        #expect(error == .permissionDenied(path: "/dev/video0"))
        #expect(error?.description.contains("sudo usermod -aG video $USER") == true)
        #expect(error?.description.contains("log out and in again") == true)
    }

    @Test func aMetadataNodeIsNotACaptureDevice() {
        let device = camera()
        device.capabilities = UInt32(V4L2_CAP_META_CAPTURE) | UInt32(V4L2_CAP_STREAMING)
        #expect(openingError(device) == .notACaptureDevice(path: "/dev/video0", name: "Fake Camera"))
        expectReleased(device)
    }

    @Test func noReadableFormatListsWhatTheCameraOffers() {
        let device = camera()
        device.formats = [.init(pixelFormat: FourCC("H264"), name: "H.264", sizes: [(8, 4, [30])])]
        let error = openingError(device)
        #expect(error == .noSupportedFormat(path: "/dev/video0", name: "Fake Camera", offered: ["H264"]))
        #expect(error?.description.contains("it offers H264") == true)
        expectReleased(device)
    }

    @Test(arguments: [
        FakeV4L2Device.Unplug.pollFails, .pollHangsUp, .dequeueFails(ENODEV), .dequeueFails(EIO),
    ])
    func unpluggedMidStreamEndsWithCameraDisconnected(unplug: FakeV4L2Device.Unplug) throws {
        let device = camera(frames: 5)
        device.unplugAfterFrames = 2
        device.unplug = unplug
        let camera = try V4L2Camera(settings: settings(), system: device)
        #expect(try camera.nextFrame() != nil)
        #expect(try camera.nextFrame() != nil)
        #expect(throws: CameraError.cameraDisconnected(path: "/dev/video0", framesDelivered: 2)) {
            _ = try camera.nextFrame()
        }
        expectReleased(device)
        #expect(try camera.nextFrame() == nil)
    }

    @Test func unpluggedWhileRequeueingDeliversTheFrameThenEnds() throws {
        let device = camera()
        device.ioctlErrors[facenav_VIDIOC_QBUF()] = []
        let camera = try V4L2Camera(settings: settings(), system: device)
        device.ioctlErrors[facenav_VIDIOC_QBUF()] = [ENODEV]
        #expect(try camera.nextFrame()?.index == 0)
        #expect(throws: CameraError.cameraDisconnected(path: "/dev/video0", framesDelivered: 1)) {
            _ = try camera.nextFrame()
        }
        expectReleased(device)
    }

    @Test func signalsInterruptingCallsAreRetried() throws {
        let device = camera()
        device.openErrors = [EINTR]
        device.ioctlErrors[facenav_VIDIOC_QUERYCAP()] = [EINTR]
        device.ioctlErrors[facenav_VIDIOC_S_FMT()] = [EINTR, EINTR]
        device.pollErrors = [EINTR]
        let camera = try V4L2Camera(settings: settings(), system: device)
        device.ioctlErrors[facenav_VIDIOC_DQBUF()] = [EINTR, EAGAIN]
        device.ioctlErrors[facenav_VIDIOC_QBUF()] = [EINTR]
        for index in 0..<3 { #expect(try camera.nextFrame()?.index == index) }
        #expect(device.calls.filter { $0 == "open" }.count == 2)
    }

    @Test func framesWithoutTimestampsAreTimedAtTheRequestedRate() throws {
        let device = camera()
        device.stampsNothing = true
        let camera = try V4L2Camera(settings: CameraSettings(width: 8, height: 4, framesPerSecond: 10), system: device)
        var times: [Double] = []
        for _ in 0..<3 { times.append(try #require(try camera.nextFrame()).time) }
        #expect(times == [0, 0.1, 0.2])
    }

    @Test func damagedBuffersAreSkipped() throws {
        let device = camera()
        device.damagedFrames = [0]
        let camera = try V4L2Camera(settings: settings(), system: device)
        let frame = try #require(try camera.nextFrame())
        #expect(frame.index == 0 && frame.luma.pixels[0] == 50)
    }

    @Test func aSilentCameraTimesOut() throws {
        let device = camera(frames: 1)
        let camera = try V4L2Camera(
            settings: CameraSettings(width: 8, height: 4, frameTimeout: 2), system: device)
        _ = try camera.nextFrame()
        #expect(throws: CameraError.noFrames(path: "/dev/video0", seconds: 2)) { _ = try camera.nextFrame() }
        expectReleased(device)
    }

    @Test func failureWhileMappingReleasesWhatWasTaken() {
        let device = camera()
        device.ioctlErrors[facenav_VIDIOC_QUERYBUF()] = []
        device.maximumBuffers = 3
        device.ioctlErrors[facenav_VIDIOC_QBUF()] = [ENOMEM]
        let error = openingError(device)
        #expect(error == .systemCall(path: "/dev/video0", operation: "VIDIOC_QBUF", code: ENOMEM))
        expectReleased(device)
    }

    @Test func droppingTheCameraReleasesTheDevice() throws {
        let device = camera()
        do {
            let camera = try V4L2Camera(settings: settings(), system: device)
            _ = try camera.nextFrame()
        }
        expectReleased(device)
    }

    @Test func theProbeTellsTheReasonsApartAndLeavesNothingOpen() throws {
        func probe(_ device: FakeV4L2Device) -> CameraError? {
            do {
                try V4L2Camera.probe(path: "/dev/video0", settings: settings(), system: device)
                return nil
            } catch {
                return error
            }
        }
        let missing = camera()
        missing.nodes = []
        #expect(probe(missing) == .noDevice(path: "/dev/video0"))
        let busy = camera()
        busy.openErrorsByNode["/dev/video0"] = EBUSY
        #expect(probe(busy) == .deviceBusy(path: "/dev/video0"))
        let streamingElsewhere = camera()
        streamingElsewhere.ioctlErrors[facenav_VIDIOC_STREAMON()] = [EBUSY]
        #expect(probe(streamingElsewhere) == .deviceBusy(path: "/dev/video0"), "busy at STREAMON, as UVC says it")
        let forbidden = camera()
        forbidden.openErrorsByNode["/dev/video0"] = EACCES
        #expect(probe(forbidden) == .permissionDenied(path: "/dev/video0"))
        let dark = camera(frames: 0)
        #expect(probe(dark) == .noFrames(path: "/dev/video0", seconds: settings().frameTimeout))
        let working = camera()
        #expect(probe(working) == nil)
        for device in [missing, busy, streamingElsewhere, forbidden, dark, working] { expectReleased(device) }
    }

    @Test func aCameraMissingBusyOrForbiddenIsOpenedOnceItIsFree() throws {
        let device = camera()
        device.openErrors = [ENOENT, EBUSY, EACCES]
        var heard: [CameraError] = []
        var waits: [Double] = []
        let opened = try V4L2Camera.openWhenAvailable(
            path: "/dev/video0", settings: settings(), system: device, interval: 0.5, isStopping: { false },
            failed: { heard.append($0) }, pause: { waits.append($0) })
        let camera = try #require(opened)
        #expect(
            heard == [
                .noDevice(path: "/dev/video0"), .deviceBusy(path: "/dev/video0"),
                .permissionDenied(path: "/dev/video0"),
            ])
        #expect(waits == [0.5, 0.5, 0.5])
        #expect(try camera.nextFrame() != nil)
        camera.close()
        expectReleased(device)
    }

    @Test func waitingForTheCameraStopsWhenAskedAndOtherErrorsAreNotWaitedFor() throws {
        let missing = camera()
        missing.nodes = []
        var attempts = 0
        let none = try V4L2Camera.openWhenAvailable(
            path: "/dev/video0", settings: settings(), system: missing, isStopping: { attempts >= 2 },
            failed: { _ in attempts += 1 }, pause: { _ in })
        #expect(none == nil && attempts == 2)
        let metadata = camera()
        metadata.capabilities = UInt32(V4L2_CAP_META_CAPTURE)
        #expect(throws: CameraError.notACaptureDevice(path: "/dev/video0", name: "Fake Camera")) {
            _ = try V4L2Camera.openWhenAvailable(
                path: "/dev/video0", settings: settings(), system: metadata, isStopping: { false },
                failed: { _ in Issue.record("not a camera to wait for") }, pause: { _ in })
        }
        expectReleased(metadata)
    }
}
