#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// dlib's shape predictor (an ensemble of regression trees) in FaceNav's compact, flat binary form.
///
/// One block of bytes, the same in memory and in the cache file, so a cached model is used straight from
/// its memory mapping. A 128-byte header of little-endian 64-bit words (magic, format version, the source
/// file's size and modification time, the counts) is followed by these arrays, each starting at a multiple
/// of 8 bytes:
///
/// - `initialShape`: `Float` × 2·parts, the mean shape in the box's unit square (x0, y0, x1, y1, ...);
/// - `cascadeFeatureStart`, `cascadeTreeStart`: `UInt32` × (cascades + 1), where each cascade's pixel
///   features and trees begin;
/// - `anchors`: `UInt32` × features, the shape point each feature pixel hangs from;
/// - `deltas`: `Float` × 2·features, its offset from that point in the initial shape;
/// - `treeSplitStart`: `UInt32` × (trees + 1), where each tree's split nodes begin;
/// - `splits`: 3 × `UInt32` per node: the two feature indices (within the cascade) and the threshold's bits;
/// - `leaves`: `Float` × 2·parts per leaf; a tree with n splits has n + 1 leaves, so tree t's leaves begin
///   at leaf `treeSplitStart[t] + t`.
///
/// Leaf values stay `Float` (as dlib keeps them): the model predicts exactly as dlib does.
final class ShapePredictorModel: @unchecked Sendable {
    /// "FNSHAPE1" read as a little-endian word.
    static let magic: UInt64 = 0x3145_5041_4853_4E46
    /// Bumped whenever the layout changes, so older caches are rebuilt.
    static let formatVersion: UInt64 = 1
    static let headerSize = 128

    /// The source file a cache was built from: its size and modification time.
    struct SourceKey: Equatable, Sendable {
        var size: UInt64
        var modificationSeconds: Int64
        var modificationNanoseconds: Int64
    }

    /// The counts that fix the layout.
    struct Counts: Equatable {
        var parts: Int
        var cascades: Int
        var features: Int
        var trees: Int
        var splits: Int
    }

    /// Byte offsets of the arrays for the given counts.
    struct Layout {
        let initialShape, cascadeFeatureStart, cascadeTreeStart, anchors, deltas, treeSplitStart, splits, leaves: Int
        let totalSize: Int

        init(_ counts: Counts) {
            var cursor = ShapePredictorModel.headerSize
            func take(_ bytes: Int) -> Int {
                defer { cursor += (bytes + 7) & ~7 }
                return cursor
            }
            initialShape = take(4 * 2 * counts.parts)
            cascadeFeatureStart = take(4 * (counts.cascades + 1))
            cascadeTreeStart = take(4 * (counts.cascades + 1))
            anchors = take(4 * counts.features)
            deltas = take(4 * 2 * counts.features)
            treeSplitStart = take(4 * (counts.trees + 1))
            splits = take(4 * 3 * counts.splits)
            leaves = take(4 * 2 * counts.parts * (counts.splits + counts.trees))
            totalSize = cursor
        }
    }

    /// The whole block; valid until `deinit`.
    let bytes: UnsafeRawBufferPointer
    private let release: @Sendable (UnsafeRawBufferPointer) -> Void
    let source: SourceKey
    let counts: Counts

    let initialShape: UnsafePointer<Float>
    let cascadeFeatureStart: UnsafePointer<UInt32>
    let cascadeTreeStart: UnsafePointer<UInt32>
    let anchors: UnsafePointer<UInt32>
    let deltas: UnsafePointer<Float>
    let treeSplitStart: UnsafePointer<UInt32>
    let splits: UnsafePointer<UInt32>
    let leaves: UnsafePointer<Float>
    /// The most features any cascade has: the size of the per-prediction feature buffer.
    let maxFeaturesPerCascade: Int
    /// The most trees any cascade has: the size of the per-prediction leaf list.
    let maxTreesPerCascade: Int

    /// Takes over `bytes` (released with `release` when the model goes, or at once when they are not a
    /// valid model) after checking every count and index, so prediction never reads outside the block.
    static func adopting(
        _ bytes: UnsafeRawBufferPointer, release: @escaping @Sendable (UnsafeRawBufferPointer) -> Void
    ) throws(DlibFormatError) -> ShapePredictorModel {
        do {
            let (source, counts) = try validate(bytes)
            return ShapePredictorModel(bytes: bytes, release: release, source: source, counts: counts)
        } catch {
            release(bytes)
            throw error
        }
    }

    private init(
        bytes: UnsafeRawBufferPointer, release: @escaping @Sendable (UnsafeRawBufferPointer) -> Void,
        source: SourceKey, counts: Counts
    ) {
        self.bytes = bytes
        self.release = release
        self.source = source
        self.counts = counts
        let layout = Layout(counts)
        let base = bytes.baseAddress!
        initialShape = (base + layout.initialShape).assumingMemoryBound(to: Float.self)
        cascadeFeatureStart = (base + layout.cascadeFeatureStart).assumingMemoryBound(to: UInt32.self)
        cascadeTreeStart = (base + layout.cascadeTreeStart).assumingMemoryBound(to: UInt32.self)
        anchors = (base + layout.anchors).assumingMemoryBound(to: UInt32.self)
        deltas = (base + layout.deltas).assumingMemoryBound(to: Float.self)
        treeSplitStart = (base + layout.treeSplitStart).assumingMemoryBound(to: UInt32.self)
        splits = (base + layout.splits).assumingMemoryBound(to: UInt32.self)
        leaves = (base + layout.leaves).assumingMemoryBound(to: Float.self)
        var widest = 0
        for cascade in 0..<counts.cascades {
            widest = max(widest, Int(cascadeFeatureStart[cascade + 1] - cascadeFeatureStart[cascade]))
        }
        maxFeaturesPerCascade = widest
        var largest = 0
        for cascade in 0..<counts.cascades {
            largest = max(largest, Int(cascadeTreeStart[cascade + 1] - cascadeTreeStart[cascade]))
        }
        maxTreesPerCascade = largest
    }

    /// The source key and counts of a block, after checking that every start, count and index is in range.
    private static func validate(_ bytes: UnsafeRawBufferPointer) throws(DlibFormatError) -> (SourceKey, Counts) {
        func word(_ i: Int) -> UInt64 {
            UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: 8 * i, as: UInt64.self))
        }
        func fail(_ detail: String) -> DlibFormatError {
            .invalid(offset: 0, context: "the cached model", detail: detail)
        }
        guard bytes.count >= headerSize, let base = bytes.baseAddress else {
            throw .truncated(offset: bytes.count, context: "the cached model's header")
        }
        guard word(0) == magic else { throw fail("not a FaceNav shape predictor cache") }
        guard word(1) == formatVersion else { throw fail("cache format \(word(1)), expected \(formatVersion)") }
        let source = SourceKey(
            size: word(2), modificationSeconds: Int64(bitPattern: word(3)),
            modificationNanoseconds: Int64(bitPattern: word(4)))
        // Every counted thing takes at least 4 bytes, so no count exceeds the size: the layout's sums cannot overflow.
        let limit = UInt64(min(bytes.count, Int(Int32.max)))
        guard word(5) > 0, (5...9).allSatisfy({ word($0) < limit }) else { throw fail("counts out of range") }
        let counts = Counts(
            parts: Int(word(5)), cascades: Int(word(6)), features: Int(word(7)), trees: Int(word(8)),
            splits: Int(word(9)))
        let layout = Layout(counts)
        guard word(10) == UInt64(layout.totalSize), bytes.count == layout.totalSize else {
            throw .truncated(offset: bytes.count, context: "the cached model (expected \(layout.totalSize) bytes)")
        }
        let cascadeFeatureStart = (base + layout.cascadeFeatureStart).assumingMemoryBound(to: UInt32.self)
        let cascadeTreeStart = (base + layout.cascadeTreeStart).assumingMemoryBound(to: UInt32.self)
        let anchors = (base + layout.anchors).assumingMemoryBound(to: UInt32.self)
        let treeSplitStart = (base + layout.treeSplitStart).assumingMemoryBound(to: UInt32.self)
        let splits = (base + layout.splits).assumingMemoryBound(to: UInt32.self)

        func checkStarts(_ starts: UnsafePointer<UInt32>, count: Int, total: Int, what: String) throws(DlibFormatError)
        {
            guard starts[0] == 0, Int(starts[count]) == total else { throw fail("\(what) do not add up") }
            for i in 0..<count where starts[i] > starts[i + 1] { throw fail("\(what) go backwards at \(i)") }
        }
        try checkStarts(cascadeFeatureStart, count: counts.cascades, total: counts.features, what: "cascade features")
        try checkStarts(cascadeTreeStart, count: counts.cascades, total: counts.trees, what: "cascade trees")
        try checkStarts(treeSplitStart, count: counts.trees, total: counts.splits, what: "tree splits")
        for i in 0..<counts.features where Int(anchors[i]) >= counts.parts {
            throw fail("feature \(i) hangs from point \(anchors[i]) of \(counts.parts)")
        }
        for cascade in 0..<counts.cascades {
            let features = cascadeFeatureStart[cascade + 1] - cascadeFeatureStart[cascade]
            let first = Int(treeSplitStart[Int(cascadeTreeStart[cascade])])
            let end = Int(treeSplitStart[Int(cascadeTreeStart[cascade + 1])])
            for s in first..<end where splits[3 * s] >= features || splits[3 * s + 1] >= features {
                throw fail("split \(s) of cascade \(cascade) reads a feature beyond its \(features)")
            }
        }
        return (source, counts)
    }

    deinit { release(bytes) }

    /// Builds the block from parsed arrays (see `ShapePredictorModel+Dlib.swift`), laid out by
    /// `ShapePredictorArrays.serialise`, the same bytes the cache file holds.
    static func building(_ arrays: ShapePredictorArrays) throws(DlibFormatError) -> ShapePredictorModel {
        let size = Layout(arrays.counts).totalSize
        let block = UnsafeMutableRawBufferPointer.allocate(byteCount: size, alignment: 16)
        var filled = 0
        arrays.serialise { part in
            UnsafeMutableRawBufferPointer(rebasing: block[filled..<(filled + part.count)]).copyMemory(from: part)
            filled += part.count
            return true
        }
        precondition(filled == size, "the serialised model fills its layout")
        return try adopting(UnsafeRawBufferPointer(block)) { $0.deallocate() }
    }
}
