import FaceNavCore

/// What a calibration step captured: the median of every measured channel over the still part of the hold.
public struct CalibrationReading: Hashable, Sendable {
    public var yaw: Double
    public var pitch: Double
    public var roll: Double
    public var eyeLeft: Double
    public var eyeRight: Double
    public var mouth: Double
    public var tongue: Double

    public init(
        yaw: Double = 0, pitch: Double = 0, roll: Double = 0, eyeLeft: Double = 1, eyeRight: Double = 1,
        mouth: Double = 0, tongue: Double = 0
    ) {
        self.yaw = yaw
        self.pitch = pitch
        self.roll = roll
        self.eyeLeft = eyeLeft
        self.eyeRight = eyeRight
        self.mouth = mouth
        self.tongue = tongue
    }

    /// The channels of a measurement, in the order `init(channels:)` reads them.
    static func channels(of measurement: FaceMeasurement) -> [Double] {
        [
            measurement.yaw, measurement.pitch, measurement.roll, measurement.eyeLeft, measurement.eyeRight,
            measurement.mouth, measurement.tongue,
        ]
    }

    init(channels: [Double]) {
        self.init(
            yaw: channels[0], pitch: channels[1], roll: channels[2], eyeLeft: channels[3], eyeRight: channels[4],
            mouth: channels[5], tongue: channels[6])
    }
}
