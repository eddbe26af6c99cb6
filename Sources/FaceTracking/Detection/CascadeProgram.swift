import FaceNavCore

/// A cascade laid out for scanning summed-area tables whose rows are `step` entries apart: every feature
/// turned into offsets from a window's top-left entry, as OpenCV's `setOffsets` does, so a window costs
/// only reads and arithmetic. Stump cascades get one record per weak classifier with its feature inlined.
///
/// Built once per detection call; the hot loops work on raw pointers and allocate nothing.
final class CascadeProgram {
    let cascade: Cascade
    let step: Int
    let stageCount: Int
    let stageSizes: UnsafeMutablePointer<Int>
    let stageThresholds: UnsafeMutablePointer<Double>
    /// HAAR: 12 offsets per record; LBP: 16.
    let offsets: UnsafeMutablePointer<Int32>
    /// HAAR: 3 weights per record.
    let weights: UnsafeMutablePointer<Float>
    /// LBP: 8 words per record.
    let subsets: UnsafeMutablePointer<UInt32>
    /// Stumps: threshold, left leaf, right leaf per stump.
    let stumps: UnsafeMutablePointer<Float>
    /// Trees (records are features): the cascade's nodes, leaves and node counts.
    let nodes: [Cascade.Node]
    let leaves: [Float]
    let isStumps: Bool
    /// The variance window of HAAR cascades: offsets of its corners and its area.
    let normOffsets: (Int, Int, Int, Int)
    let normArea: Double

    init(cascade: Cascade, step: Int, tiltedOffset: Int) {
        self.cascade = cascade
        self.step = step
        isStumps = cascade.isStumps
        stageCount = cascade.stages.count
        stageSizes = .allocate(capacity: stageCount)
        stageThresholds = .allocate(capacity: stageCount)
        for (i, stage) in cascade.stages.enumerated() {
            stageSizes[i] = stage.treeCount
            stageThresholds[i] = Double(stage.threshold)
        }
        nodes = cascade.nodes
        leaves = cascade.leaves
        let records = isStumps ? cascade.nodes.count : max(cascade.haarFeatures.count, cascade.lbpFeatures.count)
        let stumpMode = cascade.isStumps
        let featureOf = { (record: Int) -> Int in stumpMode ? cascade.nodes[record].featureIndex : record }
        offsets = .allocate(capacity: 16 * max(records, 1))
        weights = .allocate(capacity: 3 * max(records, 1))
        subsets = .allocate(capacity: 8 * max(records, 1))
        stumps = .allocate(capacity: 3 * max(records, 1))
        let w = cascade.windowWidth
        let h = cascade.windowHeight
        normOffsets = (step + 1, step + w - 1, (h - 1) * step + 1, (h - 1) * step + w - 1)
        normArea = Double((w - 2) * (h - 2))
        for record in 0..<records {
            let feature = featureOf(record)
            switch cascade.featureKind {
            case .haar:
                let f = cascade.haarFeatures[feature]
                for k in 0..<3 {
                    let o = offsets + 12 * record + 4 * k
                    guard k < f.rectangles.count else {
                        o[0] = 0; o[1] = 0; o[2] = 0; o[3] = 0
                        weights[3 * record + k] = 0
                        continue
                    }
                    let r = f.rectangles[k]
                    weights[3 * record + k] = r.weight
                    if f.tilted {
                        o[0] = Int32(tiltedOffset + r.x + step * r.y)
                        o[1] = Int32(tiltedOffset + r.x - r.height + step * (r.y + r.height))
                        o[2] = Int32(tiltedOffset + r.x + r.width + step * (r.y + r.width))
                        o[3] = Int32(tiltedOffset + r.x + r.width - r.height + step * (r.y + r.width + r.height))
                    } else {
                        o[0] = Int32(r.x + step * r.y)
                        o[1] = Int32(r.x + r.width + step * r.y)
                        o[2] = Int32(r.x + step * (r.y + r.height))
                        o[3] = Int32(r.x + r.width + step * (r.y + r.height))
                    }
                }
            case .lbp:
                let f = cascade.lbpFeatures[feature]
                let o = offsets + 16 * record
                // The 4x4 grid of corners of the 3x3 blocks, row after row.
                for row in 0..<4 {
                    for column in 0..<4 {
                        o[4 * row + column] = Int32((f.x + column * f.blockWidth) + step * (f.y + row * f.blockHeight))
                    }
                }
            }
            if isStumps {
                let node = cascade.nodes[record]
                stumps[3 * record] = node.threshold
                stumps[3 * record + 1] = cascade.leaves[2 * record]
                stumps[3 * record + 2] = cascade.leaves[2 * record + 1]
                if cascade.featureKind == .lbp {
                    for k in 0..<8 { subsets[8 * record + k] = UInt32(bitPattern: cascade.subsets[8 * record + k]) }
                }
            }
        }
    }

    deinit {
        stageSizes.deallocate()
        stageThresholds.deallocate()
        offsets.deallocate()
        weights.deallocate()
        subsets.deallocate()
        stumps.deallocate()
    }

    /// Slides the window over one pyramid level whose tables start at `table` and appends the accepted
    /// windows, scaled back to the image, to `found`: OpenCV's `CascadeClassifierInvoker` loop.
    func scan(
        table: UnsafePointer<Int32>, squares: UnsafePointer<Int32>?, levelWidth: Int, levelHeight: Int,
        scale: Float, into found: inout [PixelRect]
    ) {
        let workWidth = max(levelWidth + 1 - cascade.windowWidth, 0)
        let workHeight = max(levelHeight + 1 - cascade.windowHeight, 0)
        let yStep = scale >= 2 ? 1 : 2
        let boxWidth = Int((Float(cascade.windowWidth) * scale).rounded(.toNearestOrEven))
        let boxHeight = Int((Float(cascade.windowHeight) * scale).rounded(.toNearestOrEven))
        @inline(__always) func slide(_ evaluate: (Int) -> Int) {
            var y = 0
            while y < workHeight {
                var x = 0
                while x < workWidth {
                    let result = evaluate(y * step + x)
                    if result > 0 {
                        found.append(
                            PixelRect(
                                x: Int((Float(x) * scale).rounded(.toNearestOrEven)),
                                y: Int((Float(y) * scale).rounded(.toNearestOrEven)), width: boxWidth,
                                height: boxHeight))
                    }
                    if result == 0 { x += yStep }
                    x += yStep
                }
                y += yStep
            }
        }
        switch (cascade.featureKind, isStumps) {
        case (.haar, true): slide { haarStumps(table + $0, squares! + $0) }
        case (.haar, false): slide { haarTrees(table + $0, squares! + $0) }
        case (.lbp, true): slide { lbpStumps(table + $0) }
        case (.lbp, false): slide { lbpTrees(table + $0) }
        }
    }

    @inline(__always) static func box(_ p: UnsafePointer<Int32>, _ o: UnsafeMutablePointer<Int32>) -> Int32 {
        p[Int(o[0])] &- p[Int(o[1])] &- p[Int(o[2])] &+ p[Int(o[3])]
    }

    /// The variance normalisation of a HAAR window, or nil when OpenCV rejects the window for it.
    @inline(__always) func normalisation(_ p: UnsafePointer<Int32>, _ q: UnsafePointer<Int32>) -> Float? {
        let n = normOffsets
        let sum = p[n.0] &- p[n.1] &- p[n.2] &+ p[n.3]
        let squares = UInt32(bitPattern: q[n.0] &- q[n.1] &- q[n.2] &+ q[n.3])
        var nf = normArea * Double(squares) - Double(sum) * Double(sum)
        guard nf > 0 else { return nil }
        nf = nf.squareRoot()
        let factor = Float(1 / nf)
        return normArea * Double(factor) < 0.1 ? factor : nil
    }

    @inline(__always) func haarFeature(_ record: Int, _ p: UnsafePointer<Int32>) -> Float {
        let o = offsets + 12 * record
        let w = weights + 3 * record
        var value = w[0] * Float(Self.box(p, o)) + w[1] * Float(Self.box(p, o + 4))
        if w[2] != 0 { value += w[2] * Float(Self.box(p, o + 8)) }
        return value
    }

    @inline(__always) func lbpCode(_ record: Int, _ p: UnsafePointer<Int32>) -> Int {
        let o = offsets + 16 * record
        @inline(__always) func block(_ a: Int, _ b: Int, _ c: Int, _ d: Int) -> Int32 {
            p[Int(o[a])] &- p[Int(o[b])] &- p[Int(o[c])] &+ p[Int(o[d])]
        }
        let centre = block(5, 6, 9, 10)
        var code = block(0, 1, 4, 5) >= centre ? 128 : 0
        code |= block(1, 2, 5, 6) >= centre ? 64 : 0
        code |= block(2, 3, 6, 7) >= centre ? 32 : 0
        code |= block(6, 7, 10, 11) >= centre ? 16 : 0
        code |= block(10, 11, 14, 15) >= centre ? 8 : 0
        code |= block(9, 10, 13, 14) >= centre ? 4 : 0
        code |= block(8, 9, 12, 13) >= centre ? 2 : 0
        code |= block(4, 5, 8, 9) >= centre ? 1 : 0
        return code
    }

    /// 1 when the window passes every stage, else minus the stage that rejected it (-1 for the variance test).
    @inline(__always) func haarStumps(_ p: UnsafePointer<Int32>, _ q: UnsafePointer<Int32>) -> Int {
        guard let factor = normalisation(p, q) else { return -1 }
        var record = 0
        for stage in 0..<stageCount {
            var sum = 0.0
            for _ in 0..<stageSizes[stage] {
                let value = haarFeature(record, p) * factor
                let s = stumps + 3 * record
                sum += Double(value < s[0] ? s[1] : s[2])
                record += 1
            }
            if sum < stageThresholds[stage] { return -stage }
        }
        return 1
    }

    @inline(__always) func lbpStumps(_ p: UnsafePointer<Int32>) -> Int {
        var record = 0
        for stage in 0..<stageCount {
            var sum = 0.0
            for _ in 0..<stageSizes[stage] {
                let code = lbpCode(record, p)
                let s = stumps + 3 * record
                sum += Double((subsets[8 * record + (code >> 5)] & (1 << UInt32(code & 31))) != 0 ? s[1] : s[2])
                record += 1
            }
            if sum < stageThresholds[stage] { return -stage }
        }
        return 1
    }

    func haarTrees(_ p: UnsafePointer<Int32>, _ q: UnsafePointer<Int32>) -> Int {
        guard let factor = normalisation(p, q) else { return -1 }
        return trees { feature, node in haarFeature(feature, p) * factor < node.threshold }
    }

    func lbpTrees(_ p: UnsafePointer<Int32>) -> Int {
        let subsetWords = cascade.subsets
        return trees { feature, nodeIndex in
            let code = lbpCode(feature, p)
            return UInt32(bitPattern: subsetWords[8 * nodeIndex.index + (code >> 5)]) & (1 << UInt32(code & 31)) != 0
        }
    }

    /// A node and its place among all the cascade's nodes.
    struct PlacedNode {
        var index: Int
        var threshold: Float
    }

    /// OpenCV's `predictOrdered` / `predictCategorical`: `goesLeft(feature, node)` decides each split.
    @inline(__always) func trees(_ goesLeft: (Int, PlacedNode) -> Bool) -> Int {
        var nodeOffset = 0
        var leafOffset = 0
        var tree = 0
        let counts = cascade.treeNodeCounts
        for stage in 0..<stageCount {
            var sum = 0.0
            for _ in 0..<stageSizes[stage] {
                var index = 0
                repeat {
                    let node = nodes[nodeOffset + index]
                    index =
                        goesLeft(node.featureIndex, PlacedNode(index: nodeOffset + index, threshold: node.threshold))
                        ? node.left : node.right
                } while index > 0
                sum += Double(leaves[leafOffset - index])
                nodeOffset += counts[tree]
                leafOffset += counts[tree] + 1
                tree += 1
            }
            if sum < stageThresholds[stage] { return -stage }
        }
        return 1
    }
}
