import CV4L2
import Frames

#if canImport(Glibc)
    import Glibc
#endif

/// Frames from a V4L2 webcam, through libv4l2 so that MJPEG-only cameras are converted for us.
///
/// Opening queries the device, chooses a format FaceNav reads (the camera's own YUYV, YUV 4:2:0 or GREY
/// first, else one libv4l2 converts to) at the size nearest the requested one, then streams through
/// memory-mapped buffers: each `nextFrame()` polls, dequeues a filled buffer, copies it into a `Frame` and
/// queues the buffer again. Times are the driver's timestamps, from the first frame (frame counts at the
/// requested rate when the driver leaves them zero).
///
/// Every failure is a `CameraError` with a message for the user; an unplugged camera ends the stream with
/// `.cameraDisconnected`, after which `nextFrame()` returns nil. `close()` (or deinit) stops streaming,
/// unmaps the buffers and closes the device.
public final class V4L2Camera: FrameSource {
    /// The format being streamed.
    public struct Format: Hashable, Sendable {
        public var pixelFormat: FourCC
        public var width: Int
        public var height: Int
        /// Bytes from one row to the next in the buffer (the first plane's, for planar formats).
        public var bytesPerLine: Int
        public var imageSize: Int
    }

    public let path: String
    /// The device's name, driver, bus and formats, as found when opening.
    public let info: CameraInfo
    public let format: Format

    private let device: V4L2Device
    private let settings: CameraSettings
    private var buffers: [UnsafeMutableRawBufferPointer] = []
    private var streaming = false
    private var isOpen = true
    private var framesDelivered = 0
    private var firstTimestamp: Double?
    private var pendingError: CameraError?

    /// The formats FaceNav converts, best first.
    static let readableFormats: [FourCC] = [.yuyv, .yuv420, .grey]

    /// Opens the camera at `path` and starts streaming.
    public init(
        path: String = "/dev/video0", settings: CameraSettings = CameraSettings(),
        system: any V4L2System = LiveV4L2System()
    ) throws(CameraError) {
        self.path = path
        self.settings = settings
        let device = try V4L2Device.open(path, system: system)
        self.device = device
        do throws(CameraError) {
            (info, format) = try Self.prepare(device, settings: settings)
        } catch {
            device.close()
            throw error
        }
        do throws(CameraError) {
            try startStreaming()
        } catch {
            cleanUp()
            throw error
        }
    }

    /// Checks the device captures video, chooses and sets a format and asks for the frame rate.
    private static func prepare(_ device: V4L2Device, settings: CameraSettings) throws(CameraError) -> (
        CameraInfo, Format
    ) {
        let path = device.path
        let capabilities = try device.capabilities()
        guard capabilities.canCapture else {
            throw CameraError.notACaptureDevice(path: path, name: capabilities.name)
        }
        let formats = try device.formats()
        let info = CameraInfo(
            path: path, name: capabilities.name, driver: capabilities.driver, busInfo: capabilities.busInfo,
            canCapture: true, formats: formats)
        guard let chosen = choose(from: formats) else {
            throw CameraError.noSupportedFormat(
                path: path, name: capabilities.name, offered: formats.map(\.pixelFormat.description))
        }
        let format = try setFormat(chosen, settings: settings, device: device, name: capabilities.name)
        setRate(settings.framesPerSecond, device: device)
        return (info, format)
    }

    deinit { cleanUp() }

    /// Stops streaming and releases the device; further `nextFrame()` calls return nil.
    public func close() { cleanUp() }

    /// Chooses the camera's own readable format, else one libv4l2 converts to.
    static func choose(from formats: [CameraFormatInfo]) -> CameraFormatInfo? {
        for converted in [false, true] {
            for wanted in readableFormats {
                if let format = formats.first(where: { $0.pixelFormat == wanted && $0.isConverted == converted }) {
                    return format
                }
            }
        }
        return nil
    }

    /// The offered size nearest `width` x `height` in area (the smaller on a tie).
    static func nearestSize(in sizes: CameraFrameSizes, width: Int, height: Int) -> (width: Int, height: Int) {
        switch sizes {
        case .discrete(let offered) where !offered.isEmpty:
            let best = offered.min { a, b in
                let da = abs(a.width * a.height - width * height)
                let db = abs(b.width * b.height - width * height)
                return da != db ? da < db : a.width * a.height < b.width * b.height
            }!
            return (best.width, best.height)
        case .range(let minimum, let maximum, let stepWidth, let stepHeight):
            func fit(_ value: Int, _ low: Int, _ high: Int, _ step: Int) -> Int {
                let clamped = min(max(value, low), high)
                return low + (clamped - low) / step * step
            }
            return (
                fit(width, minimum.width, maximum.width, stepWidth),
                fit(height, minimum.height, maximum.height, stepHeight)
            )
        default:
            return (width, height)
        }
    }

    private static func setFormat(
        _ chosen: CameraFormatInfo, settings: CameraSettings, device: V4L2Device, name: String
    ) throws(CameraError) -> Format {
        let size = nearestSize(in: chosen.sizes, width: settings.width, height: settings.height)
        var request = v4l2_format()
        request.type = V4L2Device.captureType
        request.fmt.pix.width = UInt32(size.width)
        request.fmt.pix.height = UInt32(size.height)
        request.fmt.pix.pixelformat = chosen.pixelFormat.code
        request.fmt.pix.field = V4L2_FIELD_ANY.rawValue
        try device.setUp(facenav_VIDIOC_S_FMT(), &request, "VIDIOC_S_FMT")
        let pix = request.fmt.pix
        let given = FourCC(pix.pixelformat)
        guard readableFormats.contains(given), pix.width > 0, pix.height > 0 else {
            throw CameraError.noSupportedFormat(path: device.path, name: name, offered: [given.description])
        }
        let width = Int(pix.width)
        let height = Int(pix.height)
        let minimumLine = given == .yuyv ? 2 * width : width
        let bytesPerLine = max(Int(pix.bytesperline), minimumLine)
        return Format(
            pixelFormat: given, width: width, height: height, bytesPerLine: bytesPerLine,
            imageSize: Int(pix.sizeimage))
    }

    /// Asks for a frame rate; a camera that cannot change it keeps its own, which is no reason to fail.
    private static func setRate(_ framesPerSecond: Int?, device: V4L2Device) {
        guard let framesPerSecond, framesPerSecond > 0 else { return }
        var parameters = v4l2_streamparm()
        parameters.type = V4L2Device.captureType
        parameters.parm.capture.timeperframe = v4l2_fract(numerator: 1, denominator: UInt32(framesPerSecond))
        try? device.control(facenav_VIDIOC_S_PARM(), &parameters)
    }

    private func startStreaming() throws(CameraError) {
        var request = v4l2_requestbuffers()
        request.count = UInt32(max(2, settings.bufferCount))
        request.type = V4L2Device.captureType
        request.memory = V4L2_MEMORY_MMAP.rawValue
        try device.setUp(facenav_VIDIOC_REQBUFS(), &request, "VIDIOC_REQBUFS")
        guard request.count >= 2 else {
            throw CameraError.systemCall(path: path, operation: "VIDIOC_REQBUFS (fewer than 2 buffers)", code: ENOMEM)
        }
        for index in 0..<Int(request.count) {
            var buffer = Self.mappedBuffer(index: index)
            try device.setUp(facenav_VIDIOC_QUERYBUF(), &buffer, "VIDIOC_QUERYBUF")
            let length = Int(buffer.length)
            do {
                let address = try device.system.mmap(device.descriptor, length: length, offset: Int(buffer.m.offset))
                buffers.append(UnsafeMutableRawBufferPointer(start: address, count: length))
            } catch {
                throw CameraError.settingUp(path, "mmap", error)
            }
        }
        for index in buffers.indices {
            var buffer = Self.mappedBuffer(index: index)
            try device.setUp(facenav_VIDIOC_QBUF(), &buffer, "VIDIOC_QBUF")
        }
        var type = Int32(V4L2Device.captureType)
        try device.setUp(facenav_VIDIOC_STREAMON(), &type, "VIDIOC_STREAMON")
        streaming = true
    }

    private func cleanUp() {
        guard isOpen else { return }
        isOpen = false
        if streaming {
            var type = Int32(V4L2Device.captureType)
            try? device.control(facenav_VIDIOC_STREAMOFF(), &type)
            streaming = false
        }
        for buffer in buffers { device.system.munmap(buffer.baseAddress!, length: buffer.count) }
        buffers = []
        device.close()
    }

    /// Ends the stream because the camera went away.
    private func disconnected() -> CameraError {
        cleanUp()
        return .cameraDisconnected(path: path, framesDelivered: framesDelivered)
    }

    private static func isUnplugged(_ error: SystemError) -> Bool { error.code == ENODEV || error.code == EIO }

    /// The next frame; nil once the stream has ended.
    public func nextFrame() throws(CameraError) -> Frame? {
        if let pendingError {
            self.pendingError = nil
            cleanUp()
            throw pendingError
        }
        guard isOpen else { return nil }
        let timeout = Int32(max(1, min(settings.frameTimeout * 1000, Double(Int32.max))))
        while true {
            let events: Int16
            do {
                events = try device.system.poll(device.descriptor, events: Int16(POLLIN), timeoutMilliseconds: timeout)
            } catch {
                if error.code == EINTR { continue }
                if Self.isUnplugged(error) { throw disconnected() }
                cleanUp()
                throw CameraError.systemCall(path: path, operation: "poll", code: error.code)
            }
            if events == 0 {
                cleanUp()
                throw CameraError.noFrames(path: path, seconds: settings.frameTimeout)
            }
            if events & Int16(POLLERR | POLLHUP | POLLNVAL) != 0 { throw disconnected() }
            var buffer = Self.mappedBuffer(index: 0)
            do {
                try device.control(facenav_VIDIOC_DQBUF(), &buffer)
            } catch {
                if error.code == EAGAIN { continue }
                if Self.isUnplugged(error) { throw disconnected() }
                cleanUp()
                throw CameraError.systemCall(path: path, operation: "VIDIOC_DQBUF", code: error.code)
            }
            let index = Int(buffer.index)
            guard index < buffers.count else {
                cleanUp()
                throw CameraError.systemCall(path: path, operation: "VIDIOC_DQBUF (bad buffer index)", code: EINVAL)
            }
            let damaged = buffer.flags & UInt32(V4L2_BUF_FLAG_ERROR) != 0
            let frame =
                damaged ? nil : makeFrame(from: buffers[index], byteCount: Int(buffer.bytesused), buffer.timestamp)
            do {
                try device.control(facenav_VIDIOC_QBUF(), &buffer)
            } catch {
                let failure =
                    Self.isUnplugged(error)
                    ? CameraError.cameraDisconnected(
                        path: path, framesDelivered: framesDelivered + (frame == nil ? 0 : 1))
                    : CameraError.systemCall(path: path, operation: "VIDIOC_QBUF", code: error.code)
                guard frame != nil else {
                    cleanUp()
                    throw failure
                }
                pendingError = failure
            }
            if let frame {
                framesDelivered += 1
                return frame
            }
        }
    }

    /// Copies a filled buffer into a frame; nil when it holds less than a whole picture.
    private func makeFrame(from memory: UnsafeMutableRawBufferPointer, byteCount: Int, _ stamp: timeval) -> Frame? {
        let width = format.width
        let height = format.height
        let line = format.bytesPerLine
        let bytes = UnsafeRawBufferPointer(rebasing: memory[0..<min(byteCount, memory.count)])
        let time: Double
        if stamp.tv_sec == 0 && stamp.tv_usec == 0 {
            // A driver that stamps nothing: count frames at the rate asked for, or 30 per second.
            time = Double(framesDelivered) / Double(settings.framesPerSecond ?? 30)
        } else {
            let seconds = Double(stamp.tv_sec) + Double(stamp.tv_usec) / 1_000_000
            let first = firstTimestamp ?? seconds
            firstTimestamp = first
            time = seconds - first
        }
        switch format.pixelFormat {
        case .yuyv:
            guard bytes.count >= line * (height - 1) + 2 * width else { return nil }
            let chromaWidth = (width + 1) / 2
            var luma = [UInt8](repeating: 0, count: width * height)
            var cb = [UInt8](repeating: 0, count: chromaWidth * height)
            var cr = [UInt8](repeating: 0, count: chromaWidth * height)
            for y in 0..<height {
                let row = y * line
                for x in 0..<width { luma[y * width + x] = bytes[row + 2 * x] }
                for x in 0..<(width / 2) {
                    cb[y * chromaWidth + x] = bytes[row + 4 * x + 1]
                    cr[y * chromaWidth + x] = bytes[row + 4 * x + 3]
                }
            }
            return Frame(
                time: time, index: framesDelivered, luma: GrayImage(width: width, height: height, pixels: luma),
                chroma: Frame.Chroma(
                    cb: GrayImage(width: chromaWidth, height: height, pixels: cb),
                    cr: GrayImage(width: chromaWidth, height: height, pixels: cr)))
        case .yuv420:
            let chromaWidth = (width + 1) / 2
            let chromaHeight = (height + 1) / 2
            let chromaLine = max(line / 2, chromaWidth)
            let lumaSize = line * height
            let chromaSize = chromaLine * chromaHeight
            guard bytes.count >= lumaSize + 2 * chromaSize else { return nil }
            let luma = Self.plane(bytes, start: 0, line: line, width: width, height: height)
            let cb = Self.plane(bytes, start: lumaSize, line: chromaLine, width: chromaWidth, height: chromaHeight)
            let cr = Self.plane(
                bytes, start: lumaSize + chromaSize, line: chromaLine, width: chromaWidth, height: chromaHeight)
            return Frame(time: time, index: framesDelivered, luma: luma, chroma: Frame.Chroma(cb: cb, cr: cr))
        default:
            guard bytes.count >= line * height else { return nil }
            return Frame(
                time: time, index: framesDelivered,
                luma: Self.plane(bytes, start: 0, line: line, width: width, height: height))
        }
    }

    /// A `width` x `height` plane stored `line` bytes per row from `start`.
    private static func plane(_ bytes: UnsafeRawBufferPointer, start: Int, line: Int, width: Int, height: Int)
        -> GrayImage
    {
        var pixels = [UInt8](repeating: 0, count: width * height)
        pixels.withUnsafeMutableBytes { destination in
            for y in 0..<height {
                let source = UnsafeRawBufferPointer(rebasing: bytes[(start + y * line)..<(start + y * line + width)])
                UnsafeMutableRawBufferPointer(rebasing: destination[(y * width)..<((y + 1) * width)])
                    .copyMemory(from: source)
            }
        }
        return GrayImage(width: width, height: height, pixels: pixels)
    }

    /// A capture buffer of memory-mapped streaming, as QUERYBUF, QBUF and DQBUF take it.
    private static func mappedBuffer(index: Int) -> v4l2_buffer {
        var buffer = v4l2_buffer()
        buffer.index = UInt32(index)
        buffer.type = V4L2Device.captureType
        buffer.memory = V4L2_MEMORY_MMAP.rawValue
        return buffer
    }
}
