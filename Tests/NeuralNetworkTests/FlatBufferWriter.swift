/// Writes FlatBuffers bytes front to back for the tests, so they can make small `.tflite` models: every child is
/// written after the table or vector that points to it, so every offset points forward, as the format requires.
indirect enum FlatValue {
    /// A table: field `i` of the schema is `fields[i]`; nil leaves it out.
    case table([FlatField?])
    case tables([FlatValue])
    /// A vector of scalars of `elementSize` bytes, as their little-endian bytes, the first aligned to `alignment`.
    case scalars([UInt8], elementSize: Int, alignment: Int)
    case string(String)

    static func int32s(_ values: [Int]) -> FlatValue {
        .scalars(values.flatMap { FlatWriter.littleEndian(Int32($0)) }, elementSize: 4, alignment: 4)
    }
}

/// One field of a table: an inline scalar or an offset to a child.
enum FlatField {
    case int8(Int8)
    case int32(Int32)
    case uint32(UInt32)
    case child(FlatValue)

    var size: Int {
        switch self {
        case .int8: 1
        case .int32, .uint32, .child: 4
        }
    }
}

struct FlatWriter {
    private(set) var bytes: [UInt8] = []

    static func littleEndian<T: FixedWidthInteger>(_ value: T) -> [UInt8] {
        withUnsafeBytes(of: value.littleEndian) { Array($0) }
    }

    /// A whole buffer: the root offset, the identifier, then the root table.
    static func buffer(root: FlatValue, identifier: String) -> [UInt8] {
        var writer = FlatWriter()
        writer.bytes = [0, 0, 0, 0] + Array(identifier.utf8)
        let position = writer.write(root)
        writer.patch(at: 0, to: position)
        return writer.bytes
    }

    private mutating func align(_ alignment: Int) {
        while bytes.count % alignment != 0 { bytes.append(0) }
    }

    private mutating func patch(at position: Int, to target: Int) {
        let offset = Self.littleEndian(UInt32(target - position))
        bytes.replaceSubrange(position..<position + 4, with: offset)
    }

    private mutating func write(_ value: FlatValue) -> Int {
        switch value {
        case .table(let fields):
            align(4)
            let vtable = bytes.count
            var layout: [Int] = []
            var size = 4
            for field in fields {
                guard let field else {
                    layout.append(0)
                    continue
                }
                size = (size + field.size - 1) / field.size * field.size
                layout.append(size)
                size += field.size
            }
            let vtableSize = 4 + 2 * fields.count
            bytes += Self.littleEndian(UInt16(vtableSize)) + Self.littleEndian(UInt16(size))
            for offset in layout { bytes += Self.littleEndian(UInt16(offset)) }
            align(4)
            let table = bytes.count
            bytes += Self.littleEndian(Int32(table - vtable))
            bytes += [UInt8](repeating: 0, count: size - 4)
            var children: [(Int, FlatValue)] = []
            for (field, offset) in zip(fields, layout) {
                let at = table + offset
                switch field {
                case .int8(let v): bytes[at] = UInt8(bitPattern: v)
                case .int32(let v): bytes.replaceSubrange(at..<at + 4, with: Self.littleEndian(v))
                case .uint32(let v): bytes.replaceSubrange(at..<at + 4, with: Self.littleEndian(v))
                case .child(let child): children.append((at, child))
                case nil: break
                }
            }
            for (at, child) in children { patch(at: at, to: write(child)) }
            return table
        case .tables(let items):
            align(4)
            let vector = bytes.count
            bytes += Self.littleEndian(UInt32(items.count)) + [UInt8](repeating: 0, count: 4 * items.count)
            for (i, item) in items.enumerated() { patch(at: vector + 4 + 4 * i, to: write(item)) }
            return vector
        case .scalars(let data, let elementSize, let alignment):
            // The elements, which follow the 4-byte count, start on `alignment`.
            while (bytes.count + 4) % max(alignment, 4) != 0 { bytes.append(0) }
            let vector = bytes.count
            bytes += Self.littleEndian(UInt32(data.count / elementSize)) + data
            return vector
        case .string(let text):
            align(4)
            let vector = bytes.count
            bytes += Self.littleEndian(UInt32(text.utf8.count)) + Array(text.utf8) + [0]
            return vector
        }
    }
}
