/// A boosted cascade of weak classifiers that decides whether a fixed-size window holds a face: OpenCV's
/// "new format" cascade (`<cascade>` with `stageType` BOOST), with Haar-like or LBP features.
///
/// A window passes when, stage after stage, the sum of its weak classifiers' leaf values reaches the stage
/// threshold. The layout mirrors OpenCV's `CascadeClassifierImpl::Data` so evaluation can follow it exactly:
/// the nodes of all trees one after another, their leaves likewise, and for LBP a 256-bit category subset
/// per node. Load one with ``init(contentsOfFile:)`` or ``debian(_:)``.
public struct Cascade: Sendable {
    /// The feature family the cascade was trained on.
    public enum FeatureKind: String, Sendable {
        case haar = "HAAR"
        case lbp = "LBP"
    }

    /// One boosting stage: `treeCount` trees from `firstTree`, passed when their sum reaches `threshold`.
    public struct Stage: Hashable, Sendable {
        public var firstTree: Int
        public var treeCount: Int
        /// The file's `stageThreshold` less 1e-5, as OpenCV keeps it.
        public var threshold: Float
    }

    /// A node of a weak tree. `left` and `right` above zero are node indices within the tree; zero or below
    /// are leaves, `-index` into the tree's leaves.
    public struct Node: Hashable, Sendable {
        public var featureIndex: Int
        /// For HAAR: the feature value below which the node goes left. Unused for LBP.
        public var threshold: Float
        public var left: Int
        public var right: Int
    }

    /// A Haar-like feature: up to three weighted rectangles of the window, upright or turned 45°.
    public struct HaarFeature: Hashable, Sendable {
        /// A rectangle in window pixels and its weight.
        public struct WeightedRectangle: Hashable, Sendable {
            public var x: Int
            public var y: Int
            public var width: Int
            public var height: Int
            public var weight: Float
        }

        public var rectangles: [WeightedRectangle]
        public var tilted: Bool
    }

    /// An LBP feature: the top-left 3x3 grid of blocks `blockWidth` x `blockHeight` at (x, y) in the window.
    public struct LBPFeature: Hashable, Sendable {
        public var x: Int
        public var y: Int
        public var blockWidth: Int
        public var blockHeight: Int
    }

    /// Where the cascade came from, for messages.
    public var source: String
    public var featureKind: FeatureKind
    /// The size of the window the cascade was trained on, the smallest face it finds.
    public var windowWidth: Int
    public var windowHeight: Int
    public var stages: [Stage]
    /// The number of nodes of each weak tree, in order.
    public var treeNodeCounts: [Int]
    public var nodes: [Node]
    public var leaves: [Float]
    /// Eight 32-bit words per node for LBP (bit `c` set: category `c` goes left); empty for HAAR.
    public var subsets: [Int32]
    public var haarFeatures: [HaarFeature]
    public var lbpFeatures: [LBPFeature]

    /// True when every weak classifier is a single split, the common case OpenCV evaluates on a fast path.
    public var isStumps: Bool { treeNodeCounts.allSatisfy { $0 == 1 } }

    public var hasTiltedFeatures: Bool { haarFeatures.contains { $0.tilted } }
}
