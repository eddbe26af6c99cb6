import FaceNavCore
import FaceNavTestSupport
import Foundation
import SceneApp
import SceneFormat
import Testing

/// A calibration's result goes into the profile file and comes back exactly, with the user's bindings kept.
@Suite struct CalibratedProfileTests {
    @Test func aCalibratedProfileSavesAtomicallyAndLoadsBackEqual() throws {
        let readings: [CalibrationStep: CalibrationReading] = [
            .centre: CalibrationReading(
                yaw: -0.037, pitch: -0.061, roll: 0.052, eyeLeft: 0.71, eyeRight: 0.69, mouth: 0.27),
            .up: CalibrationReading(pitch: 0.193),
            .down: CalibrationReading(pitch: -0.263),
            .left: CalibrationReading(yaw: 0.271),
            .right: CalibrationReading(yaw: -0.389),
            .eyesOpen: CalibrationReading(eyeLeft: 0.71, eyeRight: 0.69),
            .eyesClosed: CalibrationReading(eyeLeft: 0.13, eyeRight: 0.17),
        ]
        var profile = Profile.default
        profile.bindings[.mouthOpen] = .back
        let calibrated = CalibrationResult(readings: readings).applied(to: profile)
        #expect(calibrated.sensitivity != profile.sensitivity && calibrated.gestures != profile.gestures)
        #expect(calibrated.bindings == profile.bindings)

        try withTemporaryFolder("calibrated") { temporary in
            let directory = temporary.url.appendingPathComponent("calibrated")
            let path = directory.appendingPathComponent("profile.yaml").path
            try ProfileFile.save(profile, to: path)
            try ProfileFile.save(calibrated, to: path)
            #expect(try ProfileFile.load(from: path) == calibrated)
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["profile.yaml"])
        }
    }
}
