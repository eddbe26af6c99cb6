/// Why a model could not be loaded or run, in one line fit to print: the file, what is wrong, what to do.
///
/// `/work/.models/iris_landmark.tflite: no such file: run `make models` to fetch it`
public struct NeuralNetworkError: Error, CustomStringConvertible, Equatable {
    public var message: String

    public init(message: String) {
        self.message = message
    }

    public var description: String { message }
}
