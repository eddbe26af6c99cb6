/// One tensor of a TensorFlow Lite graph: its shape, element type and, for weights, its constant bytes.
struct LiteTensor: Equatable {
    var name: String
    /// NHWC for images: `[batch, height, width, channels]`.
    var shape: [Int]
    var type: LiteTensorType
    /// The raw little-endian bytes of a constant tensor (weights, biases, paddings); nil for activations.
    var data: [UInt8]?

    /// The number of elements (1 for a scalar).
    var elementCount: Int { shape.reduce(1, *) }

    /// The constant values as `Float`, float16 widened exactly; nil for an activation or a non-float type.
    var floatValues: [Float]? {
        guard let data else { return nil }
        switch type {
        case .float32:
            return data.withUnsafeBytes { raw in
                (0..<data.count / 4).map {
                    Float(bitPattern: UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: 4 * $0, as: UInt32.self)))
                }
            }
        case .float16:
            return data.withUnsafeBytes { raw in
                (0..<data.count / 2).map {
                    Self.widen(UInt16(littleEndian: raw.loadUnaligned(fromByteOffset: 2 * $0, as: UInt16.self)))
                }
            }
        default:
            return nil
        }
    }

    /// The constant values of an INT32 tensor (paddings, shapes); nil otherwise.
    var int32Values: [Int32]? {
        guard let data, type == .int32 else { return nil }
        return data.withUnsafeBytes { raw in
            (0..<data.count / 4).map { Int32(littleEndian: raw.loadUnaligned(fromByteOffset: 4 * $0, as: Int32.self)) }
        }
    }

    /// An IEEE 754 half-precision bit pattern as the `Float` it stands for (every half is exactly a float):
    /// normals and subnormals rescaled, infinities and NaNs kept.
    static func widen(_ half: UInt16) -> Float {
        let sign = UInt32(half >> 15) << 31
        let exponent = Int((half >> 10) & 0x1F)
        let mantissa = UInt32(half & 0x3FF)
        switch exponent {
        case 0:
            // Zero or subnormal: mantissa * 2^-24.
            let magnitude = Float(mantissa) * 0x1p-24
            return sign == 0 ? magnitude : -magnitude
        case 31:
            return Float(bitPattern: sign | 0x7F80_0000 | (mantissa << 13))
        default:
            return Float(bitPattern: sign | UInt32(exponent - 15 + 127) << 23 | (mantissa << 13))
        }
    }
}
