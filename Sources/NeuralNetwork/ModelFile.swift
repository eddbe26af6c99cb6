import Glibc

/// Reads a model file whole, turning `errno` into a one-line `NeuralNetworkError` that names the file.
enum ModelFile {
    static func read(_ path: String) throws(NeuralNetworkError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            let code = errno
            if code == ENOENT {
                throw NeuralNetworkError(message: "\(path): no such file: run `make models` to fetch the models")
            }
            throw NeuralNetworkError(message: "\(path): cannot open: \(String(cString: strerror(code)))")
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            throw NeuralNetworkError(message: "\(path): cannot stat: \(String(cString: strerror(errno)))")
        }
        guard (status.st_mode & S_IFMT) == S_IFREG else {
            throw NeuralNetworkError(message: "\(path): not a regular file: give the path of a .tflite model")
        }
        var bytes = [UInt8](repeating: 0, count: Int(status.st_size))
        var done = 0
        while done < bytes.count {
            let count = bytes.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress! + done, $0.count - done) }
            if count < 0 {
                if errno == EINTR { continue }
                throw NeuralNetworkError(message: "\(path): cannot read: \(String(cString: strerror(errno)))")
            }
            if count == 0 { break }
            done += count
        }
        return Array(bytes[0..<done])
    }
}
