/// Why the face landmark model could not be loaded, in one line fit to show a user.
public struct ShapePredictorError: Error, Equatable, CustomStringConvertible, Sendable {
    /// What went wrong, where, and what to do.
    public var message: String

    public init(message: String) { self.message = message }

    public var description: String { message }

    /// The model file is not there.
    static func missing(_ path: String) -> ShapePredictorError {
        ShapePredictorError(
            message:
                "face landmark model \(path) not found: install the Debian package libdlib-data (make deps) or pass --models DIR with \(ShapePredictor.modelFileName) in it"
        )
    }

    /// The model file is there but is not a valid dlib shape predictor.
    static func corrupt(_ path: String, _ error: DlibFormatError) -> ShapePredictorError {
        ShapePredictorError(
            message: "\(path): not a usable dlib shape predictor: \(error.message); reinstall libdlib-data")
    }

    /// The model file could not be read.
    static func unreadable(_ path: String, _ reason: String) -> ShapePredictorError {
        ShapePredictorError(message: "\(path): cannot read the face landmark model: \(reason)")
    }
}
