import Testing

@testable import NeuralNetwork

/// Where `MemoryPlan` puts tensors: shared memory only between tensors never alive together, in place only over
/// an input nothing reads afterwards, and on the iris model itself.
@Suite struct MemoryPlanTests {
    typealias Step = MemoryPlan.Step

    /// Fails when two tensors alive at once overlap in memory without being one buffer by design (an alias, or an
    /// in-place write whose input is done with by then).
    static func expectNoClobbering(
        _ plan: MemoryPlan, steps: [Step], bytes: [Int: Int], inputs: [Int], outputs: [Int],
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        var born: [Int: Int] = [:]
        var dies: [Int: Int] = [:]
        for input in inputs { (born[input], dies[input]) = (-1, -1) }
        for (index, step) in steps.enumerated() {
            for tensor in step.reads { dies[tensor] = index }
            (born[step.writes], dies[step.writes]) = (index, index)
        }
        for output in outputs { dies[output] = .max }
        // An alias is its source: the pair lives as long as either is read.
        var aliasOf: [Int: Int] = [:]
        for step in steps { if case .alias(let source) = step.sharing { aliasOf[step.writes] = source } }
        func origin(_ tensor: Int) -> Int { aliasOf[tensor].map(origin) ?? tensor }
        let tensors = Array(born.keys)
        for a in tensors {
            for b in tensors where a < b && origin(a) != origin(b) {
                let (startA, endA) = (plan.offsets[a]!, plan.offsets[a]! + bytes[a]!)
                let (startB, endB) = (plan.offsets[b]!, plan.offsets[b]! + bytes[b]!)
                guard startA < endB, startB < endA else { continue }
                // Overlapping memory is fine only when one is dead by the time the other is written (a tensor
                // written in place over its last reader counts: it is born at the step its input dies).
                let lifeA = (born[a]!, tensors.filter { origin($0) == origin(a) }.map { dies[$0]! }.max()!)
                let lifeB = (born[b]!, tensors.filter { origin($0) == origin(b) }.map { dies[$0]! }.max()!)
                let apart = lifeA.1 <= lifeB.0 || lifeB.1 <= lifeA.0
                #expect(apart, "tensors \(a) \(lifeA) and \(b) \(lifeB) share bytes", sourceLocation: sourceLocation)
            }
        }
        #expect(plan.offsets.values.allSatisfy { $0 % 64 == 0 }, sourceLocation: sourceLocation)
        for (tensor, size) in bytes where plan.offsets[tensor] != nil {
            #expect(plan.offsets[tensor]! + size <= plan.byteCount, sourceLocation: sourceLocation)
        }
    }

    @Test func tensorsAliveTogetherGetTheirOwnMemoryAndDeadOnesAreReused() {
        // 0 -conv-> 1 -conv-> 2 -conv-> 3: 0 is done with once 1 is made, so 2 can take its place.
        let steps = [
            Step(reads: [0], writes: 1, sharing: .none), Step(reads: [1], writes: 2, sharing: .none),
            Step(reads: [2], writes: 3, sharing: .none),
        ]
        let bytes = [0: 100, 1: 100, 2: 100, 3: 100]
        let plan = MemoryPlan(steps: steps, bytes: bytes, inputs: [0], outputs: [3])
        #expect(plan.offsets[0] != plan.offsets[1])
        #expect(plan.offsets[1] != plan.offsets[2])
        #expect(plan.offsets[2] != plan.offsets[3])
        #expect(plan.byteCount == 2 * 128)
        Self.expectNoClobbering(plan, steps: steps, bytes: bytes, inputs: [0], outputs: [3])
    }

    @Test func anElementwiseStepWritesOverAnInputNothingReadsLater() {
        // 0 -conv-> 1 -prelu-> 2 -conv-> 3: the PRELU writes over 1.
        let steps = [
            Step(reads: [0], writes: 1, sharing: .none), Step(reads: [1], writes: 2, sharing: .inPlace([1])),
            Step(reads: [2], writes: 3, sharing: .none),
        ]
        let bytes = [0: 64, 1: 64, 2: 64, 3: 64]
        let plan = MemoryPlan(steps: steps, bytes: bytes, inputs: [0], outputs: [3])
        #expect(plan.offsets[2] == plan.offsets[1])
        Self.expectNoClobbering(plan, steps: steps, bytes: bytes, inputs: [0], outputs: [3])
    }

    @Test func aResidualSkipIsNotWrittenOverWhileTheAddStillNeedsIt() {
        // 0 -conv-> 1, 0 -prelu-> 2, 3 = 1 + 0: the PRELU may not write over 0, which the ADD still reads; the ADD
        // may write over 1.
        let steps = [
            Step(reads: [0], writes: 1, sharing: .none), Step(reads: [0], writes: 2, sharing: .inPlace([0])),
            Step(reads: [1, 0], writes: 3, sharing: .inPlace([1, 0])),
        ]
        let bytes = [0: 64, 1: 64, 2: 64, 3: 64]
        let plan = MemoryPlan(steps: steps, bytes: bytes, inputs: [0], outputs: [2, 3])
        #expect(plan.offsets[2] != plan.offsets[0], "0 is read again by the ADD")
        #expect(plan.offsets[3] == plan.offsets[1])
        Self.expectNoClobbering(plan, steps: steps, bytes: bytes, inputs: [0], outputs: [2, 3])
    }

    @Test func aGraphOutputIsNeverWrittenOverNorReused() {
        // 1 is an output; the PRELU that reads it last may not write over it, nor may 3 take its place.
        let steps = [
            Step(reads: [0], writes: 1, sharing: .none), Step(reads: [1], writes: 2, sharing: .inPlace([1])),
            Step(reads: [2], writes: 3, sharing: .none),
        ]
        let bytes = [0: 64, 1: 64, 2: 64, 3: 64]
        let plan = MemoryPlan(steps: steps, bytes: bytes, inputs: [0], outputs: [1, 3])
        #expect(plan.offsets[2] != plan.offsets[1])
        #expect(plan.offsets[3] != plan.offsets[1])
        Self.expectNoClobbering(plan, steps: steps, bytes: bytes, inputs: [0], outputs: [1, 3])
    }

    @Test func aReshapeIsItsInputAndKeepsItAliveForInPlaceWrites() {
        // 1 -reshape-> 2; a PRELU over 1 must not clobber it while 2 is read at step 3.
        let steps = [
            Step(reads: [0], writes: 1, sharing: .none), Step(reads: [1], writes: 2, sharing: .alias(1)),
            Step(reads: [1], writes: 3, sharing: .inPlace([1])), Step(reads: [2, 3], writes: 4, sharing: .none),
        ]
        let bytes = [0: 64, 1: 64, 2: 64, 3: 64, 4: 64]
        let plan = MemoryPlan(steps: steps, bytes: bytes, inputs: [0], outputs: [4])
        #expect(plan.offsets[2] == plan.offsets[1])
        #expect(plan.offsets[3] != plan.offsets[1])
        Self.expectNoClobbering(plan, steps: steps, bytes: bytes, inputs: [0], outputs: [4])
    }

    @Test func anInPlaceWriteNeedsTheSameSize() {
        // A broadcasting ADD makes more than its smaller input holds.
        let steps = [
            Step(reads: [0], writes: 1, sharing: .none), Step(reads: [1, 0], writes: 2, sharing: .inPlace([1, 0])),
        ]
        let bytes = [0: 256, 1: 64, 2: 256]
        let plan = MemoryPlan(steps: steps, bytes: bytes, inputs: [0], outputs: [2])
        #expect(plan.offsets[2] != plan.offsets[1])
        #expect(plan.offsets[2] == plan.offsets[0])
        Self.expectNoClobbering(plan, steps: steps, bytes: bytes, inputs: [0], outputs: [2])
    }

    @Test func theIrisModelRunsInLessThanATenthOfItsTensorsMemory() throws {
        let bytes = try #require(TestFiles.irisModelBytes(), "run `make models`")
        let model = try LiteModel(bytes: bytes)
        let operators = try XNNPackOperators(model: model, threadPool: nil)
        let plan = try #require(operators.plan)
        var sizes: [Int: Int] = [:]
        for tensor in plan.offsets.keys { sizes[tensor] = model.tensors[tensor].elementCount * 4 }
        let all = sizes.values.reduce(0, +)
        #expect(plan.byteCount * 10 < all, "\(plan.byteCount) bytes planned for \(all) bytes of tensors")
        let inPlace = operators.planned.filter { step in
            step.reads.contains { plan.offsets[$0] == plan.offsets[step.writes] }
        }
        // The model's 26 ADDs each feed one PRELU and run with it as one pass; that pass and the other 27 PRELUs
        // each find an input to write over, and both RESHAPEs alias.
        #expect(operators.steps.filter { if case .addPReLU = $0 { true } else { false } }.count == 26)
        #expect(inPlace.count == 26 + 27 + 2)
        Self.expectNoClobbering(
            plan, steps: operators.planned, bytes: sizes, inputs: model.inputs, outputs: model.outputs)
    }
}
