import FaceNavCore
import Foundation

/// Follows one face through a stream of frames and measures it: detect once, then follow the landmarks.
///
/// The first frame (and any after the face is lost, or after a cut to another shot) is searched whole by
/// the detector; the largest face is taken. From then on each frame's box comes from the previous frame's
/// landmarks, placed as the detector placed its box around them (`BoxPlacement`), so the predictor sees
/// what it would see after a detection, at a fraction of the cost. The fit is checked two ways: the generic
/// 3D face must explain the landmarks (`HeadPoseFit.relativeResidual`), and every `confirmEvery` frames
/// or `confirmInterval` seconds, whichever comes first, or at once when the fit degrades, the confirming
/// detector must find a face in a region around it; when it does, the landmarks are fitted again from its
/// box (unless it agrees with theirs: `FaceTrackerSettings.confirmationAgreement`). A face the detector
/// cannot find `missesBeforeLost` times in a row (`missesBeforeLostWhenFitIsGood` while the landmarks still
/// look like a face, for a face turned away from a frontal detector), or a fit no face could produce, is
/// lost: the measurement says `faceFound: false` and the next frame is searched whole. Nothing is guessed;
/// while confirmations fail, `quality` falls by 30% for each.
///
/// Pure: frames in, measurements out; the detector and the predictor are injected.
public struct FaceTracker<Detector: FaceDetector, Predictor: LandmarkPredictor> {
    public let detector: Detector
    public let confirmingDetector: Detector?
    public let predictor: Predictor
    public var settings: FaceTrackerSettings
    public internal(set) var state = FaceTrackerState()
    var eyes: EyeOpennessEstimator
    /// Reads each eye's lids from its own pixels (MediaPipe's iris-landmark model), run on an eye only when
    /// it may have changed (`EyeChangeGate`, `FaceTrackerSettings.eyeChangeLimits`); nil reads the eyes from
    /// the 68 landmarks and the eye's contrast alone.
    public var eyeModel: (any EyeContourModel)?
    /// MediaPipe's face mesh, which places `eyeModel`'s crops by its own eye points instead of dlib's: run
    /// once on a frame where the eye model runs on either eye, never otherwise; nil places them by dlib's.
    public var faceMesh: (any FaceMeshReader)?
    /// Searches the frame turned level when `detector` finds no face upright, and confirms a tilted face the
    /// upright confirmation misses; nil searches upright only.
    public var turnedSearch: TurnedFaceSearch?
    /// MediaPipe's learned detector: first in the whole frame (the cascades then search only where
    /// `LearnedFaceSearch.cascadeCadence` says), and around a followed face the cascades cannot confirm (a
    /// face only it found, before the cascades: `LearnedFaceSearch.confirmsFirst`); nil uses the cascades
    /// alone, every search.
    public var learnedSearch: LearnedFaceSearch?
    /// Upright searches that found nothing, and turned searches made, so far: whether the next search turns
    /// and which turn it looks at.
    var turnedSearchCount = (attempts: 0, made: 0)
    /// Whole-frame searches the learned detector found nothing in so far: whether the cascades look next.
    var cascadeSearchAttempts = 0
    /// The followed face's landmarks' bounds when the detector last confirmed it, and the time of the last
    /// frame it was measured on, until a cut or `forget()`: a face found again soon after near it resumes
    /// (`FaceTrackerSettings.briefLoss`). The confirmed frame's, not the last frame's: a fit that degrades
    /// before the face is lost lets the box shrink or wander (on the wink set, to 31 pixels on an 81-pixel
    /// face). The landmarks', not the detector's box: the detectors that find and confirm a face draw boxes
    /// of different sizes about it (60 and 81 pixels on that face), while the landmarks fitted from either
    /// cover the same face.
    var lastFace: (bounds: PictureRect<Double>, time: Double)?
    /// When a face was last measured, or the first frame's time until one is: the start counts as a face
    /// just seen (someone who starts the app is most likely in front of the camera), so the first searches
    /// all turn. Nil before the first frame.
    var faceSeenTime: Double?

    /// Tracks with `detector` searching for faces and `confirmingDetector` (the same when nil) checking
    /// that the followed face is still there, which may be more lenient (fewer neighbours), since it only
    /// looks near a face already found.
    public init(
        detector: Detector, confirmingDetector: Detector? = nil, predictor: Predictor,
        settings: FaceTrackerSettings = FaceTrackerSettings()
    ) {
        self.detector = detector
        self.confirmingDetector = confirmingDetector
        self.predictor = predictor
        self.settings = settings
        eyes = EyeOpennessEstimator(mirrored: settings.mirrored)
    }

    /// Measures the face in `frame`.
    public mutating func measure(_ frame: Frame) -> FaceMeasurement {
        if faceSeenTime == nil { faceSeenTime = frame.time }
        let image = frame.luma
        let thumbnail = Self.thumbnail(of: image)
        if let previous = state.thumbnail, Self.difference(previous, thumbnail) > settings.cutDifference {
            // A cut to another shot: whatever the landmarks followed is gone; search the whole frame.
            state = FaceTrackerState()
            lastFace = nil
        }
        state.thumbnail = thumbnail
        var landmarks: [PixelPoint]
        var box: PixelRect
        var confirmed = false
        var resumed = false
        let solver = HeadPoseSolver(camera: .approximate(width: frame.width, height: frame.height))
        func scale(_ fit: HeadPoseFit) -> Double { solver.camera.focalLength / max(fit.translation.z, 1) }
        var fit: HeadPoseFit
        if let last = state.landmarks, let placement = state.placement, let lastFit = state.fit {
            box = placement.box(around: last, scale: scale(lastFit))
            if let previous = state.box {
                box = Self.limitGrowth(of: box, from: previous, to: settings.boxGrowthPerFrame)
            }
            landmarks = predictor.landmarks(in: image, box: box)
            fit = solver.fit(landmarks, startingFrom: lastFit)
            state.framesSinceConfirmed += 1
        } else {
            guard let found = searchWhole(frame) else { return lose(at: frame.time) }
            box = found
            landmarks = predictor.landmarks(in: image, box: box)
            fit = solver.fit(landmarks)
            state.placement = BoxPlacement(box: box, landmarks: landmarks, scale: scale(fit))
            confirmed = true
            resumed = resumes(Self.bounds(of: landmarks), at: frame.time)
            if !resumed { eyes.forgetLidBaselines() }
        }
        let degraded = fit.relativeResidual > settings.degradedResidual
        if !confirmed, degraded || confirmationDue(at: frame.time) {
            let region = Self.region(around: box, scale: settings.searchScale, in: image)
            let widths = settings.confirmWidths(around: box.width)
            var faces =
                learnedSearch.map { search in
                    confirmsOnLearnedFirst ? search.faces(in: frame, region: region, widths: widths) : []
                } ?? []
            if faces.isEmpty {
                faces = (confirmingDetector ?? detector).detectFaces(in: image, region: region, widths: widths)
            }
            if faces.isEmpty, let turnedSearch, case let roll = HeadPoseSolver.roll(of: landmarks),
                abs(roll) >= settings.turnedConfirmRoll
            {
                faces = turnedSearch.faces(in: image, region: region, widths: widths, roll: roll)
            }
            if faces.isEmpty, let learnedSearch, !confirmsOnLearnedFirst {
                faces = learnedSearch.faces(in: frame, region: region, widths: widths)
            }
            if let found = faces.max(by: { box.overlap(with: $0) < box.overlap(with: $1) }) {
                // Fit again from the detector's box, unless it agrees with the box the landmarks were fitted
                // in (`keepsFit`): boxes made from landmarks slowly drift in size and place (the predictor's
                // fit is not a fixed point of the box it came from), and a fit that had degraded or wandered
                // off is replaced.
                confirmed = true
                if !keepsFit(in: box, confirmedBy: found, degraded: degraded) {
                    box = found
                    landmarks = predictor.landmarks(in: image, box: box)
                    fit = solver.fit(landmarks, startingFrom: degraded ? nil : state.fit)
                    state.placement = BoxPlacement(box: box, landmarks: landmarks, scale: scale(fit))
                }
            } else {
                state.misses += 1
                state.framesSinceConfirmed = 0
                state.confirmationTime = frame.time
                // A frontal-face detector misses faces turned well away; a fit that still looks like a face
                // gets more patience than one that does not.
                let patience =
                    fit.relativeResidual <= settings.goodResidual
                    ? settings.missesBeforeLostWhenFitIsGood : settings.missesBeforeLost
                if state.misses >= patience { return lose(at: frame.time) }
            }
        }
        if confirmed {
            state.misses = 0
            state.framesSinceConfirmed = 0
            state.confirmationTime = frame.time
        }
        guard fit.relativeResidual <= settings.lostResidual, fit.translation.z > 0 else { return lose(at: frame.time) }
        state.landmarks = landmarks
        state.box = box
        state.fit = fit
        faceSeenTime = frame.time
        let bounds = Self.bounds(of: landmarks)
        lastFace = (confirmed ? bounds : lastFace?.bounds ?? bounds, frame.time)
        let shape = max(0, min(1, 1 - (fit.relativeResidual - 0.05) / (settings.lostResidual - 0.05)))
        let quality = shape * pow(0.7, Double(state.misses))
        let lids = lidOpenings(in: frame, landmarks: landmarks, yaw: fit.pose.yaw)
        let open = eyes.openness(
            in: image, landmarks: landmarks, lidOpenings: lids, yaw: fit.pose.yaw, time: frame.time,
            learn: quality > 0.5)
        let pose = settings.mirrored ? fit.pose.mirrored : fit.pose
        return FaceMeasurement(
            time: frame.time, faceFound: true, yaw: pose.yaw, pitch: pose.pitch, roll: pose.roll,
            eyeLeft: open.left, eyeRight: open.right, mouth: MouthMeasures.openness(landmarks),
            tongue: MouthMeasures.tongue(frame, landmarks: landmarks), quality: quality,
            box: bounds,
            landmarks: settings.recordsLandmarks ? landmarks.map { [$0.x, $0.y] } : nil, resumed: resumed)
    }

    /// Whether the followed face is confirmed by the learned search before the cascades: when that search
    /// found it in the whole frame and `LearnedFaceSearch.confirmsFirst` says so.
    var confirmsOnLearnedFirst: Bool {
        state.foundByLearnedSearch && learnedSearch?.confirmsFirst == true
    }

    /// The face in the whole frame: the cascades' upright, else turned, else the learned detector's. With
    /// `learnedSearch` the detector looks first (one run of the network, about 1.4 ms on 640x480): where it
    /// finds nothing, the cascades (about 34 ms) search only where `LearnedFaceSearch.cascadeCadence` says,
    /// every time for a while after a face was seen, else one time in three. Where it finds a face
    /// the cascades still draw its box, so a face both find is fitted as before.
    private mutating func searchWhole(_ frame: Frame) -> PixelRect? {
        let (image, time) = (frame.luma, frame.time)
        let learned = learnedSearch?.faces(in: frame).first
        if let learnedSearch, learned == nil {
            defer { cascadeSearchAttempts += 1 }
            let since = faceSeenTime.map { time - $0 }
            guard learnedSearch.cascadeCadence.searches(attempt: cascadeSearchAttempts, sinceFace: since) else {
                return nil
            }
        }
        if let found = detector.detectFaces(in: image, region: nil).first ?? searchTurned(image, at: time) {
            return found
        }
        state.foundByLearnedSearch = learned != nil
        return learned
    }

    /// The largest face `turnedSearch` finds in the whole frame turned, the next turn each time, when it
    /// says this search turns (`TurnedFaceSearch.cadence`, the first frame standing for a face seen until
    /// one is); nil when it does not or finds none.
    private mutating func searchTurned(_ image: GrayImage, at time: Double) -> PixelRect? {
        guard let search = turnedSearch else { return nil }
        defer { turnedSearchCount.attempts += 1 }
        let since = faceSeenTime.map { time - $0 }
        guard search.cadence.searches(attempt: turnedSearchCount.attempts, sinceFace: since) else { return nil }
        defer { turnedSearchCount.made += 1 }
        return search.faces(in: image, search: turnedSearchCount.made).first
    }

    /// Lets go of the face followed so far (its box, fit and eye gates, and the picture a cut is judged
    /// against), so the next frame is searched whole: for a camera that was away, where the person may have
    /// moved while no frame came. The user's open-eye baselines are kept until a face is found, which is
    /// taken as a new one (it does not resume the face followed before).
    public mutating func forget() {
        state = FaceTrackerState()
        lastFace = nil
    }

    private mutating func lose(at time: Double) -> FaceMeasurement {
        let thumbnail = state.thumbnail
        state = FaceTrackerState()
        state.thumbnail = thumbnail
        return .lost(at: time)
    }

    /// The image's mean brightness in an 8 x 8 grid of cells, from every eighth pixel of every eighth row.
    static func thumbnail(of image: GrayImage) -> [Int] {
        var sums = [Int](repeating: 0, count: 64)
        var counts = [Int](repeating: 0, count: 64)
        guard image.width >= 8, image.height >= 8 else { return sums }
        let columns = Array(stride(from: 0, to: image.width, by: 8))
        let cellOfColumn = columns.map { $0 * 8 / image.width }
        image.pixels.withUnsafeBufferPointer { pixels in
            for y in stride(from: 0, to: image.height, by: 8) {
                let cellRow = y * 8 / image.height * 8
                let row = y * image.width
                for (k, x) in columns.enumerated() {
                    sums[cellRow + cellOfColumn[k]] += Int(pixels[row + x])
                    counts[cellRow + cellOfColumn[k]] += 1
                }
            }
        }
        return zip(sums, counts).map { $0 / max($1, 1) }
    }

    /// The mean absolute difference between two thumbnails, in grey levels.
    static func difference(_ a: [Int], _ b: [Int]) -> Int {
        guard a.count == b.count, !a.isEmpty else { return 0 }
        return zip(a, b).reduce(0) { $0 + abs($1.0 - $1.1) } / a.count
    }

    /// `box` with its size kept within `limit` (a fraction) of `previous`'s, about its own centre.
    ///
    /// The predictor's fit is not a fixed point of the box it came from: on some faces a box made from the
    /// landmarks comes out a little larger (or smaller) each frame, and unchecked the box breathes away from
    /// the face between confirmations. Real faces change size far slower than a few percent a frame.
    static func limitGrowth(of box: PixelRect, from previous: PixelRect, to limit: Double) -> PixelRect {
        let ratio = Double(box.width) / Double(max(previous.width, 1))
        let clamped = max(1 - limit, min(1 + limit, ratio))
        guard clamped != ratio else { return box }
        let width = Double(previous.width) * clamped
        let height = Double(previous.height) * clamped
        let (cx, cy) = box.centre
        return PixelRect(
            x: Int((cx - width / 2).rounded()), y: Int((cy - height / 2).rounded()), width: Int(width.rounded()),
            height: Int(height.rounded()))
    }

    /// `box` grown about its centre by `scale` and clipped to the image.
    static func region(around box: PixelRect, scale: Double, in image: GrayImage) -> PixelRect {
        let (cx, cy) = box.centre
        let x0 = max(0, Int(cx - Double(box.width) * scale / 2))
        let y0 = max(0, Int(cy - Double(box.height) * scale / 2))
        let x1 = min(image.width, Int(cx + Double(box.width) * scale / 2))
        let y1 = min(image.height, Int(cy + Double(box.height) * scale / 2))
        return PixelRect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }

    /// The landmarks' bounding rectangle: the face's box as reported.
    static func bounds(of points: [PixelPoint]) -> PictureRect<Double> {
        let xs = points.map(\.x)
        let ys = points.map(\.y)
        let x = xs.min() ?? 0
        let y = ys.min() ?? 0
        return PictureRect(x: x, y: y, width: (xs.max() ?? 0) - x, height: (ys.max() ?? 0) - y)
    }
}
