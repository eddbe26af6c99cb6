/// Memory for the weights XNNPACK reads: it keeps pointers to static tensor data for the life of every runtime
/// made from the graph, so the arena lives as long as the `NeuralNetwork` that owns the runtime.
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
