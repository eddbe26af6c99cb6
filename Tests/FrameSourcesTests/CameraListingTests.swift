import CV4L2
import FaceNavTestSupport
import Testing

@testable import FrameSources

#if canImport(Glibc)
    import Glibc
#endif

@Suite struct CameraListingTests {
    @Test func listsEachCameraWithItsFormatsSizesAndRates() {
        let device = FakeV4L2Device()
        device.nodes = ["/dev/video0", "/dev/video1", "/dev/video2"]
        device.capabilitiesByNode["/dev/video1"] = UInt32(V4L2_CAP_META_CAPTURE)
        device.openErrorsByNode["/dev/video2"] = EACCES
        device.formats = [
            .init(pixelFormat: .yuyv, name: "YUYV 4:2:2", sizes: [(640, 480, [30, 15]), (1280, 720, [10])]),
            .init(pixelFormat: .mjpeg, name: "Motion-JPEG", sizes: [(1280, 720, [30])]),
            .init(pixelFormat: .yuv420, name: "Planar YUV 4:2:0", isConverted: true, sizes: [(1280, 720, [])]),
        ]
        #expect(
            V4L2Camera.listing(system: device) == """
                /dev/video0: Fake Camera (uvcvideo, usb-0000:00:14.0-1)
                  YUYV  YUYV 4:2:2
                    640x480 at 30, 15 fps
                    1280x720 at 10 fps
                  MJPG  Motion-JPEG (not read by FaceNav)
                    1280x720 at 30 fps
                  YU12  Planar YUV 4:2:0 (converted by libv4l2)
                    1280x720
                /dev/video1: Fake Camera (uvcvideo, usb-0000:00:14.0-1): not a video capture device
                /dev/video2: permission denied opening /dev/video2: join the video group with `sudo usermod -aG video $USER`, then log out and in again

                """)
        #expect(device.openDescriptors.isEmpty)
    }

    @Test func noCameraIsOneLine() {
        let device = FakeV4L2Device()
        device.nodes = []
        #expect(V4L2Camera.listing(system: device) == "No cameras found (no /dev/video* device).\n")
    }

    @Test func rangesOfSizesAndRatesAreShownAsRanges() {
        let info = CameraInfo(
            path: "/dev/video0", name: "Cam", driver: "d", busInfo: "b", canCapture: true,
            formats: [
                CameraFormatInfo(
                    pixelFormat: .grey, name: "Greyscale", isConverted: false,
                    sizes: .range(
                        minimum: CameraFrameSize(width: 16, height: 16),
                        maximum: CameraFrameSize(width: 1920, height: 1080), stepWidth: 16, stepHeight: 8)),
                CameraFormatInfo(
                    pixelFormat: .yuyv, name: "YUYV", isConverted: false,
                    sizes: .discrete([
                        CameraFrameSize(width: 640, height: 480, rates: .range(minimum: 7.5, maximum: 29.97))
                    ])),
                CameraFormatInfo(pixelFormat: .yuv420, name: "YU12", isConverted: false, sizes: .unknown),
            ])
        #expect(
            V4L2Camera.listing(of: info) == [
                "/dev/video0: Cam (d, b)",
                "  GREY  Greyscale",
                "    16x16 to 1920x1080 in steps of 16x8",
                "  YUYV  YUYV",
                "    640x480 at 7.5 to 29.97 fps",
                "  YU12  YU12",
                "    sizes not listed by the driver",
            ])
    }

    @Test func fourCCsReadAsTheirCharacters() {
        #expect(FourCC.yuyv.description == "YUYV" && FourCC("YU12") == .yuv420)
        #expect(FourCC(facenav_V4L2_PIX_FMT_YUYV) == .yuyv && FourCC(facenav_V4L2_PIX_FMT_YUV420) == .yuv420)
        #expect(FourCC(facenav_V4L2_PIX_FMT_MJPEG) == .mjpeg && FourCC(facenav_V4L2_PIX_FMT_GREY) == .grey)
        #expect(FourCC(0x0102_0304).description == "0x1020304")
    }

    @Test func theLiveSystemFindsNoCameraInAnEmptyFolder() {
        #expect(LiveV4L2System(deviceFolder: "/nonexistent").deviceNodes().isEmpty)
        #expect(V4L2Camera.listing(system: LiveV4L2System(deviceFolder: "/nonexistent")).hasPrefix("No cameras"))
    }

    @Test func theLiveSystemReportsAMissingDevice() {
        #expect(throws: CameraError.noDevice(path: "/nonexistent/video0")) {
            _ = try V4L2Camera(path: "/nonexistent/video0")
        }
    }
}
