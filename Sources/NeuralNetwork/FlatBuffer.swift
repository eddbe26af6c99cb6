/// A read-only view of FlatBuffers bytes: little-endian scalars, tables, vectors and strings, every read
/// bounds-checked.
///
/// Only what a `.tflite` file needs; no generated code. A table's fields are looked up through its vtable, so
/// fields a newer schema appends are skipped and fields an older writer left out read as their defaults.
struct FlatBuffer {
    let bytes: [UInt8]

    /// The scalar at `offset`, or `.truncated` when it does not fit in the bytes.
    func read<T: FixedWidthInteger>(_: T.Type, at offset: Int) throws(LiteModelError) -> T {
        try check(offset, MemoryLayout<T>.size)
        return bytes.withUnsafeBytes { T(littleEndian: $0.loadUnaligned(fromByteOffset: offset, as: T.self)) }
    }

    /// Throws unless `size` bytes from `offset` lie inside the buffer.
    func check(_ offset: Int, _ size: Int) throws(LiteModelError) {
        guard offset >= 0, size >= 0, size <= bytes.count, offset <= bytes.count - size else {
            throw .truncated(offset: offset, size: size, fileSize: bytes.count)
        }
    }

    /// The position an unsigned offset stored at `position` points to.
    func follow(_ position: Int) throws(LiteModelError) -> Int {
        position + Int(try read(UInt32.self, at: position))
    }

    /// The root table, after checking the 4-byte file identifier at offset 4.
    func root(identifier: String) throws(LiteModelError) -> FlatBufferTable {
        guard bytes.count >= 8, Array(bytes[4..<8]) == Array(identifier.utf8) else {
            throw .notTensorFlowLite(fileSize: bytes.count)
        }
        return try FlatBufferTable(buffer: self, position: follow(0))
    }
}
