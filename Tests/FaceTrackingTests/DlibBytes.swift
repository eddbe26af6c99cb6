import FaceTracking
import Foundation

/// Writes values in dlib's serialisation format (`dlib/serialize.h`), to build model files by hand in tests:
/// integers as dlib's `pack_int`, floats as `float_details` (mantissa, then exponent).
struct DlibBytes {
    var bytes: [UInt8] = []

    mutating func unsigned(_ value: UInt64) {
        var magnitude = value
        var payload: [UInt8] = []
        repeat {
            payload.append(UInt8(magnitude & 0xFF))
            magnitude >>= 8
        } while magnitude != 0
        bytes.append(UInt8(payload.count))
        bytes += payload
    }

    mutating func signed(_ value: Int64) {
        var magnitude = value.magnitude
        var payload: [UInt8] = []
        repeat {
            payload.append(UInt8(magnitude & 0xFF))
            magnitude >>= 8
        } while magnitude != 0
        bytes.append(UInt8(payload.count) | (value < 0 ? 0x80 : 0))
        bytes += payload
    }

    /// dlib's `float_details` of a float: 24 mantissa digits, then low zero bytes shifted off.
    mutating func float(_ value: Float) {
        var mantissa: Int64 = 0
        var exponent: Int64
        if value == .infinity {
            exponent = 32000
        } else if value == -.infinity {
            exponent = 32001
        } else if value.isNaN {
            exponent = 32002
        } else {
            var binaryExponent: Int32 = 0
            let fraction = frexpf(value, &binaryExponent)
            mantissa = Int64(fraction * Float(1 << 24))
            exponent = Int64(binaryExponent) - 24
            for _ in 0..<8 where mantissa & 0xFF == 0 {
                mantissa >>= 8
                exponent += 8
            }
        }
        signed(mantissa)
        signed(exponent)
    }

    /// A `matrix<float,0,1>` in the newer format (negated dimensions).
    mutating func column(_ values: [Float]) {
        signed(-Int64(values.count))
        signed(-1)
        for value in values { float(value) }
    }
}

/// A two-point shape predictor small enough to follow by hand.
///
/// Its initial shape is (0.25, 0.5) and (0.75, 0.5) in the box's unit square; one cascade reads the pixel
/// under each point and one tree splits on `left − right > 10`: a brighter left moves both points right by
/// `shift` of the box, otherwise left by `shift`.
struct TinyModel {
    var version: Int64 = 1
    var shift: Float = 0.125
    var splitFeature: UInt64 = 1
    var anchor: UInt64 = 1

    var bytes: [UInt8] {
        var out = DlibBytes()
        out.signed(version)
        out.column([0.25, 0.5, 0.75, 0.5])
        out.unsigned(1)  // cascades
        out.unsigned(1)  // trees in cascade 0
        out.unsigned(1)  // splits
        out.unsigned(0)
        out.unsigned(splitFeature)
        out.float(10)
        out.unsigned(2)  // leaves
        out.column([shift, 0, shift, 0])
        out.column([-shift, 0, -shift, 0])
        out.unsigned(1)  // anchor lists
        out.unsigned(2)
        out.unsigned(0)
        out.unsigned(anchor)
        out.unsigned(1)  // delta lists
        out.unsigned(2)
        for _ in 0..<4 { out.float(0) }
        return out.bytes
    }

    /// A 9x9 image, dark but for `left` at (2, 4) and `right` at (6, 4): the initial points of the box
    /// (0, 0, 9, 9), whose unit square spans 8 pixels.
    static func image(left: UInt8, right: UInt8) -> GrayImage {
        var pixels = [UInt8](repeating: 0, count: 81)
        pixels[4 * 9 + 2] = left
        pixels[4 * 9 + 6] = right
        return GrayImage(width: 9, height: 9, pixels: pixels)
    }
}
