/// Memory for constants an operator reads as an activation (an ADD of a constant tensor): the operators keep
/// pointers to it, so the arena lives as long as the `XNNPackOperators` that owns them.
final class ConstantArena {
    private var blocks: [UnsafeMutableRawPointer] = []

    /// A copy of `values`, 64-byte aligned, that stays put until the arena is freed.
    func store(_ values: [Float]) -> UnsafeRawPointer {
        let byteCount = max(values.count * MemoryLayout<Float>.stride, 1) + 16
        let block = UnsafeMutableRawPointer.allocate(byteCount: byteCount, alignment: 64)
        block.initializeMemory(as: UInt8.self, repeating: 0, count: byteCount)
        values.withUnsafeBytes { block.copyMemory(from: $0.baseAddress!, byteCount: $0.count) }
        blocks.append(block)
        return UnsafeRawPointer(block)
    }

    deinit {
        for block in blocks { block.deallocate() }
    }
}
