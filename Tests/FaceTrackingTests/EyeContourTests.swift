import Foundation
import Testing

@testable import FaceTracking

/// `EyeContour`: the model's outline in, the lid opening out.
@Suite struct EyeContourTests {
    /// An almond-shaped eye 40 pixels wide from (12, 32), lids `gap` apart at the middle, turned `angle`.
    static func eye(gap: Double, angle: Double = 0) -> EyeContour {
        let lower = (1...7).map { k -> PixelPoint in
            let s = Double(k) / 8
            return PixelPoint(x: 12 + 40 * s, y: 32 + gap / 2 * sin(.pi * s))
        }
        let upper = (1...7).map { k -> PixelPoint in
            let s = Double(k) / 8
            return PixelPoint(x: 12 + 40 * s, y: 32 - gap / 2 * sin(.pi * s))
        }
        let points = [PixelPoint(x: 12, y: 32)] + lower + [PixelPoint(x: 52, y: 32)] + upper
        let (c, s) = (cos(angle), sin(angle))
        return EyeContour(
            points: points.map { p in
                PixelPoint(x: 32 + c * (p.x - 32) - s * (p.y - 32), y: 32 + s * (p.x - 32) + c * (p.y - 32))
            })
    }

    @Test func theOpeningIsTheMiddleGapOverTheWidth() {
        // Over the middle half, sin(pi s) averages about 0.9 (the samples between the points are linear).
        let opening = Self.eye(gap: 10).lidOpening
        #expect(opening > 0.2 && opening < 0.25, "\(opening)")
        #expect(Self.eye(gap: 0).lidOpening == 0)
        #expect(abs(Self.eye(gap: 5).lidOpening - opening / 2) < 1e-9)
    }

    @Test func turningTheEyeChangesNothing() {
        let level = Self.eye(gap: 10).lidOpening
        let turned = Self.eye(gap: 10, angle: 0.5).lidOpening
        #expect(abs(level - turned) < 1e-9)
    }

    @Test func lidsDrawnCrossedReadAsShut() {
        var crossed = Self.eye(gap: 10)
        crossed.points =
            [crossed.points[0]] + Array(crossed.points[9...15]) + [crossed.points[8]]
            + Array(crossed.points[1...7])
        #expect(crossed.lidOpening == 0)
    }

    @Test func theModelsOutputIsReadAsTriplesAndBadOutputIsRefused() {
        var values = [Float](repeating: 0, count: EyeContour.modelValueCount)
        for k in 0..<71 {
            values[3 * k] = Float(k)
            values[3 * k + 1] = Float(100 + k)
            values[3 * k + 2] = -1
        }
        let contour = EyeContour(modelOutput: values)
        #expect(contour?.points.count == 16)
        #expect(contour?.points[15] == PixelPoint(x: 15, y: 115))
        #expect(EyeContour(modelOutput: Array(values.prefix(20))) == nil)
        values[4] = .nan
        #expect(EyeContour(modelOutput: values) == nil)
    }
}
