/// Turns a stream of face measurements into fired gestures (all but dwell, which needs the cursor).
///
/// STUB: to be replaced by the real recognisers.
public struct GestureEngine: Hashable, Sendable {
    public var settings: GestureSettings
    /// The gesture held now with its progress towards firing, if any.
    public private(set) var held: GestureProgress?

    public init(settings: GestureSettings = .default) {
        self.settings = settings
    }

    /// Feeds one frame; returns the gestures that fire on it, in a stable order.
    public mutating func update(_ measurement: FaceMeasurement) -> [Gesture] {
        []
    }

    /// Forgets every hold (used on pause); cooldowns are kept.
    public mutating func reset() {
        held = nil
    }
}
