/// The small subset of XML that OpenCV's `FileStorage` writes: nested elements, text, comments and a few
/// attributes, read into a tree of ``CascadeXMLDocument/Element``s.
///
/// A hand-written reader rather than `XMLParser`: a 1 MB cascade loads in milliseconds, and every element
/// keeps its line so errors can say where the file went wrong. Entities, CDATA and namespaces never occur
/// in cascade files and are not supported.
struct CascadeXMLDocument {
    /// One element: its name, attributes, child elements and where the text directly inside it lies.
    final class Element {
        let name: String
        let line: Int
        var attributes: [String: String] = [:]
        var children: [Element] = []
        /// The bytes of the element's leading text (up to its first child, comment or closing tag).
        var textRange: Range<Int> = 0..<0

        init(name: String, line: Int) {
            self.name = name
            self.line = line
        }

        /// The first child called `name`.
        func child(_ name: String) -> Element? { children.first { $0.name == name } }
    }

    /// What went wrong while reading, and on which line.
    struct SyntaxError: Error {
        let line: Int
        let reason: String
    }

    let root: Element
    /// The file's bytes followed by a 0, so C number parsing always stops inside the buffer.
    let bytes: [UInt8]

    /// Reads `bytes` (UTF-8) into a tree; the document must have exactly one top-level element.
    init(bytes: [UInt8]) throws(SyntaxError) {
        var reader = Reader(bytes: bytes)
        root = try reader.document()
        self.bytes = bytes + [0]
    }

    /// The text directly inside `element`.
    func text(of element: Element) -> String { String(decoding: bytes[element.textRange], as: UTF8.self) }
}

extension CascadeXMLDocument {
    /// A cursor over the bytes.
    fileprivate struct Reader {
        let bytes: [UInt8]
        var position = 0
        var line = 1

        init(bytes: [UInt8]) { self.bytes = bytes }

        mutating func document() throws(SyntaxError) -> Element {
            var root: Element?
            while true {
                skipWhitespace()
                guard position < bytes.count else { break }
                guard bytes[position] == UInt8(ascii: "<") else {
                    throw SyntaxError(line: line, reason: "text outside the top-level element")
                }
                if try skipMarkup() { continue }
                if root != nil { throw SyntaxError(line: line, reason: "a second top-level element") }
                root = try element()
            }
            guard let root else { throw SyntaxError(line: line, reason: "no XML element in the file") }
            return root
        }

        /// Skips `<?...?>`, `<!--...-->` and `<!...>` at the cursor; false when the cursor is on an element tag.
        mutating func skipMarkup() throws(SyntaxError) -> Bool {
            guard position + 1 < bytes.count else {
                throw SyntaxError(line: line, reason: "the file ends inside a tag")
            }
            switch bytes[position + 1] {
            case UInt8(ascii: "?"):
                try skip(past: Array("?>".utf8))
            case UInt8(ascii: "!"):
                if position + 3 < bytes.count, bytes[position + 2] == UInt8(ascii: "-"),
                    bytes[position + 3] == UInt8(ascii: "-")
                {
                    try skip(past: Array("-->".utf8))
                } else {
                    try skip(past: [UInt8(ascii: ">")])
                }
            default:
                return false
            }
            return true
        }

        mutating func skip(past terminator: [UInt8]) throws(SyntaxError) {
            let startLine = line
            while position + terminator.count <= bytes.count {
                if bytes[position] == terminator[0] {
                    var matches = true
                    for k in 1..<terminator.count where bytes[position + k] != terminator[k] {
                        matches = false
                        break
                    }
                    if matches {
                        position += terminator.count
                        return
                    }
                }
                if bytes[position] == UInt8(ascii: "\n") { line += 1 }
                position += 1
            }
            throw SyntaxError(
                line: startLine, reason: "unterminated markup (no \(String(decoding: terminator, as: UTF8.self)))")
        }

        mutating func skipWhitespace() {
            while position < bytes.count {
                let byte = bytes[position]
                if byte == UInt8(ascii: "\n") {
                    line += 1
                } else if byte != UInt8(ascii: " ") && byte != UInt8(ascii: "\t") && byte != UInt8(ascii: "\r") {
                    return
                }
                position += 1
            }
        }

        static func isNameByte(_ byte: UInt8) -> Bool {
            (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
                || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
                || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: ":")
        }

        mutating func name() throws(SyntaxError) -> String {
            let start = position
            while position < bytes.count, Self.isNameByte(bytes[position]) { position += 1 }
            guard position > start else { throw SyntaxError(line: line, reason: "a tag without a name") }
            return String(decoding: bytes[start..<position], as: UTF8.self)
        }

        /// Reads the element whose `<` is at the cursor, with everything inside it.
        mutating func element() throws(SyntaxError) -> Element {
            position += 1
            let element = Element(name: try name(), line: line)
            // Attributes.
            while true {
                skipWhitespace()
                guard position < bytes.count else {
                    throw SyntaxError(line: line, reason: "the file ends inside <\(element.name)>")
                }
                let byte = bytes[position]
                if byte == UInt8(ascii: "/") {
                    guard position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: ">") else {
                        throw SyntaxError(line: line, reason: "a stray / in <\(element.name)>")
                    }
                    position += 2
                    return element
                }
                if byte == UInt8(ascii: ">") {
                    position += 1
                    break
                }
                let key = try name()
                skipWhitespace()
                guard position < bytes.count, bytes[position] == UInt8(ascii: "=") else {
                    throw SyntaxError(line: line, reason: "attribute \(key) of <\(element.name)> has no value")
                }
                position += 1
                skipWhitespace()
                guard position < bytes.count,
                    bytes[position] == UInt8(ascii: "\"") || bytes[position] == UInt8(ascii: "'")
                else { throw SyntaxError(line: line, reason: "attribute \(key) of <\(element.name)> is not quoted") }
                let quote = bytes[position]
                position += 1
                let start = position
                while position < bytes.count, bytes[position] != quote { position += 1 }
                guard position < bytes.count else {
                    throw SyntaxError(line: line, reason: "unterminated attribute \(key)")
                }
                element.attributes[key] = String(decoding: bytes[start..<position], as: UTF8.self)
                position += 1
            }
            // Content.
            let contentStart = position
            var textEnd: Int?
            while true {
                guard position < bytes.count else {
                    throw SyntaxError(line: element.line, reason: "<\(element.name)> is never closed")
                }
                let byte = bytes[position]
                if byte != UInt8(ascii: "<") {
                    if byte == UInt8(ascii: "\n") { line += 1 }
                    position += 1
                    continue
                }
                if textEnd == nil { textEnd = position }
                if position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "/") {
                    position += 2
                    let closing = try name()
                    guard closing == element.name else {
                        throw SyntaxError(
                            line: line, reason: "</\(closing)> closes <\(element.name)> of line \(element.line)")
                    }
                    skipWhitespace()
                    guard position < bytes.count, bytes[position] == UInt8(ascii: ">") else {
                        throw SyntaxError(line: line, reason: "a malformed </\(closing)>")
                    }
                    position += 1
                    element.textRange = contentStart..<(textEnd ?? contentStart)
                    return element
                }
                if try skipMarkup() { continue }
                element.children.append(try self.element())
            }
        }
    }
}
