/// The element type of a TensorFlow Lite tensor (schema enum `TensorType`).
enum LiteTensorType: Equatable, CustomStringConvertible {
    case float32
    case float16
    case int32
    /// Any other type, by its schema number; the runtime refuses it where it matters.
    case other(Int8)

    init(schemaValue: Int8) {
        switch schemaValue {
        case 0: self = .float32
        case 1: self = .float16
        case 2: self = .int32
        default: self = .other(schemaValue)
        }
    }

    /// Bytes per element, when known.
    var size: Int? {
        switch self {
        case .float32, .int32: 4
        case .float16: 2
        case .other: nil
        }
    }

    var description: String {
        switch self {
        case .float32: "FLOAT32"
        case .float16: "FLOAT16"
        case .int32: "INT32"
        case .other(let value):
            value >= 0 && Int(value) < Self.schemaNames.count ? Self.schemaNames[Int(value)] : "type \(value)"
        }
    }

    private static let schemaNames = [
        "FLOAT32", "FLOAT16", "INT32", "UINT8", "INT64", "STRING", "BOOL", "INT16", "COMPLEX64", "INT8", "FLOAT64",
        "COMPLEX128", "UINT64", "RESOURCE", "VARIANT", "UINT32", "UINT16", "INT4",
    ]
}
