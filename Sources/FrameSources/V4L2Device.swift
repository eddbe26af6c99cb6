import CV4L2

#if canImport(Glibc)
    import Glibc
#endif

/// An open V4L2 device node: `ioctl` retried on `EINTR`, and the queries shared by `V4L2Camera` and
/// `facenav devices` (capabilities, formats, sizes, rates).
struct V4L2Device {
    let system: any V4L2System
    let path: String
    let descriptor: Int32

    /// Opens `path`, turning `errno` into the `CameraError` a user can act on.
    static func open(_ path: String, system: any V4L2System) throws(CameraError) -> V4L2Device {
        while true {
            do {
                return V4L2Device(system: system, path: path, descriptor: try system.open(path))
            } catch {
                if error.code == EINTR { continue }
                throw CameraError.opening(path, error)
            }
        }
    }

    func close() { system.close(descriptor) }

    /// One `ioctl` on `value`, retried while interrupted by a signal.
    func control<Value>(_ request: UInt, _ value: inout Value) throws(SystemError) {
        while true {
            do {
                try withUnsafeMutableBytes(of: &value) { bytes in
                    Result { () throws(SystemError) in try system.ioctl(descriptor, request, bytes.baseAddress!) }
                }.get()
                return
            } catch {
                if error.code != EINTR { throw error }
            }
        }
    }

    /// `control`, with a failure turned into a set-up `CameraError` naming `operation`.
    func setUp<Value>(_ request: UInt, _ value: inout Value, _ operation: String) throws(CameraError) {
        do {
            try control(request, &value)
        } catch {
            throw CameraError.settingUp(path, operation, error)
        }
    }

    static let captureType = V4L2_BUF_TYPE_VIDEO_CAPTURE.rawValue

    /// The device's name, driver and bus, and whether it can capture and stream video.
    func capabilities() throws(CameraError) -> (name: String, driver: String, busInfo: String, canCapture: Bool) {
        var capability = v4l2_capability()
        try setUp(facenav_VIDIOC_QUERYCAP(), &capability, "VIDIOC_QUERYCAP")
        let caps =
            capability.capabilities & UInt32(V4L2_CAP_DEVICE_CAPS) != 0
            ? capability.device_caps : capability.capabilities
        let needed = UInt32(V4L2_CAP_VIDEO_CAPTURE) | UInt32(V4L2_CAP_STREAMING)
        return (
            Self.text(capability.card), Self.text(capability.driver), Self.text(capability.bus_info),
            caps & needed == needed
        )
    }

    /// Every format, with its sizes and their rates.
    func formats() throws(CameraError) -> [CameraFormatInfo] {
        var formats: [CameraFormatInfo] = []
        for index in 0..<64 {
            var description = v4l2_fmtdesc()
            description.index = UInt32(index)
            description.type = Self.captureType
            do {
                try control(facenav_VIDIOC_ENUM_FMT(), &description)
            } catch {
                if error.code == EINVAL { break }
                throw CameraError.settingUp(path, "VIDIOC_ENUM_FMT", error)
            }
            let format = FourCC(description.pixelformat)
            formats.append(
                CameraFormatInfo(
                    pixelFormat: format, name: Self.text(description.description),
                    isConverted: description.flags & UInt32(V4L2_FMT_FLAG_EMULATED) != 0,
                    sizes: try sizes(of: format)))
        }
        return formats
    }

    func sizes(of format: FourCC) throws(CameraError) -> CameraFrameSizes {
        var sizes: [CameraFrameSize] = []
        for index in 0..<256 {
            var size = v4l2_frmsizeenum()
            size.index = UInt32(index)
            size.pixel_format = format.code
            do {
                try control(facenav_VIDIOC_ENUM_FRAMESIZES(), &size)
            } catch {
                if error.code == EINVAL || error.code == ENOTTY { break }
                throw CameraError.settingUp(path, "VIDIOC_ENUM_FRAMESIZES", error)
            }
            if size.type == V4L2_FRMSIZE_TYPE_DISCRETE.rawValue {
                let (width, height) = (Int(size.discrete.width), Int(size.discrete.height))
                sizes.append(
                    CameraFrameSize(
                        width: width, height: height, rates: try rates(of: format, width: width, height: height)))
            } else {
                let step = size.stepwise
                let minimum = CameraFrameSize(width: Int(step.min_width), height: Int(step.min_height))
                let maximum = CameraFrameSize(width: Int(step.max_width), height: Int(step.max_height))
                return .range(
                    minimum: minimum, maximum: maximum, stepWidth: max(1, Int(step.step_width)),
                    stepHeight: max(1, Int(step.step_height)))
            }
        }
        return sizes.isEmpty ? .unknown : .discrete(sizes)
    }

    func rates(of format: FourCC, width: Int, height: Int) throws(CameraError) -> CameraFrameRates {
        var rates: [Double] = []
        for index in 0..<64 {
            var interval = v4l2_frmivalenum()
            interval.index = UInt32(index)
            interval.pixel_format = format.code
            interval.width = UInt32(width)
            interval.height = UInt32(height)
            do {
                try control(facenav_VIDIOC_ENUM_FRAMEINTERVALS(), &interval)
            } catch {
                if error.code == EINVAL || error.code == ENOTTY { break }
                throw CameraError.settingUp(path, "VIDIOC_ENUM_FRAMEINTERVALS", error)
            }
            if interval.type == V4L2_FRMIVAL_TYPE_DISCRETE.rawValue {
                if let rate = Self.rate(interval.discrete) { rates.append(rate) }
            } else {
                // A longest interval is the slowest rate.
                guard let fastest = Self.rate(interval.stepwise.min), let slowest = Self.rate(interval.stepwise.max)
                else { break }
                return .range(minimum: slowest, maximum: fastest)
            }
        }
        return rates.isEmpty ? .unknown : .discrete(rates)
    }

    /// Frames per second of a frame interval (seconds per frame as a fraction).
    static func rate(_ interval: v4l2_fract) -> Double? {
        interval.numerator == 0 || interval.denominator == 0
            ? nil : Double(interval.denominator) / Double(interval.numerator)
    }

    /// A NUL-terminated C string stored in a fixed-size array field.
    static func text<Field>(_ field: Field) -> String {
        withUnsafeBytes(of: field) { bytes in String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self) }
    }
}
