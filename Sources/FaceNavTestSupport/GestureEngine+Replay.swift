import FaceNavCore
import SceneApp

extension GestureEngine {
    /// Feeds every measurement in order and returns each firing with the time of its frame.
    public mutating func replay(_ measurements: [FaceMeasurement]) -> [(time: Double, gesture: Gesture)] {
        measurements.flatMap { measurement in update(measurement).map { (measurement.time, $0) } }
    }
}
