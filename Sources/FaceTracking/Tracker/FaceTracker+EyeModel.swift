extension FaceTracker {
    /// Each eye's lid opening by `eyeModel`, the image-left eye's first, where the model has something to
    /// add: nil for both without a model, or beyond `EyeOpennessEstimator.lidMaximumYaw`, where the
    /// estimator reads the eyes from the landmarks anyway.
    ///
    /// The model runs on an eye only when its `EyeChangeGate` says the eye may have changed (on a crop placed by
    /// `faceMesh` when there is one, fitted then and only then, once for both eyes); otherwise its
    /// last reading stands, and the eye's 64 x 64 colour crop is not even cut. Only a reading at the eye's
    /// open level may stand: while an eye last read anything less (shut, half shut in a squint or a smile,
    /// or a reading the lid's baseline has since left behind), the model reads it on every frame, so the
    /// gate never holds a reading that a wink could act on and the current picture may contradict (on the
    /// issue's smiling face, the end of a squint held the right eye at 0.10-0.14 for ten open frames).
    /// A reading is the model's on the eye's crop and on its `FaceTrackerSettings.eyeCropVariants`, combined
    /// (`EyeCropVariants.combined`); the gate holds and compares the combined reading.
    mutating func lidOpenings(in frame: Frame, landmarks: [PixelPoint], yaw: Double) -> [Double?] {
        guard let eyeModel, landmarks.count >= 48, abs(yaw) <= eyes.lidMaximumYaw else { return [nil, nil] }
        let corners = [(landmarks[36], landmarks[39]), (landmarks[42], landmarks[45])]
        // The face mesh, fitted at most once a frame and only for an eye the model reads: its eye points
        // centre the crops, levelled and sized by both fits (`EyeCrop(frame:mesh:landmarks:eye:)`); without it, or
        // where it sees no face, dlib's points place them.
        var mesh: FaceMesh??
        func crop(_ side: Int) -> EyeCrop {
            if mesh == nil { mesh = faceMesh?.mesh(in: frame, landmarks: landmarks) }
            if let found = mesh ?? nil, found.presence >= 0.5 {
                return EyeCrop(frame: frame, mesh: found, landmarks: landmarks, eye: side, side: eyeModel.cropSide)
            }
            return EyeCrop(frame: frame, landmarks: landmarks, eye: side, side: eyeModel.cropSide)
        }
        return corners.indices.map { side in
            let (first, second) = corners[side]
            let signature = EyeSignature(image: frame.luma, from: first, to: second)
            let steady =
                state.eyeGates[side].last.map { eyes.readsOpen(lidOpening: $0.lidOpening, side: side, yaw: yaw) }
                ?? false
            return state.eyeGates[side].lidOpening(
                signature: signature, time: frame.time, limits: steady ? settings.eyeChangeLimits : .everyFrame
            ) {
                let own = crop(side)
                let crops = [own] + settings.eyeCropVariants.variants.map { own.variant($0, in: frame) }
                return EyeCropVariants.combined(crops.compactMap { eyeModel.contour(in: $0)?.lidOpening })
            }
        }
    }
}
