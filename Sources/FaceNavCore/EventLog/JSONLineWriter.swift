/// Writes one JSON object on one line with keys in the order added: stable, diffable log lines.
public struct JSONLineWriter: Sendable {
    private var parts: [String] = []

    public init() {}

    public mutating func add(_ key: String, _ value: String) {
        parts.append("\(Self.quote(key)):\(Self.quote(value))")
    }

    public mutating func add(_ key: String, _ value: Int) {
        parts.append("\(Self.quote(key)):\(value)")
    }

    public mutating func add(_ key: String, _ value: Bool) {
        parts.append("\(Self.quote(key)):\(value)")
    }

    /// Adds a number; non-finite values become null, since JSON has no NaN.
    public mutating func add(_ key: String, _ value: Double) {
        parts.append("\(Self.quote(key)):\(value.isFinite ? Self.number(value) : "null")")
    }

    public var line: String { "{" + parts.joined(separator: ",") + "}" }

    static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }

    /// A JSON string literal with the required escapes.
    public static func quote(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case let s where s.value < 0x20:
                let hex = String(s.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
