/// The grey image dlib's landmark predictor sees when it is given a colour image.
extension GrayImage {
    /// dlib's intensity of each pixel of an RGB image (3 bytes a pixel, row after row): the plain average
    /// `(r + g + b) / 3` rounded down, as dlib's `assign_pixel(unsigned char&, rgb_pixel)` computes it.
    ///
    /// Not BT.601 luma (a camera's Y plane). Feed this image to `ShapePredictor` to reproduce what dlib
    /// (and its Python binding, given an RGB array) predicts for a colour picture.
    public init(dlibIntensityOfRGB rgb: [UInt8], width: Int, height: Int) {
        precondition(width >= 0 && height >= 0 && rgb.count == 3 * width * height, "RGB bytes do not fill the image")
        let count = width * height
        let pixels = [UInt8](unsafeUninitializedCapacity: count) { gray, initialised in
            rgb.withUnsafeBufferPointer { source in
                for i in 0..<count {
                    let sum = UInt32(source[3 * i]) + UInt32(source[3 * i + 1]) + UInt32(source[3 * i + 2])
                    gray[i] = UInt8(sum / 3)
                }
            }
            initialised = count
        }
        self.init(width: width, height: height, pixels: pixels)
    }
}
