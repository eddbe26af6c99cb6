import FaceNavCore

/// Appends the reducer's log effects to the `--events` file, one JSON line each.
final class EventLog {
    let output: FileOutput?

    init(path: String?) throws(UserFacingError) {
        output = try path.map { path throws(UserFacingError) in try FileOutput(appendingTo: path) }
    }

    func record(_ effects: [Effect]) {
        guard let output else { return }
        var text = ""
        for case .log(let event) in effects { text += event.jsonLine + "\n" }
        if !text.isEmpty { output.write(text) }
    }
}
