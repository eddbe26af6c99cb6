extension FaceTracker where Detector == CascadeDetector, Predictor == ShapePredictor {
    /// The tracker `facenav track` runs: `cascade` searches with OpenCV's defaults (scale factor 1.1, three
    /// neighbours, faces of at least `minSize` pixels), and confirms the followed face more leniently (one
    /// neighbour, three quarters of the size), since it only looks near a face already found.
    public init(
        cascade: Cascade, predictor: ShapePredictor, minSize: Int = 80,
        settings: FaceTrackerSettings = FaceTrackerSettings()
    ) {
        self.init(
            detector: CascadeDetector(cascade: cascade, minSize: minSize),
            confirmingDetector: CascadeDetector(cascade: cascade, minNeighbors: 1, minSize: minSize * 3 / 4),
            predictor: predictor, settings: settings)
    }
}

extension FaceTracker where Detector == CascadeFallback, Predictor == ShapePredictor {
    /// The tracker the live app and `facenav track` run: `cascades` search in turn, each only when those
    /// before found no face (`CascadeFallback`), with OpenCV's defaults (scale factor 1.1, three neighbours,
    /// faces of at least `minSize` pixels), a face found only by a later one taken when the first cascade
    /// finds it on the face levelled (`LevelledFaceCheck`); they confirm the followed face the same way more
    /// leniently (one neighbour, three quarters of the size, unchecked), since they only look near a face
    /// already found. With more than one cascade the last also searches the frame turned level when none
    /// finds a face upright (`TurnedFaceSearch`), a face found so checked the same way.
    public init(
        cascades: [Cascade], predictor: ShapePredictor, minSize: Int = 80,
        settings: FaceTrackerSettings = FaceTrackerSettings()
    ) {
        self.init(
            detector: CascadeFallback(
                cascades.map { CascadeDetector(cascade: $0, minSize: minSize) },
                check: cascades.first.map { LevelledFaceCheck(cascade: $0, predictor: predictor) }),
            confirmingDetector: CascadeFallback(
                cascades.map { CascadeDetector(cascade: $0, minNeighbors: 1, minSize: minSize * 3 / 4) }),
            predictor: predictor, settings: settings)
        if let haar = cascades.last, cascades.count > 1 {
            turnedSearch = TurnedFaceSearch(
                detector: CascadeDetector(cascade: haar, minSize: minSize),
                check: cascades.first.map { LevelledFaceCheck(cascade: $0, predictor: predictor) })
        }
    }
}

extension FaceTracker where Predictor == ShapePredictor {
    /// Looks for faces the cascades miss with `detector` (`LearnedFaceSearch`, checked by this tracker's
    /// landmarks); nil searches with the cascades alone.
    public mutating func useLearnedDetector(_ detector: LearnedFaceDetector?) {
        learnedSearch = detector.map { LearnedFaceSearch(detector: $0, predictor: predictor) }
    }
}
