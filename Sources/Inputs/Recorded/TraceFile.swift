import FaceNavCore
import Foundation
import SafeFiles

/// Reads a face trace (`--trace FILE.jsonl`) whole, with errors that name the file and line; like every
/// other input file that cannot be used (a replay, a video, a scene), they exit with status 2.
public enum TraceFile {
    public static func read(_ path: String) throws(UserFacingError) -> [FaceMeasurement] {
        let text: String
        do {
            text = try SafeFile.readText(path, limit: InputLimits.traceBytes)
        } catch {
            throw UserFacingError(
                message: "cannot read trace \(error); record one with `facenav track` or check the path", exitCode: 2)
        }
        do {
            let frames = try FaceTraceFormat.parse(text, file: path)
            guard !frames.isEmpty else {
                throw UserFacingError(message: "\(path):1: the trace has no frames", exitCode: 2)
            }
            return frames
        } catch let error as FaceTraceError {
            throw UserFacingError(message: "\(error.description); fix that line or re-record the trace", exitCode: 2)
        } catch let error as UserFacingError {
            throw error
        } catch {
            throw UserFacingError(message: "\(path): \(error)", exitCode: 2)
        }
    }
}
