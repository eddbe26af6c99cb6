/// Fits MediaPipe's face mesh to a face whose 68 dlib points are known.
///
/// The live one is `FaceMeshModel`; tests may substitute a double. Nil when the model cannot run; the tracker
/// then places the eyes' crops by the 68 points alone.
public protocol FaceMeshReader: Sendable {
    func mesh(in frame: Frame, landmarks: [PixelPoint]) -> FaceMesh?
}

extension FaceMeshModel: FaceMeshReader {}
