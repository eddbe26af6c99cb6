import CJpeg

/// JPEG files through libjpeg-turbo: encode a ``RasterImage`` to bytes and decode bytes back.
///
/// libjpeg's own error handling ends the process; the `CJpeg` shim turns every libjpeg error and warning
/// into a return code, so a damaged file is a thrown ``ImageFileError``, never a crash.
public enum JPEG {
    /// The largest picture ``decode(_:name:)`` accepts, in pixels (8192 x 8192, 200 MB as RGB): a file
    /// of a few bytes can claim any size, and must not make FaceNav ask for gigabytes.
    public static let maximumPixels = 8192 * 8192

    /// The JPEG bytes of `image` at `quality` (1 to 100; 90 keeps text on a document legible).
    public static func encode(_ image: RasterImage, quality: Int = 90) throws(ImageFileError) -> [UInt8] {
        var output: UnsafeMutablePointer<UInt8>?
        var size: UInt = 0
        var message = [CChar](repeating: 0, count: 256)
        let status = image.samples.withUnsafeBufferPointer { samples in
            facenav_jpeg_encode(
                samples.baseAddress, Int32(image.width), Int32(image.height), Int32(image.layout.rawValue),
                Int32(max(1, min(100, quality))), &output, &size, &message, message.count)
        }
        guard status == 0, let output else {
            throw ImageFileError(path: "(JPEG)", message: "cannot encode: \(text(of: message))")
        }
        defer { free(output) }
        return Array(UnsafeBufferPointer(start: output, count: Int(size)))
    }

    /// The picture in `bytes`, grey or RGB as the file is; `name` is where the bytes came from, for errors.
    public static func decode(_ bytes: [UInt8], name: String) throws(ImageFileError) -> RasterImage {
        guard bytes.count >= 2, bytes[0] == 0xFF, bytes[1] == 0xD8 else {
            throw ImageFileError(path: name, message: "not a JPEG file (it does not start with FF D8)")
        }
        var pixels: UnsafeMutablePointer<UInt8>?
        var width: Int32 = 0
        var height: Int32 = 0
        var components: Int32 = 0
        var message = [CChar](repeating: 0, count: 256)
        let status = bytes.withUnsafeBufferPointer { data in
            facenav_jpeg_decode(
                data.baseAddress, UInt(data.count), maximumPixels, &pixels, &width, &height, &components,
                &message, message.count)
        }
        guard status == 0, let pixels else {
            throw ImageFileError(path: name, message: "damaged JPEG: \(text(of: message))")
        }
        defer { free(pixels) }
        let layout: RasterImage.Layout = components == 1 ? .grey : .rgb
        let count = Int(width) * Int(height) * layout.rawValue
        guard
            let image = RasterImage(
                width: Int(width), height: Int(height), layout: layout,
                samples: Array(UnsafeBufferPointer(start: pixels, count: count)))
        else {
            throw ImageFileError(path: name, message: "damaged JPEG: an empty picture")
        }
        return image
    }

    /// The picture in the JPEG file at `path`.
    public static func read(_ path: String) throws(ImageFileError) -> RasterImage {
        try decode(FileBytes.read(path), name: path)
    }

    /// Encodes `image` and writes it to `path` atomically (see ``AtomicFile``); never replaces a file.
    public static func write(_ image: RasterImage, to path: String, quality: Int = 90) throws(ImageFileError) {
        let bytes: [UInt8]
        do {
            bytes = try encode(image, quality: quality)
        } catch {
            throw ImageFileError(path: path, message: error.message)
        }
        try AtomicFile.write(bytes, to: path, replacing: false)
    }

    /// The text of a NUL-terminated C buffer.
    private static func text(of buffer: [CChar]) -> String {
        String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
