/// `facenav devices`: the cameras present and what each offers, as text.
extension V4L2Camera {
    /// Queries the device at `path` without streaming from it.
    public static func describe(path: String, system: any V4L2System = LiveV4L2System()) throws(CameraError)
        -> CameraInfo
    {
        let device = try V4L2Device.open(path, system: system)
        defer { device.close() }
        let capabilities = try device.capabilities()
        let formats = capabilities.canCapture ? try device.formats() : []
        return CameraInfo(
            path: path, name: capabilities.name, driver: capabilities.driver, busInfo: capabilities.busInfo,
            canCapture: capabilities.canCapture, formats: formats)
    }

    /// Every device node with its formats, sizes and rates, one line each; one line when there is none.
    public static func listing(system: any V4L2System = LiveV4L2System()) -> String {
        let nodes = system.deviceNodes()
        guard !nodes.isEmpty else { return "No cameras found (no /dev/video* device).\n" }
        var lines: [String] = []
        for path in nodes {
            do {
                lines += listing(of: try describe(path: path, system: system))
            } catch {
                lines.append("\(path): \(error)")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The lines for one device.
    public static func listing(of info: CameraInfo) -> [String] {
        let header = "\(info.path): \(info.name) (\(info.driver), \(info.busInfo))"
        guard info.canCapture else { return [header + ": not a video capture device"] }
        var lines = [header]
        if info.formats.isEmpty { lines.append("  no formats offered") }
        for format in info.formats {
            let readable = readableFormats.contains(format.pixelFormat) ? "" : ", not read by FaceNav"
            let converted =
                format.isConverted
                ? " (converted by libv4l2\(readable))" : readable.isEmpty ? "" : " (not read by FaceNav)"
            lines.append("  \(format.pixelFormat)  \(format.name)\(converted)")
            switch format.sizes {
            case .discrete(let sizes):
                for size in sizes { lines.append("    \(size.width)x\(size.height)\(text(size.rates))") }
            case .range(let minimum, let maximum, let stepWidth, let stepHeight):
                lines.append(
                    "    \(minimum.width)x\(minimum.height) to \(maximum.width)x\(maximum.height) "
                        + "in steps of \(stepWidth)x\(stepHeight)")
            case .unknown:
                lines.append("    sizes not listed by the driver")
            }
        }
        return lines
    }

    private static func text(_ rates: CameraFrameRates) -> String {
        switch rates {
        case .discrete(let values): return " at " + values.map(number).joined(separator: ", ") + " fps"
        case .range(let minimum, let maximum): return " at \(number(minimum)) to \(number(maximum)) fps"
        case .unknown: return ""
        }
    }

    /// 30, 29.97, 7.5: at most two decimals, none when whole.
    static func number(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}
