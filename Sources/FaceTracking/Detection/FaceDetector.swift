import FaceNavCore

/// Finds faces in a whole image or a region of it.
///
/// The cascade detector implements it; the tracker takes any, so tests can give it a scripted one.
public protocol FaceDetector {
    /// The faces found inside `region` (the whole image when nil), largest first.
    func detectFaces(in image: GrayImage, region: PixelRect?) -> [PixelRect]

    /// The faces inside `region` whose width is within `widths` (pixels), largest first: the check that a
    /// followed face of known size is still there, which need not look at faces of any other size.
    func detectFaces(in image: GrayImage, region: PixelRect, widths: ClosedRange<Int>) -> [PixelRect]
}

extension FaceDetector {
    /// Searches the region for faces of any size; a detector that can skip sizes does better.
    public func detectFaces(in image: GrayImage, region: PixelRect, widths: ClosedRange<Int>) -> [PixelRect] {
        detectFaces(in: image, region: region)
    }
}
