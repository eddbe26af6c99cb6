/// Reading dlib's own serialised `shape_predictor` (`dlib/image_processing/shape_predictor.h`).
extension ShapePredictorModel {
    /// Parses a serialised `dlib::shape_predictor`: an `int` version (1), the initial shape
    /// (`matrix<float,0,1>`), the forests (`vector<vector<regression_tree>>`, each tree a vector of splits
    /// `(unsigned long idx1, unsigned long idx2, float thresh)` then a vector of leaf columns), the anchor
    /// indices (`vector<vector<unsigned long>>`) and the deltas (`vector<vector<vector<float,2>>>`).
    ///
    /// Everything dlib's `operator()` relies on is checked: the per-cascade counts agree, every anchor is a
    /// shape point, every split reads one of its cascade's features, every tree has one leaf more than
    /// splits and every leaf has one value per shape coordinate.
    static func parsingDlib(_ bytes: UnsafeRawBufferPointer, source: SourceKey) throws(DlibFormatError)
        -> ShapePredictorModel
    {
        try building(parsingDlibArrays(bytes, source: source))
    }

    /// The arrays of a serialised `dlib::shape_predictor` (see `parsingDlib`), checked the same way.
    ///
    /// `consumed` is told, after each cascade's trees, how many leading bytes have been read for good, so
    /// a caller reading a mapped file can let those pages go: the 100 MB source need not be resident at
    /// once.
    static func parsingDlibArrays(
        _ bytes: UnsafeRawBufferPointer, source: SourceKey, consumed: (Int) -> Void = { _ in }
    ) throws(DlibFormatError) -> ShapePredictorArrays {
        var reader = DlibReader(bytes: bytes)
        reader.context = "the version number"
        let versionOffset = reader.offset
        let version = try reader.readSigned(byteWidth: 4)
        guard version == 1 else {
            throw .invalid(
                offset: versionOffset, context: "the version number",
                detail: "version \(version); dlib's shape_predictor is version 1")
        }
        reader.context = "the initial shape"
        var initialShape: [Float] = []
        let shapeOffset = reader.offset
        let shapeLength = try reader.readFloatColumn(into: &initialShape)
        guard shapeLength > 0, shapeLength % 2 == 0 else {
            throw .invalid(
                offset: shapeOffset, context: "the initial shape", detail: "\(shapeLength) values, not x,y pairs")
        }
        let parts = shapeLength / 2

        // Forests: one per cascade level.
        reader.context = "the number of cascades"
        let cascades = try reader.readCount(minimumElementBytes: 2)
        var cascadeTreeStart: [UInt32] = [0]
        var treeSplitStart: [UInt32] = [0]
        var splits: [UInt32] = []
        var leaves: [Float] = []
        // Rough size of the leaf values (each float takes 4 to 6 bytes): one allocation instead of many.
        leaves.reserveCapacity(bytes.count / 5)
        var splitIndexLimit: [(tree: Int, offset: Int, largest: UInt64)] = []
        for cascade in 0..<cascades {
            reader.context = "the number of trees of cascade \(cascade)"
            let trees = try reader.readCount(minimumElementBytes: 4)
            for tree in 0..<trees {
                reader.context = "the splits of tree \(tree) of cascade \(cascade)"
                let splitStart = reader.offset
                let splitCount = try reader.readCount(minimumElementBytes: 8)
                var largest: UInt64 = 0
                for _ in 0..<splitCount {
                    let first = try reader.readUnsigned()
                    let second = try reader.readUnsigned()
                    let threshold = try reader.readFloat()
                    largest = max(largest, first, second)
                    splits.append(UInt32(truncatingIfNeeded: first))
                    splits.append(UInt32(truncatingIfNeeded: second))
                    splits.append(threshold.bitPattern)
                }
                splitIndexLimit.append((cascadeTreeStart.count - 1, splitStart, largest))
                reader.context = "the leaf values of tree \(tree) of cascade \(cascade)"
                let leavesOffset = reader.offset
                let leafCount = try reader.readCount(minimumElementBytes: 4)
                guard leafCount == splitCount + 1 else {
                    throw .invalid(
                        offset: leavesOffset, context: reader.context,
                        detail:
                            "\(leafCount) leaves for \(splitCount) splits; a full tree has one more leaf than splits")
                }
                for leaf in 0..<leafCount {
                    let leafOffset = reader.offset
                    let length = try reader.readFloatColumn(into: &leaves)
                    guard length == shapeLength else {
                        throw .invalid(
                            offset: leafOffset, context: reader.context,
                            detail: "leaf \(leaf) has \(length) values; the shape has \(shapeLength)")
                    }
                }
                treeSplitStart.append(UInt32(truncatingIfNeeded: splits.count / 3))
            }
            cascadeTreeStart.append(UInt32(truncatingIfNeeded: treeSplitStart.count - 1))
            consumed(reader.offset)
        }
        guard splits.count / 3 < Int(UInt32.max), treeSplitStart.count < Int(UInt32.max) else {
            throw .invalid(offset: reader.offset, context: "the forests", detail: "too many trees or splits")
        }

        // Anchor indices: for each cascade, the shape point each feature pixel hangs from.
        reader.context = "the number of anchor lists"
        let anchorListsOffset = reader.offset
        let anchorLists = try reader.readCount(minimumElementBytes: 2)
        guard anchorLists == cascades else {
            throw .invalid(
                offset: anchorListsOffset, context: "the anchor indices",
                detail: "\(anchorLists) lists for \(cascades) cascades")
        }
        var cascadeFeatureStart: [UInt32] = [0]
        var anchors: [UInt32] = []
        for cascade in 0..<cascades {
            reader.context = "the anchor indices of cascade \(cascade)"
            let count = try reader.readCount(minimumElementBytes: 2)
            for _ in 0..<count {
                let anchorOffset = reader.offset
                let anchor = try reader.readUnsigned()
                guard anchor < UInt64(parts) else {
                    throw .invalid(
                        offset: anchorOffset, context: reader.context,
                        detail: "point \(anchor) of a \(parts)-point shape")
                }
                anchors.append(UInt32(anchor))
            }
            cascadeFeatureStart.append(UInt32(truncatingIfNeeded: anchors.count))
        }

        // Deltas: each feature pixel's offset from its anchor in the initial shape.
        reader.context = "the number of delta lists"
        let deltaListsOffset = reader.offset
        let deltaLists = try reader.readCount(minimumElementBytes: 2)
        guard deltaLists == cascades else {
            throw .invalid(
                offset: deltaListsOffset, context: "the deltas", detail: "\(deltaLists) lists for \(cascades) cascades")
        }
        var deltas: [Float] = []
        deltas.reserveCapacity(2 * anchors.count)
        for cascade in 0..<cascades {
            reader.context = "the deltas of cascade \(cascade)"
            let countOffset = reader.offset
            let count = try reader.readCount(minimumElementBytes: 8)
            let expected = Int(cascadeFeatureStart[cascade + 1] - cascadeFeatureStart[cascade])
            guard count == expected else {
                throw .invalid(
                    offset: countOffset, context: reader.context, detail: "\(count) deltas for \(expected) anchors")
            }
            for _ in 0..<count {
                deltas.append(try reader.readFloat())
                deltas.append(try reader.readFloat())
            }
        }

        // Every split must read one of its own cascade's features.
        var cascade = 0
        for (tree, offset, largest) in splitIndexLimit {
            while tree >= Int(cascadeTreeStart[cascade + 1]) { cascade += 1 }
            let features = UInt64(cascadeFeatureStart[cascade + 1] - cascadeFeatureStart[cascade])
            guard largest < features || treeSplitStart[tree] == treeSplitStart[tree + 1] else {
                throw .invalid(
                    offset: offset,
                    context: "the splits of tree \(tree - Int(cascadeTreeStart[cascade])) of cascade \(cascade)",
                    detail: "a split reads feature \(largest) of \(features)")
            }
        }

        return ShapePredictorArrays(
            source: source, initialShape: initialShape, cascadeFeatureStart: cascadeFeatureStart,
            cascadeTreeStart: cascadeTreeStart, anchors: anchors, deltas: deltas, treeSplitStart: treeSplitStart,
            splits: splits, leaves: leaves)
    }
}
