import FaceNavCore
import Foundation
import FrameSources
import SceneApp
import Testing

@testable import FaceTracking

/// The wide wink set (`.fixtures/wink-set`, made by scripts/make-wink-set.py through `make fixtures`): 37 real
/// faces, three clips each (two with a left and a right wink, one with blinks, a squint, a droop and talking
/// but no wink), split by face into a tune and a held-out part; and how a stream of measurements scores on
/// a clip: its winks become gestures, nothing else fires, each frame's eyes read as labelled.
struct WinkSet: Sendable {
    /// One clip's description, from its NAME.json.
    struct Clip: Decodable, Sendable {
        struct Wink: Decodable, Sendable {
            /// `winkLeft` or `winkRight` (the user's eye).
            let gesture: String
            /// The first and last frame the eye is shut.
            let first: Int
            let last: Int
        }
        let name: String
        let face: String
        /// `tune` or `heldout`.
        let part: String
        let size: Int
        let condition: String
        /// `wink` or `nowink`.
        let kind: String
        let winks: [Wink]
    }

    struct Index: Decodable { let clips: [Clip] }

    /// One eye's label on a frame: open (a squint's half-lowered lid included), shut, or moving (not scored).
    enum EyeLabel: Character, Sendable { case open = "o", shut = "c", moving = "x" }

    /// The folder: `WINK_SET` in the environment, else `.fixtures/wink-set`.
    static let directory =
        ProcessInfo.processInfo.environment["WINK_SET"] ?? TestImages.url(".fixtures/wink-set").path

    /// Every how many frames the harness feeds the tracker: WINK_SET_STEP (default 1, every frame). 2 feeds
    /// every other frame with its own time, as a webcam at 15 fps (dim light, a loaded machine) would give the
    /// clips' 30; the labels are judged on the frames fed.
    static let step = max(1, Int(ProcessInfo.processInfo.environment["WINK_SET_STEP"] ?? "") ?? 1)

    /// `GestureEngine.blinkDip` for the scoring engine: WINK_BLINK_DIP in seconds, or `off` for none; unset
    /// keeps the app's.
    static let blinkDip: Double?? = ProcessInfo.processInfo.environment["WINK_BLINK_DIP"].map { Double($0) }

    /// Every 10th frame of the laughing face behind glasses (2007_007763-294, turned about 30°, cut by the
    /// frame's edge, which no cascade finds): its three tune clips.
    static func laughingFaceFrames() throws -> [Frame] {
        var frames: [Frame] = []
        for clip in ["wink0-80-noise-jpeg", "wink1-100-blur", "nowink-120-side-light"] {
            let path = "\(directory)/2007_007763-294-\(clip).y4m"
            let reader = try #require(try? Y4MReader(path: path), "make fixtures")
            var index = 0
            while let frame = try reader.nextFrame() {
                defer { index += 1 }
                if index % 10 == 0 { frames.append(frame) }
            }
        }
        return frames
    }

    /// Every clip in the set, or nil when it has not been made.
    static func clips() -> [Clip]? {
        guard let data = FileManager.default.contents(atPath: "\(directory)/index.json") else { return nil }
        return try? JSONDecoder().decode(Index.self, from: data).clips
    }

    /// The clips WINK_SET_PART (`tune` or `heldout`) and WINK_SET_ONLY (text in the name) pick, or all; nil
    /// when the set has not been made.
    static func pickedClips() -> [Clip]? {
        let environment = ProcessInfo.processInfo.environment
        let part = environment["WINK_SET_PART"]
        let only = environment["WINK_SET_ONLY"]
        return clips()?.filter { clip in
            (part.map { clip.part == $0 } ?? true) && (only.map { clip.name.contains($0) } ?? true)
        }
    }

    /// The app's tracking parts (the iris model, the default cascades, dlib's 68 points), loaded once for
    /// the probes that look inside a reading.
    struct TrackerParts {
        let model: IrisLandmarkModel
        let cascades: [Cascade]
        let predictor: ShapePredictor

        init() throws {
            model = try IrisLandmarkModel(contentsOf: WinkVideo.irisModelPath)
            cascades = try CascadeFallback.defaultCascadeNames.map { try Cascade.named($0) }
            predictor = try ShapePredictor()
        }

        /// A fresh tracker as the app's, without the iris model, that keeps the landmarks it fits.
        func landmarkTracker() -> FaceTracker<CascadeFallback, ShapePredictor> {
            var settings = FaceTrackerSettings()
            settings.recordsLandmarks = true
            return FaceTracker(cascades: cascades, predictor: predictor, settings: settings)
        }
    }

    /// One frame of a clip as a probe sees it, after the tracker measured it.
    struct LabelledFrame {
        let index: Int
        /// The user's eye labels; moving past the labels' end.
        let label: (left: EyeLabel, right: EyeLabel)
        let frame: Frame
        let measurement: FaceMeasurement
        /// The 68 landmarks, when a face was found and the tracker records them.
        var landmarks: [PixelPoint]? {
            guard measurement.faceFound, let points = measurement.landmarks else { return nil }
            return points.map { PixelPoint(x: $0[0], y: $0[1]) }
        }
    }

    /// Tracks every `step`th frame of `clip` with `tracker` and hands each to `body` with the tracker as it
    /// stands after it; nothing for a clip without labels.
    static func eachFrame<Detector, Predictor>(
        of clip: Clip, tracker: inout FaceTracker<Detector, Predictor>,
        _ body: (LabelledFrame, FaceTracker<Detector, Predictor>) throws -> Void
    ) throws {
        guard let labels = labels(of: clip) else { return }
        let reader = try Y4MReader(path: "\(directory)/\(clip.name).y4m")
        var index = 0
        while let frame = try reader.nextFrame() {
            defer { index += 1 }
            guard index % step == 0 else { continue }
            let measurement = tracker.measure(frame)
            let label = index < labels.count ? labels[index] : (.moving, .moving)
            try body(LabelledFrame(index: index, label: label, frame: frame, measurement: measurement), tracker)
        }
    }

    /// The user's (left, right) eye labels of each frame of `clip`.
    static func labels(of clip: Clip) -> [(left: EyeLabel, right: EyeLabel)]? {
        guard let text = try? String(contentsOfFile: "\(directory)/\(clip.name).labels", encoding: .utf8) else {
            return nil
        }
        return text.split(separator: "\n").compactMap { line in
            let parts = Array(line)
            guard parts.count == 3, let left = EyeLabel(rawValue: parts[0]), let right = EyeLabel(rawValue: parts[2])
            else { return nil }
            return (left, right)
        }
    }

    /// Tracks `clip` as the app does (default cascades, dlib's 68 points, the iris model, the learned face
    /// detector where the cascades find none; LEARNED_FACES=0 leaves it out, for a before and after;
    /// LEARNED_KEYPOINTS=0 has it read grey, start the landmarks in the cascade-like box and confirm on the
    /// cascades first, as the app did before issue 19's branch winks15).
    /// WINK_MESH=1 places the iris model's crops by the face mesh (`FaceTracker.faceMesh`), which the app
    /// does not do yet; WINK_BRIEF_LOSS sets `FaceTrackerSettings.briefLoss` (`setBriefLoss`). Only every
    /// `step`th frame (WINK_SET_STEP unless given) is tracked, and only its measurement returned.
    static func track(_ clip: Clip, model: any EyeContourModel, step: Int = step) -> [FaceMeasurement]? {
        guard let cascades = try? CascadeFallback.defaultCascadeNames.map({ try Cascade.named($0) }),
            let predictor = try? ShapePredictor(),
            let reader = try? Y4MReader(path: "\(directory)/\(clip.name).y4m")
        else { return nil }
        var tracker = FaceTracker(cascades: cascades, predictor: predictor)
        tracker.eyeModel = model
        setBriefLoss(&tracker)
        setConfirmation(&tracker)
        if ProcessInfo.processInfo.environment["WINK_MESH"] == "1" {
            tracker.faceMesh = try? FaceMeshModel(contentsOf: FaceMeshModelTests.modelPath)
        }
        if ProcessInfo.processInfo.environment["LEARNED_FACES"] != "0" {
            tracker.useLearnedDetector(try? LearnedFaceDetector(contentsOf: LearnedFaceDetectorTests.modelPath))
            setLearnedOptions(&tracker)
        }
        var measurements: [FaceMeasurement] = []
        var index = 0
        while let frame = try? reader.nextFrame() {
            defer { index += 1 }
            if index % step == 0 { measurements.append(tracker.measure(frame)) }
        }
        return measurements
    }

    /// Sets the learned search's switches from the environment: LEARNED_KEYPOINTS=1 (or 0) turns all three on
    /// (or off: main before branch winks15): colour, the key points' box, and confirming a face only it found
    /// before the cascades; LEARNED_CONFIRMS_FIRST=1 (or 0) sets the last alone.
    static func setLearnedOptions<Detector>(_ tracker: inout FaceTracker<Detector, ShapePredictor>) {
        let environment = ProcessInfo.processInfo.environment
        if let on = environment["LEARNED_KEYPOINTS"] {
            tracker.learnedSearch?.readsColour = on == "1"
            tracker.learnedSearch?.startsOnKeyPoints = on == "1"
            tracker.learnedSearch?.confirmsFirst = on == "1"
        }
        if let first = environment["LEARNED_CONFIRMS_FIRST"] {
            tracker.learnedSearch?.confirmsFirst = first == "1"
        }
    }

    /// Sets `FaceTrackerSettings.briefLoss` from WINK_BRIEF_LOSS (seconds; 0 takes every face found as new,
    /// as before issue 19's branch winks18), for a before and after.
    static func setBriefLoss<Detector, Predictor>(_ tracker: inout FaceTracker<Detector, Predictor>) {
        if let text = ProcessInfo.processInfo.environment["WINK_BRIEF_LOSS"], let seconds = Double(text) {
            tracker.settings.briefLoss = seconds
        }
    }

    /// Sets `FaceTrackerSettings.confirmationAgreement` from WINK_CONFIRM_AGREE (0 fits the landmarks again
    /// on every confirmation, as before issue 19's branch winks23), and `confirmInterval` from
    /// WINK_CONFIRM_INTERVAL (seconds; 0 confirms every fifth frame however slow, as before issue 19's
    /// confirmation interval), and `eyeCropVariants` from WINK_EYE_CROPS (`EyeCropVariants(description:)`:
    /// `1.1,0.9` two extra crops a tenth wider and narrower; empty for none), for a before and after.
    static func setConfirmation<Detector, Predictor>(_ tracker: inout FaceTracker<Detector, Predictor>) {
        let environment = ProcessInfo.processInfo.environment
        if let text = environment["WINK_CONFIRM_AGREE"], let tolerance = Double(text) {
            tracker.settings.confirmationAgreement = tolerance
        }
        if let text = environment["WINK_CONFIRM_INTERVAL"], let seconds = Double(text) {
            tracker.settings.confirmInterval = seconds
        }
        if let text = environment["WINK_EYE_CROPS"], let variants = EyeCropVariants(description: text) {
            tracker.settings.eyeCropVariants = variants
        }
    }

    /// How a stream of measurements did on one clip.
    struct Score: Sendable {
        var winks = 0
        var winksFired = 0
        /// Gestures of the eyes (winks, eyes closed) that fired where no wink of theirs was.
        var falseGestures: [String] = []
        var eyeFrames = 0
        var eyeFramesRight = 0
        /// The frames (and how they read) whose eyes read wrong, for a failure's message.
        var wrongFrames: [String] = []

        mutating func add(_ other: Score) {
            winks += other.winks
            winksFired += other.winksFired
            falseGestures += other.falseGestures
            eyeFrames += other.eyeFrames
            eyeFramesRight += other.eyeFramesRight
            wrongFrames += other.wrongFrames
        }

        var eyeStateAccuracy: Double { eyeFrames == 0 ? 0 : Double(eyeFramesRight) / Double(eyeFrames) }
    }

    /// The eye gestures the score watches.
    static let eyeGestures: Set<Gesture> = [.winkLeft, .winkRight, .eyesClosed]

    /// Scores `measurements` (one a frame fed: every `step`th, WINK_SET_STEP unless given) on `clip`: each
    /// wink counts as fired when its gesture fires between its eye shutting and a third of a second after it
    /// opens; any other eye gesture is false.
    /// A frame's eye state is right when each eye labelled open reads 0.5 or more and each labelled shut
    /// reads under 0.5 (frames with a moving lid are not scored).
    static func score(
        _ clip: Clip, labels: [(left: EyeLabel, right: EyeLabel)], measurements: [FaceMeasurement],
        settings: GestureSettings = .default, step: Int = step
    ) -> Score {
        var engine = GestureEngine(settings: settings)
        if let blinkDip { engine.blinkDip = blinkDip }
        var fired: [(gesture: Gesture, frame: Int)] = []
        // Each measurement's frame in the clip.
        let frames = measurements.indices.map { $0 * step }
        for (frame, measurement) in zip(frames, measurements) {
            for gesture in engine.update(measurement) where eyeGestures.contains(gesture) {
                fired.append((gesture, frame))
            }
        }
        var score = Score()
        var used = Set<Int>()
        for wink in clip.winks {
            score.winks += 1
            let match = fired.indices.first { i in
                !used.contains(i) && fired[i].gesture.rawValue == wink.gesture && fired[i].frame >= wink.first
                    && fired[i].frame <= wink.last + 10
            }
            if let match {
                used.insert(match)
                score.winksFired += 1
            }
        }
        for i in fired.indices where !used.contains(i) {
            score.falseGestures.append("\(clip.name): \(fired[i].gesture.rawValue) at frame \(fired[i].frame)")
        }
        for (frame, m) in zip(frames, measurements) where frame < labels.count {
            let label = labels[frame]
            guard label.left != .moving, label.right != .moving else { continue }
            score.eyeFrames += 1
            let right =
                m.faceFound && (m.eyeLeft < 0.5) == (label.left == .shut)
                && (m.eyeRight < 0.5) == (label.right == .shut)
            if right {
                score.eyeFramesRight += 1
            } else {
                score.wrongFrames.append(
                    "\(clip.name)#\(frame) \(label.left.rawValue)\(label.right.rawValue) \(String(format: "%.2f/%.2f", m.eyeLeft, m.eyeRight))"
                )
            }
        }
        return score
    }
}
