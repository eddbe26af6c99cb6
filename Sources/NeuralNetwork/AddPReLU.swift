import CXNNPack

/// `PRELU(first + second)` in one pass over memory (`CXNNPack_addPReLU`), for an ADD of two same-shaped tensors
/// whose only reader is a PRELU: XNNPACK runs them as two operators, each a pass over the tensor, and has no fused
/// one. The arithmetic is XNNPACK's, so the outputs are the same to the bit; on the iris model's 26 such pairs it
/// saves about 2% of a run (`Benchmarks/xnnpack-memory-plan.c`).
struct AddPReLU {
    let first: Int
    let second: Int
    let output: Int
    let channels: Int
    let count: Int
    /// One slope per channel.
    let slopes: UnsafeMutablePointer<Float>
    /// The tensors' memory, once placed.
    private var addresses: (UnsafePointer<Float>, UnsafePointer<Float>, UnsafeMutablePointer<Float>)?

    /// - Parameter slopes: copied into memory that `slopeArena` keeps.
    init(first: Int, second: Int, output: Int, slopes: [Float], count: Int, slopeArena: ConstantArena) {
        (self.first, self.second, self.output, self.count) = (first, second, output, count)
        channels = slopes.count
        self.slopes = UnsafeMutableRawPointer(mutating: slopeArena.store(slopes)).assumingMemoryBound(to: Float.self)
    }

    /// This pass pointed at its tensors' memory.
    func placed(_ address: (Int) -> UnsafeMutableRawPointer) -> AddPReLU {
        var placed = self
        placed.addresses = (
            UnsafePointer(address(first).assumingMemoryBound(to: Float.self)),
            UnsafePointer(address(second).assumingMemoryBound(to: Float.self)),
            address(output).assumingMemoryBound(to: Float.self)
        )
        return placed
    }

    func run() {
        guard let (a, b, y) = addresses else { return }
        CXNNPack_addPReLU(a, b, y, slopes, count, channels)
    }
}
