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
