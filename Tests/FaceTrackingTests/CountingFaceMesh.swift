import Foundation

@testable import FaceTracking

/// A face mesh that counts its fits, passing each on to a real one or returning a fixed mesh.
final class CountingFaceMesh: FaceMeshReader, @unchecked Sendable {
    let model: (any FaceMeshReader)?
    let fixed: FaceMesh?
    private let lock = NSLock()
    private var count = 0

    init(_ model: any FaceMeshReader) {
        (self.model, fixed) = (model, nil)
    }

    init(fixed: FaceMesh) {
        (model, self.fixed) = (nil, fixed)
    }

    /// The fits so far.
    var runs: Int { lock.withLock { count } }

    func mesh(in frame: Frame, landmarks: [PixelPoint]) -> FaceMesh? {
        lock.withLock { count += 1 }
        return fixed ?? model?.mesh(in: frame, landmarks: landmarks)
    }
}
