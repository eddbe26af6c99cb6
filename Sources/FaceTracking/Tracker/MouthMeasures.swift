import Foundation

/// How open the mouth is and whether the tongue is out, from the lips' landmarks and the frame's colour.
public enum MouthMeasures {
    /// The gap between the inner lips (points 61–63 over 67–65) relative to the face's size (the distance
    /// between the eyes' centres): 0 closed, 1 at a gap of `fullGap` times the eye distance (a wide yawn).
    public static func openness(_ landmarks: [PixelPoint], fullGap: Double = 0.6) -> Double {
        func d(_ a: Int, _ b: Int) -> Double {
            hypot(landmarks[a].x - landmarks[b].x, landmarks[a].y - landmarks[b].y)
        }
        let gap = (d(61, 67) + d(62, 66) + d(63, 65)) / 3
        let eyes = eyeDistance(landmarks)
        guard eyes > 1e-6 else { return 0 }
        return max(0, min(1, (gap / eyes - 0.04) / (fullGap - 0.04)))
    }

    /// The distance between the centres of the two eyes, in pixels.
    public static func eyeDistance(_ landmarks: [PixelPoint]) -> Double {
        var a = PixelPoint(x: 0, y: 0)
        var b = PixelPoint(x: 0, y: 0)
        for i in 36..<42 {
            a.x += landmarks[i].x / 6
            a.y += landmarks[i].y / 6
            b.x += landmarks[i + 6].x / 6
            b.y += landmarks[i + 6].y / 6
        }
        return hypot(a.x - b.x, a.y - b.y)
    }

    /// How surely a tongue is out, 0...1; 0 when the frame has no colour.
    ///
    /// A tongue is pinker-redder (higher Cr) than the skin around it, and when it is out it fills the space
    /// between the lips and spills below the lower lip over what is normally chin. The score is the share
    /// of the pixels from the inner lips' middle down to a third of the way to the chin, across the mouth's
    /// width, whose Cr exceeds the cheeks' by `margin`, counted only below the upper inner lip, with the
    /// share below the outer lower lip (point 57) weighing double: a smile's lips alone stay low.
    public static func tongue(_ frame: Frame, landmarks: [PixelPoint], margin: Int = 12) -> Double {
        guard let chroma = frame.chroma else { return 0 }
        let cr = chroma.cr
        let sx = Double(cr.width) / Double(frame.width)
        let sy = Double(cr.height) / Double(frame.height)
        // The skin's redness: two cheek patches between the jaw and the mouth corners.
        func patchMedian(_ center: PixelPoint, _ half: Double) -> Int? {
            let x0 = max(0, Int((center.x - half) * sx))
            let x1 = min(cr.width - 1, Int((center.x + half) * sx))
            let y0 = max(0, Int((center.y - half) * sy))
            let y1 = min(cr.height - 1, Int((center.y + half) * sy))
            guard x1 >= x0, y1 >= y0 else { return nil }
            var values: [UInt8] = []
            for y in y0...y1 { for x in x0...x1 { values.append(cr[x, y]) } }
            values.sort()
            return Int(values[values.count / 2])
        }
        func mid(_ a: Int, _ b: Int) -> PixelPoint {
            PixelPoint(x: (landmarks[a].x + landmarks[b].x) / 2, y: (landmarks[a].y + landmarks[b].y) / 2)
        }
        let eyes = eyeDistance(landmarks)
        guard eyes > 4 else { return 0 }
        let cheeks = [patchMedian(mid(3, 48), eyes * 0.08), patchMedian(mid(13, 54), eyes * 0.08)].compactMap { $0 }
        guard !cheeks.isEmpty else { return 0 }
        let skin = cheeks.reduce(0, +) / cheeks.count
        let top = (landmarks[61].y + landmarks[62].y + landmarks[63].y) / 3
        let lowerLip = landmarks[57].y
        let bottom = lowerLip + (landmarks[8].y - lowerLip) / 3
        let left = min(landmarks[48].x, landmarks[54].x)
        let right = max(landmarks[48].x, landmarks[54].x)
        let x0 = max(0, Int(left * sx))
        let x1 = min(cr.width - 1, Int(right * sx))
        let y0 = max(0, Int(top * sy))
        let y1 = min(cr.height - 1, Int(bottom * sy))
        guard x1 > x0, y1 > y0 else { return 0 }
        let lipRow = Int(lowerLip * sy)
        var weighted = 0.0
        var total = 0.0
        for y in y0...y1 {
            let weight = y > lipRow ? 2.0 : 1.0
            for x in x0...x1 {
                total += weight
                if Int(cr[x, y]) >= skin + margin { weighted += weight }
            }
        }
        let share = weighted / max(total, 1)
        return max(0, min(1, (share - 0.2) / 0.35))
    }
}
