/// Finds faces in a whole image or a region of it.
///
/// The cascade detector implements it; the tracker takes any, so tests can give it a scripted one.
public protocol FaceDetector {
    /// The faces found inside `region` (the whole image when nil), largest first.
    func detectFaces(in image: GrayImage, region: FaceBox?) -> [FaceBox]
}
