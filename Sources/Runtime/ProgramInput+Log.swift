import FaceNavCore
import Foundation

extension ProgramInput {
    /// The input as one event-log line, `{"t":1.5,"type":"input","input":"key","key":"up"}`, with the time
    /// and face numbers at full precision so a replay sends exactly the same values.
    public func jsonLine(at time: Double) -> String {
        var json = JSONLineWriter()
        json.add("t", time)
        json.add("type", "input")
        switch self {
        case .key(let key):
            json.add("input", "key")
            switch key {
            case .character(let c): json.add("char", String(c))
            default: json.add("key", Self.keyNames.first { $0.value == key }?.key ?? "")
            }
        case .pointerMoved(let point):
            json.add("input", "pointer")
            json.add("x", point.x)
            json.add("y", point.y)
        case .clicked(let point):
            json.add("input", "click")
            json.add("x", point.x)
            json.add("y", point.y)
        case .resized(let size):
            json.add("input", "resize")
            json.add("width", size.width)
            json.add("height", size.height)
        case .faceMeasured(let m):
            json.add("input", "face")
            json.add("face", m.faceFound)
            json.add("yaw", m.yaw)
            json.add("pitch", m.pitch)
            json.add("roll", m.roll)
            json.add("eyeLeft", m.eyeLeft)
            json.add("eyeRight", m.eyeRight)
            json.add("mouth", m.mouth)
            json.add("tongue", m.tongue)
            if let quality = m.quality { json.add("quality", quality) }
        case .heard(let command, let word):
            json.add("input", "heard")
            json.add("command", command.rawValue)
            json.add("word", word)
        case .voice(let event):
            json.add("input", "voice")
            switch event {
            case .listening: json.add("event", "listening")
            case .off: json.add("event", "off")
            case .utterance(let words):
                json.add("event", "utterance")
                // "back:-13.25 pause:" (no score after the colon when the recogniser gave none).
                json.add("words", words.map { "\($0.word):\($0.score.map { "\($0)" } ?? "")" }.joined(separator: " "))
            }
        case .tick:
            json.add("input", "tick")
        case .inputChanged(let name):
            json.add("input", "inputChanged")
            json.add("name", name)
        case .notice(let announcement):
            json.add("input", "notice")
            json.add("text", announcement.text)
            json.add("priority", announcement.priority.rawValue)
            if let mark = announcement.lastingMark { json.add("mark", mark) }
        case .writeFailed(let path, let message):
            json.add("input", "writeFailed")
            json.add("path", path)
            json.add("message", message)
        case .featureInput(let input):
            json.add("input", type(of: input.base).logName ?? "")
            input.base.addLogFields(to: &json)
        case .quitRequested:
            json.add("input", "quit")
        }
        return json.line
    }

    /// False for a feature's input that is never logged: a camera picture stays out of the event log (the
    /// face's measurements are in it).
    public var isLogged: Bool {
        if case .featureInput(let input) = self { return input.isLogged }
        return true
    }

    static let keyNames: [String: Key] = [
        "up": .up, "down": .down, "left": .left, "right": .right, "enter": .enter, "backspace": .backspace,
        "escape": .escape, "tab": .tab, "backTab": .backTab, "pageUp": .pageUp, "pageDown": .pageDown,
    ]

    /// The largest screen width or height a replayed `resize` may ask for, as `--size` allows.
    public static let maximumScreenSide = 1000

    /// Reads an input line of an event log; nil for a line that is not an input (a gesture, a command, ...).
    /// A feature's own input is read when its type is among `featureInputs`.
    ///
    /// - Throws: a message naming what is wrong when the line says it is an input but cannot be one.
    public static func parse(
        logLine line: Substring, featureInputs: [any FeatureInput.Type] = []
    ) throws(ProgramInputLogError) -> (
        time: Double, input: ProgramInput
    )? {
        guard line.contains("\"type\":\"input\""),
            let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
            object["type"] as? String == "input"
        else { return nil }
        guard let time = exactNumber("t", in: line) ?? (object["t"] as? NSNumber)?.doubleValue, time.isFinite else {
            throw ProgramInputLogError(message: "an input without a time 't'")
        }
        let kind = object["input"] as? String ?? ""
        let fields = LogLineFields(kind: kind, object: object)
        func int(_ key: String) throws(ProgramInputLogError) -> Int { try fields.int(key) }
        func text(_ key: String) throws(ProgramInputLogError) -> String { try fields.text(key) }
        switch kind {
        case "key":
            if let char = object["char"] as? String, let c = char.first, char.count == 1 {
                return (time, .key(.character(c)))
            }
            guard let key = keyNames[try text("key")] else {
                throw ProgramInputLogError(message: "an unknown key '\(object["key"] ?? "")'")
            }
            return (time, .key(key))
        case "pointer": return (time, .pointerMoved(Point(x: try int("x"), y: try int("y"))))
        case "click": return (time, .clicked(Point(x: try int("x"), y: try int("y"))))
        case "resize":
            // The same bound as `--size`: a damaged or hostile log cannot ask for billions of cells.
            let (width, height) = (try int("width"), try int("height"))
            guard (1...maximumScreenSide).contains(width), (1...maximumScreenSide).contains(height) else {
                throw ProgramInputLogError(
                    message:
                        "a 'resize' to \(width)x\(height); a screen is 1x1 to \(maximumScreenSide)x\(maximumScreenSide) cells"
                )
            }
            return (time, .resized(Size(width: width, height: height)))
        case "face":
            do {
                guard var m = try FaceTraceFormat.parse(line, file: "", lineNumber: 0) else { return nil }
                m.time = time
                return (time, .faceMeasured(m))
            } catch {
                throw ProgramInputLogError(message: error.message)
            }
        case "heard":
            guard let command = Command(rawValue: try text("command")) else {
                throw ProgramInputLogError(message: "an unknown command '\(object["command"] ?? "")'")
            }
            return (time, .heard(command, word: try text("word")))
        case "voice":
            switch try text("event") {
            case "listening": return (time, .voice(.listening))
            case "off": return (time, .voice(.off))
            case "utterance":
                var words: [SpokenWord] = []
                for item in try text("words").split(separator: " ") {
                    let parts = item.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
                    let score = parts.count == 2 && !parts[1].isEmpty ? Double(parts[1]) : nil
                    guard parts.count == 2, !parts[0].isEmpty, parts[1].isEmpty || score?.isFinite == true else {
                        throw ProgramInputLogError(message: "a 'voice' utterance with a word '\(item)' not WORD:SCORE")
                    }
                    words.append(SpokenWord(String(parts[0]), score: score))
                }
                return (time, .voice(.utterance(words)))
            default: throw ProgramInputLogError(message: "an unknown voice event '\(object["event"] ?? "")'")
            }
        case "tick": return (time, .tick)
        case "inputChanged": return (time, .inputChanged(try text("name")))
        case "notice":
            let priority = Announcement.Priority(rawValue: object["priority"] as? String ?? "") ?? .routine
            return (
                time,
                .notice(Announcement(try text("text"), priority: priority, lastingMark: object["mark"] as? String))
            )
        case "writeFailed": return (time, .writeFailed(path: try text("path"), message: try text("message")))
        case "quit": return (time, .quitRequested)
        default:
            guard let declared = featureInputs.first(where: { $0.logName == kind }) else {
                throw ProgramInputLogError(message: "an unknown input '\(kind)'")
            }
            return (time, .featureInput(try parseFeatureInput(declared, fields)))
        }
    }

    /// `type`'s reading of `fields`, opened from its existential.
    private static func parseFeatureInput<I: FeatureInput>(_ type: I.Type, _ fields: LogLineFields)
        throws(ProgramInputLogError) -> AnyFeatureInput
    {
        AnyFeatureInput(try type.parse(logFields: fields))
    }
}

extension ProgramInput {
    /// The number written after `"key":` in `line`, read as Swift wrote it (`JSONLineWriter` writes the
    /// shortest text that reads back to the same `Double`); nil when it is not there so.
    ///
    /// `JSONSerialization` reads some numbers one unit in the last place off (3.6333333333333333 became
    /// 3.6333333333333337), and a replayed time that is off by so little still lands an announcement in the
    /// history at another time than the run's.
    static func exactNumber(_ key: String, in line: Substring) -> Double? {
        guard let start = line.range(of: "\"\(key)\":")?.upperBound else { return nil }
        let text = line[start...].prefix { $0 != "," && $0 != "}" }
        return Double(text.trimmingCharacters(in: .whitespaces))
    }
}

/// An input line of an event log that cannot be read back.
public struct ProgramInputLogError: Error, Sendable {
    public var message: String

    public init(message: String) {
        self.message = message
    }
}
