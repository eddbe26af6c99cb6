import Testing

@testable import NeuralNetwork

/// Corrupt copies of the real iris model: bytes of the graph's tables overwritten at random. Each copy must
/// either load and run, or be refused with one line naming the file; none may crash the process.
@Suite struct CorruptModelTests {
    @Test func corruptTablesNeverCrash() throws {
        let original = try #require(TestFiles.irisModelBytes(), "run make models")
        // In this file the FlatBuffers tables sit in the first 2.6 KB and the last 31 KB; the weights between
        // them would only change numbers.
        let structure = Array(0..<2636) + Array((original.count - 31_836)..<original.count)
        var random = SplitMix(seed: 9)
        var refused = 0
        var loaded = 0
        for _ in 0..<300 {
            var bytes = original
            for _ in 0..<Int(random.next() % 3 + 1) {
                let at = structure[Int(random.next() % UInt64(structure.count))]
                bytes[at] = UInt8(truncatingIfNeeded: random.next())
            }
            do {
                let network = try NeuralNetwork(modelData: bytes, name: "corrupt.tflite")
                let count = network.inputShapes[0].reduce(1, *)
                if count <= 1 << 20 { _ = try? network.run([Float](repeating: 0.5, count: count)) }
                loaded += 1
            } catch {
                #expect(error.message.hasPrefix("corrupt.tflite: "))
                #expect(!error.message.contains("\n"))
                refused += 1
            }
        }
        // Most changes to the tables break something the checks catch (3000 tries with three seeds: none crashed,
        // about 90% refused).
        #expect(refused > 100, "\(refused) refused, \(loaded) loaded")
    }
}

/// A small seeded generator (SplitMix64) so the corruptions are the same on every run.
struct SplitMix {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
