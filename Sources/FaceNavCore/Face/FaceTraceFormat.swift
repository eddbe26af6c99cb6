import Foundation

/// The face-trace line format: one JSON object per frame, shared by `facenav track` (which writes it)
/// and `facenav run --trace` (which replays it).
///
/// `{"t": 12.033, "face": true, "yaw": 0.05, "pitch": -0.02, "roll": 0.01, "eyeLeft": 0.93,
/// "eyeRight": 0.12, "mouth": 0.05, "tongue": 0.0}` with optional `quality`, `box` and `landmarks`;
/// unknown keys are ignored. `t` is required; a frame without `face` counts as found; missing numbers
/// take the neutral values of `FaceMeasurement`.
public enum FaceTraceFormat {
    /// Reads one line; nil for a blank line or a `#` comment.
    public static func parse(_ line: Substring, file: String, lineNumber: Int) throws(FaceTraceError)
        -> FaceMeasurement?
    {
        let trimmed = line.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.isEmpty || trimmed.hasPrefix("#") { return nil }
        func fail(_ message: String) -> FaceTraceError {
            FaceTraceError(file: file, line: lineNumber, message: message)
        }
        let object: [String: Any]
        do {
            guard let parsed = try JSONSerialization.jsonObject(with: Data(trimmed.utf8)) as? [String: Any] else {
                throw fail("expected a JSON object like {\"t\": 0.033, \"face\": true, ...}")
            }
            object = parsed
        } catch let error as FaceTraceError {
            throw error
        } catch {
            // The line itself is not quoted: a trace may be any file, and its text is not ours to print.
            let separators = Set<Character>(",:[]{} \t")
            if trimmed.split(whereSeparator: { separators.contains($0) }).contains(where: {
                Double($0)?.isInfinite == true
            }) {
                throw fail("a number is too large (past 1.8e308, like 1e309); each value must be a finite number")
            }
            throw fail("not valid JSON; each line must be one JSON object")
        }
        func number(_ key: String, default value: Double) throws(FaceTraceError) -> Double {
            guard let raw = object[key] else { return value }
            guard let n = raw as? NSNumber, !isBoolean(n), n.doubleValue.isFinite else {
                throw fail("'\(key)' must be a number")
            }
            return n.doubleValue
        }
        guard object["t"] != nil else { throw fail("missing 't' (the frame's time in seconds)") }
        let time = try number("t", default: 0)
        var found = true
        if let raw = object["face"] {
            guard let flag = raw as? NSNumber, isBoolean(flag) else { throw fail("'face' must be true or false") }
            found = flag.boolValue
        }
        for key in ["eyeLeft", "eyeRight", "mouth", "tongue", "quality"] {
            if let v = object[key] as? NSNumber, !isBoolean(v), !(0...1).contains(v.doubleValue) {
                throw fail("'\(key)' must be between 0 and 1, got \(v)")
            }
        }
        var box: PictureRect<Double>?
        if let raw = object["box"] {
            guard let values = raw as? [NSNumber], let rect = PictureRect(values: values.map(\.doubleValue)) else {
                throw fail("'box' must be [x, y, w, h]")
            }
            box = rect
        }
        var landmarks: [[Double]]?
        if let raw = object["landmarks"] {
            guard let points = raw as? [[NSNumber]], points.allSatisfy({ $0.count == 2 }) else {
                throw fail("'landmarks' must be a list of [x, y] pairs")
            }
            landmarks = points.map { $0.map(\.doubleValue) }
        }
        return FaceMeasurement(
            time: time, faceFound: found,
            yaw: try number("yaw", default: 0), pitch: try number("pitch", default: 0),
            roll: try number("roll", default: 0),
            eyeLeft: try number("eyeLeft", default: found ? 1 : 0),
            eyeRight: try number("eyeRight", default: found ? 1 : 0),
            mouth: try number("mouth", default: 0), tongue: try number("tongue", default: 0),
            quality: object["quality"] == nil ? nil : try number("quality", default: 0),
            box: box, landmarks: landmarks)
    }

    /// JSON `true`/`false` arrive as NSNumber too; they are the ones whose C type is `char`.
    private static func isBoolean(_ number: NSNumber) -> Bool {
        number.objCType.pointee == 0x63
    }

    /// Reads a whole trace; the first bad line stops it with an error naming the line.
    public static func parse(_ text: String, file: String) throws(FaceTraceError) -> [FaceMeasurement] {
        var result: [FaceMeasurement] = []
        var lineNumber = 0
        // "\r\n" is one Character in Swift, so a CRLF file (written on Windows) splits on it as well as on "\n".
        for line in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }) {
            lineNumber += 1
            if let measurement = try parse(line, file: file, lineNumber: lineNumber) {
                if let last = result.last, measurement.time < last.time {
                    throw FaceTraceError(
                        file: file, line: lineNumber,
                        message: "time goes backwards (\(measurement.time) after \(last.time)); 't' must not decrease")
                }
                result.append(measurement)
            }
        }
        return result
    }

    /// One line for a measurement, with numbers rounded to what the sensors can tell.
    public static func line(for m: FaceMeasurement) -> String {
        func r(_ v: Double, _ places: Double = 10000) -> Double { (v * places).rounded() / places }
        var json = JSONLineWriter()
        json.add("t", r(m.time, 1000))
        json.add("face", m.faceFound)
        json.add("yaw", r(m.yaw))
        json.add("pitch", r(m.pitch))
        json.add("roll", r(m.roll))
        json.add("eyeLeft", r(m.eyeLeft, 1000))
        json.add("eyeRight", r(m.eyeRight, 1000))
        json.add("mouth", r(m.mouth, 1000))
        json.add("tongue", r(m.tongue, 1000))
        if let q = m.quality { json.add("quality", r(q, 1000)) }
        var line = json.line
        if let box = m.box {
            line.removeLast()
            line += ",\"box\":[" + box.values.map { JSONLineWriter.number(r($0, 10)) }.joined(separator: ",") + "]}"
        }
        if let landmarks = m.landmarks {
            line.removeLast()
            line +=
                ",\"landmarks\":["
                + landmarks.map { "[" + $0.map { JSONLineWriter.number(r($0, 100)) }.joined(separator: ",") + "]" }
                .joined(separator: ",") + "]}"
        }
        return line
    }
}
