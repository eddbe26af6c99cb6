import CV4L2
import FrameSources

#if canImport(Glibc)
    import Glibc
#endif

/// A V4L2 camera in memory, behind the `V4L2System` seam: it answers the capability, format, size and rate
/// queries, hands out memory-mapped buffers, plays back frames, and injects any failure a real camera gives.
///
/// Used from one thread at a time (a test); `@unchecked Sendable` so a `CameraCheck` closure can hold it.
public final class FakeV4L2Device: V4L2System, @unchecked Sendable {
    public struct Format {
        public var pixelFormat: FourCC
        public var name: String
        public var isConverted = false
        /// Sizes with their rates in frames per second.
        public var sizes: [(width: Int, height: Int, rates: [Int])]

        public init(
            pixelFormat: FourCC, name: String, isConverted: Bool = false,
            sizes: [(width: Int, height: Int, rates: [Int])]
        ) {
            self.pixelFormat = pixelFormat
            self.name = name
            self.isConverted = isConverted
            self.sizes = sizes
        }
    }

    /// How the camera disappears once `unplugAfterFrames` frames were dequeued.
    public enum Unplug: Sendable {
        /// `poll` fails with ENODEV.
        case pollFails
        /// `poll` reports POLLERR | POLLHUP.
        case pollHangsUp
        /// `poll` says readable and `VIDIOC_DQBUF` fails with the code (ENODEV or EIO).
        case dequeueFails(Int32)
    }

    public var nodes = ["/dev/video0"]
    public var card = "Fake Camera"
    public var driver = "uvcvideo"
    public var busInfo = "usb-0000:00:14.0-1"
    public var capabilities = UInt32(V4L2_CAP_VIDEO_CAPTURE) | UInt32(V4L2_CAP_STREAMING)
    /// Capabilities per node, overriding `capabilities`.
    public var capabilitiesByNode: [String: UInt32] = [:]
    public var formats: [Format] = [
        Format(pixelFormat: .yuyv, name: "YUYV 4:2:2", sizes: [(4, 2, [30, 15]), (8, 4, [30])])
    ]
    /// Raw buffers to play back, in order.
    public var frames: [[UInt8]] = []
    /// Seconds of the first frame's timestamp; frames follow every `1 / framesPerSecond`.
    public var firstTimestamp = 1000.25
    public var framesPerSecond = 30.0
    /// Leaves every timestamp zero, as some drivers do.
    public var stampsNothing = false
    public var maximumBuffers = 8
    public var unplugAfterFrames: Int?
    public var unplug = Unplug.pollFails
    /// Errors the next calls of `open` return, one per call, before it succeeds.
    public var openErrors: [Int32] = []
    /// Errors for a node, on every `open`.
    public var openErrorsByNode: [String: Int32] = [:]
    /// Errors the next calls of an ioctl request return, one per call, before it succeeds.
    public var ioctlErrors: [UInt: [Int32]] = [:]
    /// Errors the next calls of `poll` return, one per call.
    public var pollErrors: [Int32] = []
    /// Buffer indices whose next fill is flagged V4L2_BUF_FLAG_ERROR.
    public var damagedFrames: Set<Int> = []

    // What the camera code did.
    public private(set) var openDescriptors: Set<Int32> = []
    public private(set) var mappedBuffers: [UnsafeMutableRawPointer: Int] = [:]
    public private(set) var streaming = false
    public private(set) var chosenFormat: (pixelFormat: FourCC, width: Int, height: Int)?
    public private(set) var requestedRate: Int?
    public private(set) var calls: [String] = []

    private var nextDescriptor: Int32 = 40
    private var nodeOfDescriptor: [Int32: String] = [:]
    private var bufferLength = 0
    private var bufferCount = 0
    private var queued: [Int] = []
    private var memoryOfBuffer: [Int: UnsafeMutableRawPointer] = [:]
    private var framesDequeued = 0

    public init() {}

    deinit {
        for (address, _) in mappedBuffers { address.deallocate() }
    }

    public var unplugged: Bool { unplugAfterFrames.map { framesDequeued >= $0 } ?? false }

    public func deviceNodes() -> [String] { nodes }

    public func open(_ path: String) throws(SystemError) -> Int32 {
        calls.append("open")
        if !openErrors.isEmpty { throw SystemError(openErrors.removeFirst()) }
        if let code = openErrorsByNode[path] { throw SystemError(code) }
        guard nodes.contains(path) else { throw SystemError(ENOENT) }
        nextDescriptor += 1
        openDescriptors.insert(nextDescriptor)
        nodeOfDescriptor[nextDescriptor] = path
        return nextDescriptor
    }

    public func close(_ descriptor: Int32) {
        calls.append("close")
        openDescriptors.remove(descriptor)
    }

    public func mmap(_ descriptor: Int32, length: Int, offset: Int) throws(SystemError) -> UnsafeMutableRawPointer {
        let index = offset / 4096
        guard openDescriptors.contains(descriptor), index < bufferCount, length == bufferLength else {
            throw SystemError(EINVAL)
        }
        let memory = UnsafeMutableRawPointer.allocate(byteCount: length, alignment: 16)
        memory.initializeMemory(as: UInt8.self, repeating: 0, count: length)
        mappedBuffers[memory] = length
        memoryOfBuffer[index] = memory
        return memory
    }

    public func munmap(_ address: UnsafeMutableRawPointer, length: Int) {
        precondition(mappedBuffers[address] == length, "munmap of memory not mapped")
        mappedBuffers[address] = nil
        address.deallocate()
    }

    public func poll(_ descriptor: Int32, events: Int16, timeoutMilliseconds: Int32) throws(SystemError) -> Int16 {
        calls.append("poll")
        if !pollErrors.isEmpty { throw SystemError(pollErrors.removeFirst()) }
        if unplugged {
            switch unplug {
            case .pollFails: throw SystemError(ENODEV)
            case .pollHangsUp: return Int16(POLLERR | POLLHUP)
            case .dequeueFails: return Int16(POLLIN)
            }
        }
        guard streaming, framesDequeued < frames.count, !queued.isEmpty else { return 0 }
        return Int16(POLLIN)
    }

    public func ioctl(_ descriptor: Int32, _ request: UInt, _ argument: UnsafeMutableRawPointer) throws(SystemError) {
        guard openDescriptors.contains(descriptor) else { throw SystemError(EBADF) }
        if var errors = ioctlErrors[request], !errors.isEmpty {
            let code = errors.removeFirst()
            ioctlErrors[request] = errors
            throw SystemError(code)
        }
        switch request {
        case facenav_VIDIOC_QUERYCAP():
            let capability = argument.assumingMemoryBound(to: v4l2_capability.self)
            let caps = capabilitiesByNode[nodeOfDescriptor[descriptor]!] ?? capabilities
            capability.pointee.capabilities = caps | UInt32(V4L2_CAP_DEVICE_CAPS)
            capability.pointee.device_caps = caps
            Self.setText(&capability.pointee.card, card)
            Self.setText(&capability.pointee.driver, driver)
            Self.setText(&capability.pointee.bus_info, busInfo)
        case facenav_VIDIOC_ENUM_FMT():
            let description = argument.assumingMemoryBound(to: v4l2_fmtdesc.self)
            let index = Int(description.pointee.index)
            guard index < formats.count else { throw SystemError(EINVAL) }
            description.pointee.pixelformat = formats[index].pixelFormat.code
            description.pointee.flags = formats[index].isConverted ? UInt32(V4L2_FMT_FLAG_EMULATED) : 0
            Self.setText(&description.pointee.description, formats[index].name)
        case facenav_VIDIOC_ENUM_FRAMESIZES():
            let size = argument.assumingMemoryBound(to: v4l2_frmsizeenum.self)
            guard let format = format(size.pointee.pixel_format), Int(size.pointee.index) < format.sizes.count else {
                throw SystemError(EINVAL)
            }
            let offered = format.sizes[Int(size.pointee.index)]
            size.pointee.type = V4L2_FRMSIZE_TYPE_DISCRETE.rawValue
            size.pointee.discrete = v4l2_frmsize_discrete(width: UInt32(offered.width), height: UInt32(offered.height))
        case facenav_VIDIOC_ENUM_FRAMEINTERVALS():
            let interval = argument.assumingMemoryBound(to: v4l2_frmivalenum.self)
            guard let format = format(interval.pointee.pixel_format),
                let size = format.sizes.first(where: {
                    $0.width == Int(interval.pointee.width) && $0.height == Int(interval.pointee.height)
                }),
                Int(interval.pointee.index) < size.rates.count
            else { throw SystemError(EINVAL) }
            interval.pointee.type = V4L2_FRMIVAL_TYPE_DISCRETE.rawValue
            interval.pointee.discrete = v4l2_fract(
                numerator: 1, denominator: UInt32(size.rates[Int(interval.pointee.index)]))
        case facenav_VIDIOC_S_FMT():
            let request = argument.assumingMemoryBound(to: v4l2_format.self)
            let wanted = request.pointee.fmt.pix
            let format = format(wanted.pixelformat) ?? formats[0]
            let size =
                format.sizes.first { $0.width == Int(wanted.width) && $0.height == Int(wanted.height) }
                ?? format.sizes[0]
            let perLine = format.pixelFormat == .yuyv ? 2 * size.width : size.width
            let imageSize =
                format.pixelFormat == .yuv420
                ? size.width * size.height + 2 * ((size.width + 1) / 2) * ((size.height + 1) / 2)
                : perLine * size.height
            request.pointee.fmt.pix.pixelformat = format.pixelFormat.code
            request.pointee.fmt.pix.width = UInt32(size.width)
            request.pointee.fmt.pix.height = UInt32(size.height)
            request.pointee.fmt.pix.bytesperline = UInt32(perLine)
            request.pointee.fmt.pix.sizeimage = UInt32(imageSize)
            chosenFormat = (format.pixelFormat, size.width, size.height)
            bufferLength = imageSize
        case facenav_VIDIOC_S_PARM():
            let parameters = argument.assumingMemoryBound(to: v4l2_streamparm.self)
            requestedRate = Int(parameters.pointee.parm.capture.timeperframe.denominator)
        case facenav_VIDIOC_REQBUFS():
            let request = argument.assumingMemoryBound(to: v4l2_requestbuffers.self)
            request.pointee.count = min(request.pointee.count, UInt32(maximumBuffers))
            bufferCount = Int(request.pointee.count)
        case facenav_VIDIOC_QUERYBUF():
            let buffer = argument.assumingMemoryBound(to: v4l2_buffer.self)
            guard Int(buffer.pointee.index) < bufferCount else { throw SystemError(EINVAL) }
            buffer.pointee.length = UInt32(bufferLength)
            buffer.pointee.m.offset = buffer.pointee.index * 4096
        case facenav_VIDIOC_QBUF():
            let index = Int(argument.assumingMemoryBound(to: v4l2_buffer.self).pointee.index)
            guard index < bufferCount, memoryOfBuffer[index] != nil, !queued.contains(index) else {
                throw SystemError(EINVAL)
            }
            queued.append(index)
        case facenav_VIDIOC_DQBUF():
            if unplugged, case .dequeueFails(let code) = unplug { throw SystemError(code) }
            guard streaming else { throw SystemError(EINVAL) }
            guard framesDequeued < frames.count, !queued.isEmpty else { throw SystemError(EAGAIN) }
            let index = queued.removeFirst()
            let frame = frames[framesDequeued]
            let memory = memoryOfBuffer[index]!
            frame.withUnsafeBytes {
                memory.copyMemory(from: $0.baseAddress!, byteCount: min(frame.count, bufferLength))
            }
            let buffer = argument.assumingMemoryBound(to: v4l2_buffer.self)
            buffer.pointee.index = UInt32(index)
            buffer.pointee.bytesused = UInt32(min(frame.count, bufferLength))
            buffer.pointee.flags = damagedFrames.contains(framesDequeued) ? UInt32(V4L2_BUF_FLAG_ERROR) : 0
            let time = stampsNothing ? 0 : firstTimestamp + Double(framesDequeued) / framesPerSecond
            let seconds = time.rounded(.down)
            buffer.pointee.timestamp = timeval(tv_sec: Int(seconds), tv_usec: Int(((time - seconds) * 1e6).rounded()))
            framesDequeued += 1
        case facenav_VIDIOC_STREAMON():
            calls.append("STREAMON")
            streaming = true
        case facenav_VIDIOC_STREAMOFF():
            calls.append("STREAMOFF")
            streaming = false
            queued = []
        default:
            throw SystemError(ENOTTY)
        }
    }

    private func format(_ code: UInt32) -> Format? { formats.first { $0.pixelFormat.code == code } }

    private static func setText<Field>(_ field: inout Field, _ text: String) {
        withUnsafeMutableBytes(of: &field) { bytes in
            bytes.initializeMemory(as: UInt8.self, repeating: 0)
            for (offset, byte) in text.utf8.prefix(bytes.count - 1).enumerated() { bytes[offset] = byte }
        }
    }
}
