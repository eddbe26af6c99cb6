import Glibc
import SafeFiles

/// Reads a model file whole, turning `errno` into a one-line `NeuralNetworkError` that names the file.
enum ModelFile {
    /// The largest model read: 256 MiB (MediaPipe's iris model is 2.6 MB).
    static let sizeLimit = 256 << 20

    static func read(_ path: String) throws(NeuralNetworkError) -> [UInt8] {
        guard SafeFile.kind(at: path) != nil else {
            throw NeuralNetworkError(message: "\(path): no such file: run `make models` to fetch the models")
        }
        do {
            return try SafeFile.read(path, limit: sizeLimit)
        } catch {
            throw NeuralNetworkError(message: "\(error); give the path of a .tflite model")
        }
    }
}
