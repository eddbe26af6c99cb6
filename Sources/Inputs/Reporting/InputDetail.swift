import Runtime

/// What an input says of itself for the status line, after its name: the emulated face's pose and eyes
/// ("left eye shut, yaw 3° pitch 0° roll 0°"); nil when it has nothing to add.
///
/// Made inside the loop from inputs that are logged themselves (the emulated face's keys), so never logged.
public struct InputDetail: FeatureInput {
    public static let logName: String? = nil

    public var text: String?

    public init(_ text: String?) {
        self.text = text
    }
}
