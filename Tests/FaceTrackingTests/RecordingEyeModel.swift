import Foundation

@testable import FaceTracking

/// An eye model that keeps the centre of every crop it is given and reads every eye half open.
final class RecordingEyeModel: EyeContourModel, @unchecked Sendable {
    private let lock = NSLock()
    private var centres: [PixelPoint] = []

    var cropSide: Int { 64 }

    /// The crops' centres so far, in frame pixels.
    var crops: [PixelPoint] { lock.withLock { centres } }

    func contour(in crop: EyeCrop) -> EyeContour? {
        lock.withLock { centres.append(crop.center) }
        let lower = (0..<9).map { PixelPoint(x: 16 + 4 * Double($0), y: 34) }
        let upper = (1..<8).map { PixelPoint(x: 16 + 4 * Double($0), y: 30) }
        return EyeContour(points: lower + upper)
    }
}
