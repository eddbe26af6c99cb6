import FaceNavCore
import Foundation
import FrameSources

@testable import FaceTracking

/// A wink video from `.fixtures/winks` (`make fixtures` runs scripts/make-wink-videos.py) tracked with
/// the real models, beside its frame-by-frame labels.
struct WinkVideo: Sendable {
    /// What a frame shows: both eyes open, the user's left or right eye shut, or both.
    enum Label: String, Sendable { case open, left, right, both }

    let name: String
    let labels: [Label]
    let measurements: [FaceMeasurement]

    static let directory = TestImages.url(".fixtures/winks").path
    static let irisModelPath = TestImages.url(".models/\(IrisLandmarkModel.fileName)").path

    /// The clips. The app's default cascades find every face (`DefaultFaceFinderTests`): OpenCV's LBP
    /// first, Haar's for the 20°-tilted face and the one with glasses, which LBP misses.
    static let clips = [
        "man-350", "man-200", "man-100", "man-200-squint", "man-200-side-light", "man-200-tilted", "glasses-200",
    ]

    /// Tracks clip `name` as the app does; `withModel` false reads the eyes from the landmarks and contrast
    /// alone.
    static func track(_ name: String, withModel: Bool = true) -> WinkVideo? {
        guard let text = try? String(contentsOfFile: "\(directory)/\(name).labels", encoding: .utf8),
            let cascades = try? CascadeFallback.defaultCascadeNames.map({ try Cascade.named($0) }),
            let predictor = try? ShapePredictor(),
            let reader = try? Y4MReader(path: "\(directory)/\(name).y4m")
        else { return nil }
        let labels = text.split(separator: "\n").compactMap { Label(rawValue: String($0)) }
        var tracker = FaceTracker(cascades: cascades, predictor: predictor)
        if withModel {
            guard let model = try? IrisLandmarkModel(contentsOf: irisModelPath) else { return nil }
            tracker.eyeModel = model
        }
        var measurements: [FaceMeasurement] = []
        while let frame = try? reader.nextFrame() { measurements.append(tracker.measure(frame)) }
        return WinkVideo(name: name, labels: labels, measurements: measurements)
    }

    /// What the measurement reads, in the gesture engine's terms: an eye under 0.4 is closed (a wink's
    /// `off`), over 0.6 open (its `on`).
    static func reading(_ m: FaceMeasurement) -> Label? {
        guard m.faceFound else { return nil }
        let leftClosed = m.eyeLeft < 0.4
        let rightClosed = m.eyeRight < 0.4
        switch (leftClosed, rightClosed) {
        case (true, true): return .both
        case (true, false): return m.eyeRight > 0.6 ? .left : nil
        case (false, true): return m.eyeLeft > 0.6 ? .right : nil
        case (false, false): return m.eyeLeft > 0.6 && m.eyeRight > 0.6 ? .open : nil
        }
    }

    /// The share of the frames labelled `label` that read as `label`.
    func agreement(_ label: Label) -> (read: Int, of: Int) {
        let frames = zip(labels, measurements).filter { $0.0 == label }
        return (frames.filter { Self.reading($0.1) == label }.count, frames.count)
    }

    /// Each frame as label letter and eyeLeft/eyeRight, for a failure's message.
    var summary: String {
        zip(labels, measurements).map { label, m in
            "\(label.rawValue.prefix(1))\(String(format: "%.2f/%.2f", m.eyeLeft, m.eyeRight))"
        }.joined(separator: " ")
    }
}
