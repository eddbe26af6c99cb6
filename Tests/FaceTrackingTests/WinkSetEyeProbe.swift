import FaceNavCore
import Foundation
import FrameSources
import Testing

@testable import FaceTracking

/// A diagnostic, not a check: reads every frame's eyes of the wink set's clips with the iris model under
/// several ways of cutting the eye's crop, and writes each reading beside the frame's labels, so the crops
/// can be compared by how well their readings part shut eyes from open ones. Runs only when WINK_PROBE names
/// the output file; WINK_SET_PART (`tune` or `heldout`) and WINK_SET_ONLY pick the clips, WINK_PROBE_DUMP
/// (`clip#frame,…`) writes those frames' crops, with the model's outline, as PPM files beside the output,
/// and their 68 landmarks as `OUTPUT.CLIP-FRAME.landmarks` (x and y, a point a line).
/// After the reading, each row gives where the crop was placed (the eye's corner midpoint, then landmarks 27,
/// 30, 0, 16 and the eye's brow middle, x and y each) and the lids' `darkness`, so a crop's drift or a
/// pixel cue can be checked offline (`scripts/wink-probe-replay.py` replays the rules on any variant).
@Suite struct WinkSetEyeProbe {
    static let output = ProcessInfo.processInfo.environment["WINK_PROBE"]
    static let dump = Set(
        (ProcessInfo.processInfo.environment["WINK_PROBE_DUMP"] ?? "").split(separator: ",").map(String.init))

    /// One way of cutting an eye's crop from the 68 landmarks.
    struct Variant: Sendable {
        let name: String
        let crop: @Sendable (Frame, [PixelPoint], Int) -> EyeCrop
    }

    static func mean(_ points: ArraySlice<PixelPoint>) -> PixelPoint {
        PixelPoint(
            x: points.reduce(0) { $0 + $1.x } / Double(points.count),
            y: points.reduce(0) { $0 + $1.y } / Double(points.count))
    }

    static func corners(_ l: [PixelPoint], _ side: Int) -> (PixelPoint, PixelPoint) {
        side == 0 ? (l[36], l[39]) : (l[42], l[45])
    }

    /// Centre: the corners' midpoint or the six points' mean; axis: the eye's own or the line between the
    /// eyes; extent: widths of the eye or of the inter-ocular distance.
    static func variant(
        _ name: String, centroid: Bool, interocularAxis: Bool, scale: Double, ofInterocular: Bool,
        flipped: Bool = false
    ) -> Variant {
        Variant(name: name) { frame, l, side in
            let (a, b) = corners(l, side)
            let eye = l[(36 + 6 * side)..<(42 + 6 * side)]
            let center = centroid ? mean(eye) : PixelPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
            let leftEye = mean(l[36..<42])
            let rightEye = mean(l[42..<48])
            let iod = hypot(rightEye.x - leftEye.x, rightEye.y - leftEye.y)
            var dx = b.x - a.x
            var dy = b.y - a.y
            if interocularAxis {
                dx = rightEye.x - leftEye.x
                dy = rightEye.y - leftEye.y
            }
            let length = max(hypot(dx, dy), 1e-6)
            let width = hypot(b.x - a.x, b.y - a.y)
            return EyeCrop(
                frame: frame, center: center, direction: (dx / length, dy / length),
                extent: ofInterocular ? iod * scale : width * scale, mirrored: (side == 1) != flipped)
        }
    }

    /// The line from the left eye's centre to the right's (points 36-41 and 42-47): its x and y and its length
    /// (at least 1e-6).
    static func interocular(_ l: [PixelPoint]) -> (dx: Double, dy: Double, length: Double) {
        let leftEye = mean(l[36..<42])
        let rightEye = mean(l[42..<48])
        let dx = rightEye.x - leftEye.x
        let dy = rightEye.y - leftEye.y
        return (dx, dy, max(hypot(dx, dy), 1e-6))
    }

    /// The app's crop (`EyeCrop(frame:landmarks:eye:)`) with its centre moved `shift` inter-ocular distances
    /// along the crop's y axis (down in the picture for a level face).
    static func shifted(_ name: String, by shift: Double) -> Variant {
        Variant(name: name) { frame, l, side in
            let (dx, dy, iod) = interocular(l)
            let (a, b) = corners(l, side)
            let centre = PixelPoint(
                x: (a.x + b.x) / 2 - dy / iod * shift * iod, y: (a.y + b.y) / 2 + dx / iod * shift * iod)
            return EyeCrop(
                frame: frame, center: centre, direction: (dx / iod, dy / iod), extent: iod * 1.05, mirrored: side == 1)
        }
    }

    static let variants: [Variant] = [
        variant("corners", centroid: false, interocularAxis: false, scale: 2.3, ofInterocular: false),
        variant("centroid", centroid: true, interocularAxis: false, scale: 2.3, ofInterocular: false),
        variant("iod", centroid: false, interocularAxis: true, scale: 1.05, ofInterocular: true),
        variant("iod-centroid", centroid: true, interocularAxis: true, scale: 1.05, ofInterocular: true),
        variant("iod-centroid-0.9", centroid: true, interocularAxis: true, scale: 0.9, ofInterocular: true),
        variant("iod-centroid-1.2", centroid: true, interocularAxis: true, scale: 1.2, ofInterocular: true),
        // The "iod" crop as the other eye: the left eye mirrored, the right one not.
        variant("iod-flip", centroid: false, interocularAxis: true, scale: 1.05, ofInterocular: true, flipped: true),
        variant(
            "corners-flip", centroid: false, interocularAxis: false, scale: 2.3, ofInterocular: false, flipped: true),
        variant("iod-1.3", centroid: false, interocularAxis: true, scale: 1.3, ofInterocular: true),
        variant("iod-0.85", centroid: false, interocularAxis: true, scale: 0.85, ofInterocular: true),
        // The "iod" crop moved up or down (across the line between the eyes) by 0.1 or 0.15 inter-ocular
        // distances: where the eye would be read had dlib's points slid off it (issue 19, branch winks22).
        shifted("iod-up", by: -0.1), shifted("iod-down", by: 0.1),
        shifted("iod-up-15", by: -0.15), shifted("iod-down-15", by: 0.15),
        // The "iod" crop with its luma stretched (2nd to 98th percentile to 0.05-0.95): tried for light ramps,
        // not kept (tune part, ungated: mean AUC 0.951 -> 0.954, end to end 73 -> 68 winks, 4 -> 8 false).
        Variant(name: "iod-norm") { frame, l, side in
            var crop = EyeCrop(frame: frame, landmarks: l, eye: side)
            let n = crop.side * crop.side
            var luma = [Float](repeating: 0, count: n)
            for i in 0..<n {
                let r: Float = crop.pixels[3 * i]
                let g: Float = crop.pixels[3 * i + 1]
                let b: Float = crop.pixels[3 * i + 2]
                luma[i] = (r + g + b) / 3
            }
            luma.sort()
            let lo = luma[n / 50]
            let hi = luma[n - 1 - n / 50]
            let span = max(hi - lo, 1e-3)
            crop.pixels = crop.pixels.map { (v: Float) -> Float in
                let stretched: Float = 0.05 + 0.9 * (v - lo) / span
                return max(0, min(1, stretched))
            }
            return crop
        },
    ]
    /// Only the variants so named (PROBE_VARIANTS=iod,iod-norm), or all.
    static let chosen = ProcessInfo.processInfo.environment["PROBE_VARIANTS"].map {
        $0.split(separator: ",").map(String.init)
    }

    @Test(.enabled(if: output != nil)) func probe() throws {
        let output = try #require(Self.output)
        let clips = try #require(WinkSet.pickedClips())
        let parts = try WinkSet.TrackerParts()
        let model = parts.model
        var rows = [
            "clip frame size condition kind left right found yaw iod variant side lid gap width cx cy x27 y27 x30 y30 x0 y0 x16 y16 xbrow ybrow darkness irisdark profile irisr irisat linedark"
        ]
        for clip in clips {
            var tracker = parts.landmarkTracker()
            var anchors = [FaceAnchor(), FaceAnchor()]
            try WinkSet.eachFrame(of: clip, tracker: &tracker) { labelled, _ in
                let (m, label, index) = (labelled.measurement, labelled.label, labelled.index)
                let head =
                    "\(clip.name) \(index) \(clip.size) \(clip.condition) \(clip.kind) \(label.left.rawValue) \(label.right.rawValue)"
                guard let l = labelled.landmarks else {
                    rows.append("\(head) 0 0 0 - - - - -")
                    return
                }
                let iod = hypot(
                    Self.mean(l[42..<48]).x - Self.mean(l[36..<42]).x, Self.mean(l[42..<48]).y - Self.mean(l[36..<42]).y
                )
                if Self.dump.contains("\(clip.name)#\(index)") {
                    let text = l.map { String(format: "%.2f %.2f", $0.x, $0.y) }.joined(separator: "\n")
                    try (text + "\n").write(
                        toFile: "\(output).\(clip.name)-\(index).landmarks", atomically: true, encoding: .utf8)
                }
                let anchored = (0..<2).map { anchors[$0].centre(l, side: $0) }
                for variant in Self.variants + Self.anchoredVariants(anchored)
                where Self.chosen.map({ $0.contains(variant.name) }) ?? true {
                    for side in 0..<2 {
                        let crop = variant.crop(labelled.frame, l, side)
                        guard let outputs = model.outputs(in: crop), let contour = EyeContour(modelOutput: outputs[0])
                        else { continue }
                        let iris = Self.iris(outputs)
                        let p = contour.points
                        let width = hypot(p[8].x - p[0].x, p[8].y - p[0].y)
                        let gap = contour.lidOpening * width
                        rows.append(
                            "\(head) 1 \(String(format: "%.1f %.2f", m.yaw * 180 / .pi, iod)) \(variant.name) \(side) \(String(format: "%.4f %.3f %.3f", contour.lidOpening, gap, width)) \(Self.placement(l, side)) \(String(format: "%.4f", Self.darkness(crop, contour))) \(Self.irisCues(crop, contour, iris))"
                        )
                        if Self.dump.contains("\(clip.name)#\(index)") {
                            try Self.write(
                                crop, contour, iris: iris,
                                to: "\(output).\(clip.name)-\(index)-\(variant.name)-\(side).ppm")
                        }
                    }
                }
            }
        }
        try (rows.joined(separator: "\n") + "\n").write(toFile: output, atomically: true, encoding: .utf8)
    }

    /// Where an eye's corner midpoint lies in a face frame (origin landmark 27, the x axis and unit from
    /// landmark 0 to 16), remembered over the last `window` frames: the median of those places, turned back
    /// into the frame, is a crop centre that a lid closing cannot drag along.
    struct FaceAnchor {
        var window = 90
        var places: [(u: Double, v: Double)] = []

        mutating func centre(_ l: [PixelPoint], side: Int) -> (anchored: PixelPoint, own: PixelPoint) {
            let (a, b) = WinkSetEyeProbe.corners(l, side)
            let own = PixelPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
            let jx = l[16].x - l[0].x
            let jy = l[16].y - l[0].y
            let j2 = max(jx * jx + jy * jy, 1e-6)
            let dx = own.x - l[27].x
            let dy = own.y - l[27].y
            places.append(((dx * jx + dy * jy) / j2, (-dx * jy + dy * jx) / j2))
            if places.count > window { places.removeFirst() }
            let u = places.map(\.u).sorted()[places.count / 2]
            let v = places.map(\.v).sorted()[places.count / 2]
            let anchored = PixelPoint(x: l[27].x + u * jx - v * jy, y: l[27].y + u * jy + v * jx)
            return (anchored, own)
        }
    }

    /// The "iod" crop centred at the eye's anchored place (`FaceAnchor`): always ("anchor"), or only where
    /// the eye's own centre lies more than 0.1 inter-ocular distances from it ("anchor-far"). Tried for
    /// issue 19 (branch winks19) on eyes whose points slide off a painted lid, not kept: on the tune part,
    /// ungated and replayed, 83 winks, 0 false for "iod"; 85, 3 false for "anchor" (all three on
    /// 2007_007763-158-nowink-80-blur); 83, 0 for "anchor-far".
    static func anchoredVariants(_ centres: [(anchored: PixelPoint, own: PixelPoint)]) -> [Variant] {
        [("anchor", 0.0), ("anchor-far", 0.1)].map { name, tolerance in
            Variant(name: name) { frame, l, side in
                let (dx, dy, iod) = interocular(l)
                let (anchored, own) = centres[side]
                let far = hypot(anchored.x - own.x, anchored.y - own.y) > tolerance * iod
                return EyeCrop(
                    frame: frame, center: far ? anchored : own, direction: (dx / iod, dy / iod), extent: iod * 1.05,
                    mirrored: side == 1)
            }
        }
    }

    /// The eye's corner midpoint and the landmarks it could be placed by instead (27 and 30 on the nose,
    /// 0 and 16 at the jaw's ends, the brow's middle 19 or 24), x and y each.
    static func placement(_ l: [PixelPoint], _ side: Int) -> String {
        let (a, b) = corners(l, side)
        let points = [
            PixelPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2), l[27], l[30], l[0], l[16], l[side == 0 ? 19 : 24],
        ]
        return points.map { String(format: "%.2f %.2f", $0.x, $0.y) }.joined(separator: " ")
    }

    /// The mean luma between the model's lids over the eye's middle half, over the mean luma of the skin
    /// bands just above the upper lid and below the lower one: under 1 where a dark iris and lashes show
    /// between the lids, about 1 where the lids enclose skin.
    static func darkness(_ crop: EyeCrop, _ contour: EyeContour) -> Double {
        let p = contour.points
        let (first, second) = (p[0], p[8])
        let dx = second.x - first.x
        let dy = second.y - first.y
        let width2 = dx * dx + dy * dy
        guard width2 > 1e-6 else { return 1 }
        func local(_ q: PixelPoint) -> (along: Double, across: Double) {
            let x = q.x - first.x
            let y = q.y - first.y
            return ((x * dx + y * dy) / width2, (-x * dy + y * dx) / width2)
        }
        let lower = ([first] + p[1...7] + [second]).map(local)
        let upper = ([first] + p[9...15] + [second]).map(local)
        var inside = (0.0, 0)
        var band = (0.0, 0)
        for row in 0..<crop.side {
            for column in 0..<crop.side {
                let (along, across) = local(PixelPoint(x: Double(column) + 0.5, y: Double(row) + 0.5))
                guard along >= 0.25, along <= 0.75 else { continue }
                let top = EyeContour.interpolate(upper, at: along)
                let bottom = EyeContour.interpolate(lower, at: along)
                let gap = max(bottom - top, 0.12)
                let i = 3 * (row * crop.side + column)
                let luma = Double(crop.pixels[i] + crop.pixels[i + 1] + crop.pixels[i + 2]) / 3
                if across > top, across < bottom {
                    inside.0 += luma
                    inside.1 += 1
                } else if (across <= top - 0.3 * gap && across >= top - gap)
                    || (across >= bottom + 0.3 * gap && across <= bottom + gap)
                {
                    band.0 += luma
                    band.1 += 1
                }
            }
        }
        guard inside.1 > 0, band.1 > 0, band.0 > 1e-6 else { return 1 }
        return (inside.0 / Double(inside.1)) / (band.0 / Double(band.1))
    }

    /// The iris model's 5 iris points (centre first) from its second output, in crop pixels; empty without it.
    static func iris(_ outputs: [[Float]]) -> [PixelPoint] {
        guard outputs.count > 1, outputs[1].count >= 15 else { return [] }
        return (0..<5).map { PixelPoint(x: Double(outputs[1][3 * $0]), y: Double(outputs[1][3 * $0 + 1])) }
    }

    /// The crop's luma at crop pixel (x, y), bilinear, the edge repeated.
    static func luma(_ crop: EyeCrop, _ x: Double, _ y: Double) -> Double {
        let n = crop.side
        func at(_ c: Int, _ r: Int) -> Double {
            let i = 3 * (min(max(r, 0), n - 1) * n + min(max(c, 0), n - 1))
            return Double(crop.pixels[i] + crop.pixels[i + 1] + crop.pixels[i + 2]) / 3
        }
        let fx = x - 0.5
        let fy = y - 0.5
        let c = Int(fx.rounded(.down))
        let r = Int(fy.rounded(.down))
        let ax = fx - Double(c)
        let ay = fy - Double(r)
        return (1 - ay) * ((1 - ax) * at(c, r) + ax * at(c + 1, r)) + ay
            * ((1 - ax) * at(c, r + 1) + ax * at(c + 1, r + 1))
    }

    /// Pixel cues of an iris between the model's lids, for telling an open eye from a lash line: the mean
    /// luma of a disk half the iris's radius about the iris centre over the skin bands' (`irisdark`); the
    /// spread of the luma along the line midway between the lids, brightest quarter minus darkest quarter
    /// over the bands' (`profile`); the iris's radius over the eye's width (`irisr`); where the iris centre
    /// lies between the lids, 0 on the upper and 1 on the lower (`irisat`); the darkest quarter of the
    /// midline over the bands (`linedark`).
    static func irisCues(_ crop: EyeCrop, _ contour: EyeContour, _ iris: [PixelPoint]) -> String {
        let p = contour.points
        let (first, second) = (p[0], p[8])
        let dx = second.x - first.x
        let dy = second.y - first.y
        let width2 = dx * dx + dy * dy
        guard width2 > 1e-6, iris.count == 5 else { return "- - - - -" }
        let width = width2.squareRoot()
        func local(_ q: PixelPoint) -> (along: Double, across: Double) {
            let x = q.x - first.x
            let y = q.y - first.y
            return ((x * dx + y * dy) / width2, (-x * dy + y * dx) / width2)
        }
        func point(_ along: Double, _ across: Double) -> (Double, Double) {
            (first.x + along * dx - across * dy, first.y + along * dy + across * dx)
        }
        let lower = ([first] + p[1...7] + [second]).map(local)
        let upper = ([first] + p[9...15] + [second]).map(local)
        // The skin bands above and below the lids, as `darkness` takes them.
        var band = (0.0, 0)
        for step in 0..<21 {
            let along = 0.25 + Double(step) / 40
            let top = EyeContour.interpolate(upper, at: along)
            let bottom = EyeContour.interpolate(lower, at: along)
            let gap = max(bottom - top, 0.12)
            for k in 0..<5 {
                let f = 0.3 + 0.7 * Double(k) / 4
                for across in [top - f * gap, bottom + f * gap] {
                    let (x, y) = point(along, across)
                    band.0 += luma(crop, x, y)
                    band.1 += 1
                }
            }
        }
        let skin = max(band.0 / Double(band.1), 1e-3)
        let radius =
            iris[1...4].map { hypot($0.x - iris[0].x, $0.y - iris[0].y) }.reduce(0, +) / 4
        var disk = (0.0, 0)
        let r = max(0.5 * radius, 0.75)
        for i in -4...4 {
            for j in -4...4 where i * i + j * j <= 16 {
                disk.0 += luma(crop, iris[0].x + Double(i) / 4 * r, iris[0].y + Double(j) / 4 * r)
                disk.1 += 1
            }
        }
        var line: [Double] = []
        for step in 0..<33 {
            let along = 0.1 + 0.8 * Double(step) / 32
            let top = EyeContour.interpolate(upper, at: along)
            let bottom = EyeContour.interpolate(lower, at: along)
            var sum = 0.0
            for k in 0..<3 {
                let (x, y) = point(along, top + (bottom - top) * (0.25 + 0.25 * Double(k)))
                sum += luma(crop, x, y)
            }
            line.append(sum / 3)
        }
        line.sort()
        let quarter = line.count / 4
        let dark = line.prefix(quarter).reduce(0, +) / Double(quarter)
        let bright = line.suffix(quarter).reduce(0, +) / Double(quarter)
        let c = local(iris[0])
        let top = EyeContour.interpolate(upper, at: c.along)
        let bottom = EyeContour.interpolate(lower, at: c.along)
        let at = bottom - top > 1e-6 ? (c.across - top) / (bottom - top) : 0.5
        return String(
            format: "%.4f %.4f %.4f %.3f %.4f", disk.0 / Double(disk.1) / skin, (bright - dark) / skin,
            radius / width, at, dark / skin)
    }

    /// The crop as a PPM picture, the outline's points red (lower lid) and green (upper lid), corners blue, the
    /// iris's yellow.
    static func write(_ crop: EyeCrop, _ contour: EyeContour, iris: [PixelPoint] = [], to path: String) throws {
        var bytes = crop.pixels.map { UInt8(max(0, min(255, ($0 * 255).rounded()))) }
        for (i, point) in (contour.points + iris).enumerated() {
            let x = Int(point.x.rounded())
            let y = Int(point.y.rounded())
            guard x >= 0, x < crop.side, y >= 0, y < crop.side else { continue }
            let colour: [UInt8] =
                i >= 16 ? [255, 255, 0] : i == 0 || i == 8 ? [0, 0, 255] : i < 8 ? [255, 0, 0] : [0, 255, 0]
            let at = 3 * (y * crop.side + x)
            bytes.replaceSubrange(at..<(at + 3), with: colour)
        }
        let header = Array("P6\n\(crop.side) \(crop.side)\n255\n".utf8)
        try Data(header + bytes).write(to: URL(fileURLWithPath: path))
    }
}
