import Foundation

@testable import FaceTracking

/// An eye model that reads the lid openings of `openings` in turn, one a crop, round and round, whatever
/// the crop shows, and keeps every crop's centre and pixel step (frame pixels a crop pixel).
final class CyclingEyeModel: EyeContourModel, @unchecked Sendable {
    let openings: [Double]
    private let lock = NSLock()
    private var seen: [(center: PixelPoint, step: Double)] = []

    init(_ openings: [Double]) {
        self.openings = openings
    }

    var cropSide: Int { 64 }

    /// The crops read so far, in order.
    var crops: [(center: PixelPoint, step: Double)] { lock.withLock { seen } }

    func contour(in crop: EyeCrop) -> EyeContour? {
        let opening = lock.withLock {
            seen.append((crop.center, hypot(crop.xAxis.dx, crop.xAxis.dy)))
            return openings[(seen.count - 1) % openings.count]
        }
        let lower = (0..<9).map { PixelPoint(x: 16 + 4 * Double($0), y: 34) }
        let upper = (1..<8).map { PixelPoint(x: 16 + 4 * Double($0), y: 34 - opening * 32) }
        return EyeContour(points: lower + upper)
    }
}
