/// An activation fused into an operator (schema enum `ActivationFunctionType`), as the clamp XNNPACK applies.
enum LiteActivation: Equatable {
    case none
    case relu
    case reluMinusOneToOne
    case relu6

    init?(schemaValue: Int8) {
        switch schemaValue {
        case 0: self = .none
        case 1: self = .relu
        case 2: self = .reluMinusOneToOne
        case 3: self = .relu6
        default: return nil
        }
    }

    /// The output range the activation clamps to.
    var range: (min: Float, max: Float) {
        switch self {
        case .none: (-.infinity, .infinity)
        case .relu: (0, .infinity)
        case .reluMinusOneToOne: (-1, 1)
        case .relu6: (0, 6)
        }
    }
}
