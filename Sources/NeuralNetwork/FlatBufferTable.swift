/// One FlatBuffers table: its fields by index in the schema, each read through the table's vtable.
struct FlatBufferTable {
    let buffer: FlatBuffer
    let position: Int

    init(buffer: FlatBuffer, position: Int) throws(LiteModelError) {
        self.buffer = buffer
        self.position = position
        // The vtable's position and its header must be readable before any field is.
        let vtable = position - Int(try buffer.read(Int32.self, at: position))
        _ = try buffer.read(UInt16.self, at: vtable + 2)
    }

    /// Where field `index` is stored, or nil when the writer left it out (it then has its default value).
    func fieldPosition(_ index: Int) throws(LiteModelError) -> Int? {
        let vtable = position - Int(try buffer.read(Int32.self, at: position))
        let vtableSize = Int(try buffer.read(UInt16.self, at: vtable))
        let entry = 4 + 2 * index
        guard entry + 2 <= vtableSize else { return nil }
        let offset = Int(try buffer.read(UInt16.self, at: vtable + entry))
        return offset == 0 ? nil : position + offset
    }

    /// A scalar field, or `defaultValue` when absent.
    func scalar<T: FixedWidthInteger>(_ index: Int, default defaultValue: T) throws(LiteModelError) -> T {
        guard let at = try fieldPosition(index) else { return defaultValue }
        return try buffer.read(T.self, at: at)
    }

    /// A table field, or nil when absent.
    func table(_ index: Int) throws(LiteModelError) -> FlatBufferTable? {
        guard let at = try fieldPosition(index) else { return nil }
        return try FlatBufferTable(buffer: buffer, position: buffer.follow(at))
    }

    /// A vector field as (position of the first element, count), or nil when absent.
    func vector(_ index: Int, elementSize: Int) throws(LiteModelError) -> (start: Int, count: Int)? {
        guard let at = try fieldPosition(index) else { return nil }
        let vector = try buffer.follow(at)
        let count = Int(try buffer.read(UInt32.self, at: vector))
        let (bytes, overflow) = count.multipliedReportingOverflow(by: elementSize)
        guard !overflow else { throw .truncated(offset: vector + 4, size: Int.max, fileSize: buffer.bytes.count) }
        try buffer.check(vector + 4, bytes)
        return (vector + 4, count)
    }

    /// A vector of scalars, or an empty array when absent.
    func scalars<T: FixedWidthInteger>(_ index: Int, as _: T.Type) throws(LiteModelError) -> [T] {
        guard let (start, count) = try vector(index, elementSize: MemoryLayout<T>.size) else { return [] }
        var values: [T] = []
        values.reserveCapacity(count)
        for i in 0..<count { values.append(try buffer.read(T.self, at: start + i * MemoryLayout<T>.size)) }
        return values
    }

    /// A vector of tables, or an empty array when absent.
    func tables(_ index: Int) throws(LiteModelError) -> [FlatBufferTable] {
        guard let (start, count) = try vector(index, elementSize: 4) else { return [] }
        var tables: [FlatBufferTable] = []
        tables.reserveCapacity(count)
        for i in 0..<count {
            tables.append(try FlatBufferTable(buffer: buffer, position: buffer.follow(start + 4 * i)))
        }
        return tables
    }

    /// A string field, or nil when absent (invalid UTF-8 is repaired, never fatal).
    func string(_ index: Int) throws(LiteModelError) -> String? {
        guard let (start, count) = try vector(index, elementSize: 1) else { return nil }
        return String(decoding: buffer.bytes[start..<start + count], as: UTF8.self)
    }
}
