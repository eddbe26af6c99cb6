import FaceNavCore
import Foundation

/// Finds a head tilted past the frontal cascades' reach (about 15°) by searching the frame turned level:
/// one turn per search, alternating between `rolls`, on the frame shrunk by `shrink`, with one cascade.
///
/// The frontal cascades find faces rolled up to about 15°; a head tilted 25° (the wink set's
/// 2007_007763-309, with glasses) is found by none of them upright and by Haar in the frame turned 20°
/// level. Searching every turn with every cascade at full size cost a frame with no face 4.6 times an
/// upright search; one turn of the shrunk frame with Haar alone costs a fraction of one, and a tilted face
/// missed by one turn is found by the next search's. A face found turned must pass `check`. Pure: the
/// caller says which search this is.
public struct TurnedFaceSearch: Sendable {
    /// The cascade that searches the turned frame, with sizes in the full frame's pixels.
    public var detector: CascadeDetector
    /// What a face found turned must pass; nil takes every face.
    public var check: LevelledFaceCheck?
    /// The turns (radians) searched, one per search, in order.
    public var rolls: [Double]
    /// How many times smaller the turned frame is than the frame (1: the same size).
    public var shrink: Int
    /// Which whole-frame searches that find nothing upright also search turned: every one for 2 s after a
    /// face was last seen (a face just lost, most likely tilted away, not an empty room; the tracker counts
    /// its start as a face seen, so the first searches turn too), else one in four, so a face that comes into
    /// view tilted is found.
    public var cadence: SearchCadence

    /// The turns the live app and `facenav track` search: 20° each way, so with the cascades' own tolerance
    /// heads tilted about 5–35° are found.
    public static let tiltedHeadRolls = [20 * Double.pi / 180, -20 * Double.pi / 180]

    public init(
        detector: CascadeDetector, check: LevelledFaceCheck? = nil, rolls: [Double] = tiltedHeadRolls,
        shrink: Int = 2, cadence: SearchCadence = SearchCadence(recentFace: 2, idleEvery: 4)
    ) {
        precondition(!rolls.isEmpty, "a turned search needs at least one turn")
        self.detector = detector
        self.check = check
        self.rolls = rolls
        self.shrink = max(1, shrink)
        self.cadence = cadence
    }

    /// The turn the `search`th search (counting from 0) looks at.
    public func roll(forSearch search: Int) -> Double {
        rolls[((search % rolls.count) + rolls.count) % rolls.count]
    }

    /// The faces (those `check` accepts) found in the whole of `image` turned by `roll(forSearch:)`, each as
    /// an upright box of the size found around the centre it maps back to, clipped to the image; largest
    /// first.
    ///
    /// - Complexity: a bilinear copy of a square `shrink` times smaller than the image's longer side, and one
    ///   cascade scan of it.
    public func faces(in image: GrayImage, search: Int) -> [PixelRect] {
        let side = max(image.width, image.height)
        var small = detector
        small.minSize = max(1, detector.minSize / shrink)
        small.maxSize = detector.maxSize.map { max(1, $0 / shrink) }
        var faces = Self.faces(
            of: small, in: image, centre: (Double(image.width) / 2, Double(image.height) / 2), side: side,
            roll: roll(forSearch: search), shrink: shrink)
        if let check { faces = faces.filter { check.accepts($0, in: image) } }
        return faces
    }

    /// The faces `widths` wide in `region` turned by `roll` (the followed face's own tilt), unchecked and
    /// with one neighbour, at full size: the confirmation of a tilted face already followed.
    public func faces(in image: GrayImage, region: PixelRect, widths: ClosedRange<Int>, roll: Double) -> [PixelRect] {
        guard var limited = detector.limited(to: widths) else { return [] }
        limited.minNeighbors = min(limited.minNeighbors, 1)
        return Self.faces(
            of: limited, in: image, centre: region.centre, side: max(region.width, region.height), roll: roll,
            shrink: 1)
    }

    /// The faces `detector` finds in the `side`-pixel square of `image` about `centre` turned by `roll`,
    /// searched `shrink` times smaller, mapped back to `image` as upright boxes clipped to it; largest first.
    static func faces(
        of detector: CascadeDetector, in image: GrayImage, centre: (x: Double, y: Double), side: Int, roll: Double,
        shrink: Int
    ) -> [PixelRect] {
        let small = side / shrink
        guard small > 0 else { return [] }
        let level = image.turnedSquare(about: centre, side: small, roll: roll, step: Double(shrink))
        let (c, s, half) = (cos(roll), sin(roll), Double(small) / 2)
        let scale = Double(shrink)
        return detector.detectFaces(in: level).compactMap { found in
            let width = Double(found.width) * scale
            let height = Double(found.height) * scale
            let dx = (found.centre.x - half) * scale
            let dy = (found.centre.y - half) * scale
            let x = centre.x + c * dx - s * dy - width / 2
            let y = centre.y + s * dx + c * dy - height / 2
            let left = max(Int(x.rounded()), 0)
            let top = max(Int(y.rounded()), 0)
            let right = min(Int((x + width).rounded()), image.width)
            let bottom = min(Int((y + height).rounded()), image.height)
            guard right > left, bottom > top else { return nil }
            return PixelRect(x: left, y: top, width: right - left, height: bottom - top)
        }
    }
}
