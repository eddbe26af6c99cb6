import Foundation

@testable import FaceTracking

/// An eye model that counts its runs, passing each crop on to a real one.
final class CountingEyeModel: EyeContourModel, @unchecked Sendable {
    let model: any EyeContourModel
    private let lock = NSLock()
    private var count = 0

    init(_ model: any EyeContourModel) {
        self.model = model
    }

    var cropSide: Int { model.cropSide }

    /// The runs so far.
    var runs: Int { lock.withLock { count } }

    func contour(in crop: EyeCrop) -> EyeContour? {
        lock.withLock { count += 1 }
        return model.contour(in: crop)
    }
}
