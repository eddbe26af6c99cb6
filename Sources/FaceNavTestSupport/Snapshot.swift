import Foundation

/// Text snapshots: compares `actual` with `Snapshots/<name>.txt` beside the calling test file.
///
/// A missing snapshot is recorded (and the test fails, so a new snapshot is always looked at once);
/// `RECORD_SNAPSHOTS=1` re-records them all.
/// - Returns: nil when it matches, else a message with both texts for the test to report.
public func snapshotMismatch(_ actual: String, named name: String, testFile: String = #filePath) -> String? {
    let folder = URL(fileURLWithPath: testFile).deletingLastPathComponent().appendingPathComponent("Snapshots")
    let file = folder.appendingPathComponent("\(name).txt")
    let text = actual.hasSuffix("\n") ? actual : actual + "\n"
    let record = ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1"
    if !record, let expected = try? String(contentsOf: file, encoding: .utf8) {
        return expected == text ? nil : "snapshot \(name) differs.\n--- expected\n\(expected)--- actual\n\(text)"
    }
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    do {
        try text.write(to: file, atomically: true, encoding: .utf8)
    } catch {
        return "could not record snapshot \(file.path): \(error)"
    }
    return record ? nil : "recorded a new snapshot \(file.path); check it and run again"
}
