/// A parsed shape predictor's arrays, before they become one `ShapePredictorModel` block.
///
/// `serialise` hands out the block's bytes part by part, so the cache file is written straight from
/// these arrays: the first load holds the parsed model once, not once more as a block and again as a
/// copy to write (issue 22: first-run peak memory).
struct ShapePredictorArrays {
    var source: ShapePredictorModel.SourceKey
    var initialShape: [Float]
    var cascadeFeatureStart: [UInt32]
    var cascadeTreeStart: [UInt32]
    var anchors: [UInt32]
    var deltas: [Float]
    var treeSplitStart: [UInt32]
    var splits: [UInt32]
    var leaves: [Float]

    var counts: ShapePredictorModel.Counts {
        ShapePredictorModel.Counts(
            parts: initialShape.count / 2, cascades: cascadeFeatureStart.count - 1, features: anchors.count,
            trees: treeSplitStart.count - 1, splits: splits.count / 3)
    }

    /// Hands `output` the bytes of the model block (`ShapePredictorModel`'s layout), in order: the header,
    /// then each array padded with zeros to a multiple of 8 bytes; `Layout(counts).totalSize` bytes in all.
    /// `output` returns false to stop (a write failed); then so does this.
    @discardableResult
    func serialise(_ output: (UnsafeRawBufferPointer) -> Bool) -> Bool {
        let counts = counts
        let layout = ShapePredictorModel.Layout(counts)
        var header: [UInt64] = [
            ShapePredictorModel.magic, ShapePredictorModel.formatVersion, source.size,
            UInt64(bitPattern: source.modificationSeconds), UInt64(bitPattern: source.modificationNanoseconds),
            UInt64(counts.parts), UInt64(counts.cascades), UInt64(counts.features), UInt64(counts.trees),
            UInt64(counts.splits), UInt64(layout.totalSize),
        ].map(\.littleEndian)
        header += [UInt64](repeating: 0, count: ShapePredictorModel.headerSize / 8 - header.count)
        let zeros = [UInt8](repeating: 0, count: 8)
        func emit<T>(_ array: [T]) -> Bool {
            array.withUnsafeBytes { bytes in
                let padding = (8 - bytes.count % 8) % 8
                return output(bytes)
                    && (padding == 0
                        || zeros.withUnsafeBytes { output(UnsafeRawBufferPointer(rebasing: $0[..<padding])) })
            }
        }
        return emit(header) && emit(initialShape) && emit(cascadeFeatureStart) && emit(cascadeTreeStart)
            && emit(anchors) && emit(deltas) && emit(treeSplitStart) && emit(splits) && emit(leaves)
    }
}
