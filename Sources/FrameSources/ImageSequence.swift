import Frames

#if canImport(Glibc)
    import Glibc
#endif

/// Frames from numbered PGM or PPM images: a `printf`-style pattern (`frames/frame%04d.pgm`), a folder, or a
/// list of files, played at a fixed frame rate.
///
/// Frame `n` is stamped `n / framesPerSecond`. A pattern is numbered from `startNumber`, or, as in ffmpeg,
/// from the first of 0 to 4 that exists, and ends at the first missing number. A folder gives its `.pgm`,
/// `.ppm` and `.pnm` files in byte order of their names. Each image is read only when its frame is asked for.
public struct ImageSequence: FrameSource {
    /// The image files, in order.
    public let files: [String]
    public let framesPerSecond: Double
    private var nextIndex = 0

    /// The images named in `files`, in that order.
    public init(files: [String], framesPerSecond: Double = 30) {
        precondition(framesPerSecond > 0, "the frame rate must be positive")
        self.files = files
        self.framesPerSecond = framesPerSecond
    }

    /// The images a pattern such as `frame%04d.pgm` names, from `startNumber` to the first missing one.
    public init(pattern: String, startNumber: Int? = nil, framesPerSecond: Double = 30) throws(FrameFileError) {
        guard let (prefix, width, suffix) = Self.split(pattern: pattern) else {
            throw FrameFileError(
                file: pattern,
                message: "not a numbered pattern: use one %d or %0Nd (N at most 18), such as frame%04d.pgm")
        }
        func path(_ number: Int) -> String {
            let digits = String(number)
            return prefix + String(repeating: "0", count: max(0, width - digits.count)) + digits + suffix
        }
        func exists(_ path: String) -> Bool { access(path, F_OK) == 0 }
        let first = startNumber ?? (0...4).first { exists(path($0)) }
        guard let first, exists(path(first)) else {
            throw FrameFileError(file: pattern, message: "no image matches (looked for \(path(startNumber ?? 0)))")
        }
        var files: [String] = []
        var number = first
        while exists(path(number)) {
            files.append(path(number))
            number += 1
        }
        self.init(files: files, framesPerSecond: framesPerSecond)
    }

    /// The `.pgm`, `.ppm` and `.pnm` files in `folder`, sorted by name.
    public init(folder: String, framesPerSecond: Double = 30) throws(FrameFileError) {
        guard let directory = opendir(folder) else {
            throw FrameFileError(file: folder, message: "cannot open the folder: \(String(cString: strerror(errno)))")
        }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) {
                String(cString: $0.bindMemory(to: CChar.self).baseAddress!)
            }
            let lower = name.lowercased()
            if lower.hasSuffix(".pgm") || lower.hasSuffix(".ppm") || lower.hasSuffix(".pnm") { names.append(name) }
        }
        guard !names.isEmpty else {
            throw FrameFileError(file: folder, message: "no .pgm, .ppm or .pnm images in the folder")
        }
        let base = folder.hasSuffix("/") ? folder : folder + "/"
        self.init(
            files: names.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }.map { base + $0 },
            framesPerSecond: framesPerSecond)
    }

    /// The next image as a frame, or nil after the last.
    public mutating func nextFrame() throws(FrameFileError) -> Frame? {
        guard nextIndex < files.count else { return nil }
        let index = nextIndex
        let image: PortableImage
        do {
            image = try PortableImage(contentsOf: files[index])
        } catch {
            nextIndex = files.count
            throw FrameFileError(file: error.file, frame: index, message: "is unreadable: \(error.message)")
        }
        nextIndex += 1
        return image.frame(time: Double(index) / framesPerSecond, index: index)
    }

    /// The widest number a pattern may ask for (`%018d`).
    public static let maximumWidth = 18

    /// Splits `frame%04d.pgm` into ("frame", 4, ".pgm"); `%%` stands for `%`.
    static func split(pattern: String) -> (prefix: String, width: Int, suffix: String)? {
        var prefix = ""
        var characters = pattern[...]
        while let character = characters.first {
            characters = characters.dropFirst()
            guard character == "%" else {
                prefix.append(character)
                continue
            }
            if characters.first == "%" {
                prefix.append("%")
                characters = characters.dropFirst()
                continue
            }
            let digits = characters.prefix { $0.isASCII && $0.isNumber }
            characters = characters.dropFirst(digits.count)
            guard characters.first == "d" else { return nil }
            characters = characters.dropFirst()
            var suffix = ""
            while let next = characters.first {
                characters = characters.dropFirst()
                if next == "%" {
                    guard characters.first == "%" else { return nil }
                    characters = characters.dropFirst()
                }
                suffix.append(next)
            }
            // A width past 18 digits numbers no real file and would pad each name with that many zeros.
            guard digits.count <= 2, let width = Int(digits.isEmpty ? "0" : digits), width <= maximumWidth else {
                return nil
            }
            return (prefix, width, suffix)
        }
        return nil
    }
}
