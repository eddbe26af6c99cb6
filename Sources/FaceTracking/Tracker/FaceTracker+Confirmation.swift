import FaceNavCore

extension FaceTracker {
    /// Whether a confirmation that found the face in `found` keeps the landmarks fitted in `box` instead of
    /// fitting them again: when the fit has not degraded and the two boxes agree within
    /// `FaceTrackerSettings.confirmationAgreement`. The confirmation then only confirms, and saves the fit
    /// from the detector's box (one run of the shape predictor and of the head pose fit).
    func keepsFit(in box: PixelRect, confirmedBy found: PixelRect, degraded: Bool) -> Bool {
        !degraded && Self.agree(box, found, within: settings.confirmationAgreement)
    }

    /// Whether `found` lies within `tolerance` of `box`: centre to centre at most `tolerance` of `box`'s
    /// width apart, and its width within a factor `1 + tolerance` of `box`'s. Never for a tolerance of 0.
    static func agree(_ box: PixelRect, _ found: PixelRect, within tolerance: Double) -> Bool {
        tolerance > 0 && PictureRect(box).isNear(PictureRect(found), shift: tolerance, scale: 1 + tolerance)
    }
}
