/// A 24-bit colour a cell can carry, for what is a picture rather than a meaning (the camera preview).
///
/// Meanings use `CellStyle.ColorRole`; a terminal with fewer than 256 colours, or `NO_COLOR`, never
/// shows these, so nothing drawn with them may be needed to understand the screen.
public struct RGBColor: Hashable, Sendable {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    public init(gray: UInt8) {
        self.init(red: gray, green: gray, blue: gray)
    }

    /// The nearest of xterm's 256 colours: the 6×6×6 cube (16...231) or the grey ramp (232...255).
    public var xterm256Index: Int {
        let levels = [0, 95, 135, 175, 215, 255]
        func nearestLevel(_ value: UInt8) -> Int {
            let v = Int(value)
            return v < 48 ? 0 : v < 115 ? 1 : (v - 35) / 40
        }
        let (r, g, b) = (nearestLevel(red), nearestLevel(green), nearestLevel(blue))
        let cube = 16 + 36 * r + 6 * g + b
        let cubeError = Self.distance(self, levels[r], levels[g], levels[b])
        let average = (Int(red) + Int(green) + Int(blue)) / 3
        let grayStep = min(max((average - 3) / 10, 0), 23)
        let gray = 8 + 10 * grayStep
        let grayError = Self.distance(self, gray, gray, gray)
        return grayError < cubeError ? 232 + grayStep : cube
    }

    private static func distance(_ color: RGBColor, _ r: Int, _ g: Int, _ b: Int) -> Int {
        let dr = Int(color.red) - r
        let dg = Int(color.green) - g
        let db = Int(color.blue) - b
        return dr * dr + dg * dg + db * db
    }
}
