import ArgumentParser
import Features
import Foundation
import Inputs
import ScreenRendering

/// The selfie app's settings on the command line (`run --app selfie`).
struct SelfieOptions: ParsableArguments {
    @Option(name: .long, help: "Selfie: where photos go, in FaceDetection/ (default: MRTD in $XDG_DATA_HOME/facenav).")
    var dataFolder: String?

    @Option(name: .long, help: "Selfie: the title once the face fits the oval.")
    var faceDetectedText: String?

    @Option(name: .long, help: "Selfie: the oval's colour once the face fits, as #RRGGBB (default #00C853, green).")
    var faceDetectedColor: String?

    /// The settings these options give; a colour that is not `#RRGGBB` is refused saying so.
    func settings() throws(UserFacingError) -> SelfieSettings {
        var settings = SelfieSettings()
        if let faceDetectedText {
            guard !faceDetectedText.trimmingCharacters(in: .whitespaces).isEmpty else {
                throw UserFacingError(message: "--face-detected-text is empty; give the text to show", exitCode: 2)
            }
            settings.faceDetectedText = faceDetectedText
        }
        if let faceDetectedColor {
            let hex = faceDetectedColor.hasPrefix("#") ? faceDetectedColor.dropFirst() : Substring(faceDetectedColor)
            guard hex.count == 6, let value = UInt32(hex, radix: 16) else {
                throw UserFacingError(
                    message: "--face-detected-color must be #RRGGBB, like #00C853, not '\(faceDetectedColor)'",
                    exitCode: 2)
            }
            settings.faceDetectedColor = RGBColor(
                red: UInt8(value >> 16 & 0xFF), green: UInt8(value >> 8 & 0xFF), blue: UInt8(value & 0xFF))
        }
        return settings
    }
}
