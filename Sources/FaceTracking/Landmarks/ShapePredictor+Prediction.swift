import CPrefetch
import FaceNavCore

/// Prediction: dlib's `shape_predictor::operator()(image, rect)` step by step, in the same float and
/// double arithmetic.
extension ShapePredictor {
    /// The 68 landmarks in `box`, in image pixels, before dlib rounds them to whole pixels: the most
    /// precise positions, for head pose and the measures.
    public func landmarks(in image: GrayImage, box: PixelRect) -> [PixelPoint] {
        let frame = BoxFrame(box)
        return normalisedShape(in: image, box: box).withUnsafeBufferPointer { shape in
            (0..<partCount).map { i in
                let (x, y) = frame.toImage(shape[2 * i], shape[2 * i + 1])
                return PixelPoint(x: x, y: y)
            }
        }
    }

    /// The landmarks exactly as dlib returns them (`full_object_detection` parts): rounded to whole pixels
    /// as `dlib::point` rounds, `floor(v + 0.5)`. What `facenav detect --box` prints to compare with dlib.
    public func dlibLandmarks(in image: GrayImage, box: PixelRect) -> [PixelPoint] {
        landmarks(in: image, box: box).map {
            PixelPoint(x: ($0.x + 0.5).rounded(.down), y: ($0.y + 0.5).rounded(.down))
        }
    }

    /// dlib's `unnormalizing_tform(rect)`: the box's unit square to image pixels. dlib's rectangle has
    /// inclusive right and bottom edges, so (1, 1) is the box's last pixel, not one past it.
    struct BoxFrame {
        let left, top, scaleX, scaleY: Double

        init(_ box: PixelRect) {
            left = Double(box.x)
            top = Double(box.y)
            scaleX = Double(box.width - 1)
            scaleY = Double(box.height - 1)
        }

        @inline(__always) func toImage(_ x: Float, _ y: Float) -> (Double, Double) {
            (scaleX * Double(x) + left, scaleY * Double(y) + top)
        }
    }

    /// The cascade's final shape in the box's unit square (x0, y0, x1, y1, ...), as dlib's `current_shape`.
    func normalisedShape(in image: GrayImage, box: PixelRect) -> [Float] {
        let model = self.model
        let valuesPerShape = 2 * model.counts.parts
        var shape = Array(UnsafeBufferPointer(start: model.initialShape, count: valuesPerShape))
        let frame = BoxFrame(box)
        let width = image.width
        let height = image.height
        image.pixels.withUnsafeBufferPointer { pixels in
            shape.withUnsafeMutableBufferPointer { shapeBuffer in
                let current = shapeBuffer.baseAddress!
                withUnsafeTemporaryAllocation(of: Float.self, capacity: max(model.maxFeaturesPerCascade, 1)) { buffer in
                    let features = buffer.baseAddress!
                    withUnsafeTemporaryAllocation(
                        of: UnsafePointer<Float>.self, capacity: max(model.maxTreesPerCascade, 1)
                    ) { leafBuffer in
                        let chosenLeaves = leafBuffer.baseAddress!
                        for cascade in 0..<model.counts.cascades {
                            let firstFeature = Int(model.cascadeFeatureStart[cascade])
                            let featureCount = Int(model.cascadeFeatureStart[cascade + 1]) - firstFeature
                            // extract_feature_pixel_values: the initial-to-current similarity transform, in float.
                            let (m00, m01, m10, m11) = similarityToCurrent(current)
                            let anchors = model.anchors + firstFeature
                            let deltas = model.deltas + 2 * firstFeature
                            for f in 0..<featureCount {
                                let dx = deltas[2 * f]
                                let dy = deltas[2 * f + 1]
                                let anchor = Int(anchors[f])
                                let px = (m00 * dx + m01 * dy) + current[2 * anchor]
                                let py = (m10 * dx + m11 * dy) + current[2 * anchor + 1]
                                let (ix, iy) = frame.toImage(px, py)
                                // dlib::point rounds with floor(v + 0.5); pixels outside the image read 0.
                                let rx = (ix + 0.5).rounded(.down)
                                let ry = (iy + 0.5).rounded(.down)
                                if rx >= 0, ry >= 0, rx < Double(width), ry < Double(height) {
                                    features[f] = Float(pixels[Int(ry) * width + Int(rx)])
                                } else {
                                    features[f] = 0
                                }
                            }
                            // Every tree of this level adds its leaf to the shape. The features stay fixed within the
                            // level, so first find every tree's leaf, then add them (see `addLeaves`).
                            let firstTree = Int(model.cascadeTreeStart[cascade])
                            let treeEnd = Int(model.cascadeTreeStart[cascade + 1])
                            for tree in firstTree..<treeEnd {
                                let firstSplit = Int(model.treeSplitStart[tree])
                                let splitCount = Int(model.treeSplitStart[tree + 1]) - firstSplit
                                let splits = model.splits + 3 * firstSplit
                                var node = 0
                                while node < splitCount {
                                    let split = splits + 3 * node
                                    let difference = features[Int(split[0])] - features[Int(split[1])]
                                    node = difference > Float(bitPattern: split[2]) ? 2 * node + 1 : 2 * node + 2
                                }
                                let leaf = model.leaves + (firstSplit + tree + node - splitCount) * valuesPerShape
                                // Start fetching the leaf now, while the next trees are walked: `addLeaves`
                                // then mostly finds it in the level-2 cache instead of waiting on memory.
                                CPrefetch_readIntoLevel2(leaf, 4 * valuesPerShape)
                                chosenLeaves[tree - firstTree] = UnsafePointer(leaf)
                            }
                            addLeaves(chosenLeaves, count: treeEnd - firstTree, to: current, length: valuesPerShape)
                        }
                    }
                }
            }
        }
        return shape
    }

    /// Adds `leaves[0]`, `leaves[1]`, ... in turn to `current[0..<length]`, as dlib's `current_shape += leaf`
    /// tree after tree: the bulk of a prediction's work, and bound by memory (a leaf is 544 bytes, picked at
    /// random from 66 MB). Each leaf was prefetched as its tree was walked.
    ///
    /// It goes 32 values at a time through all the leaves, keeping those sums in registers: each value still
    /// adds the leaves in tree order (so the sums are dlib's to the bit), while the loads of different leaves
    /// do not wait on each other, so the processor fetches many leaves from memory at once.
    @inline(__always)
    private func addLeaves(
        _ leaves: UnsafeMutablePointer<UnsafePointer<Float>>, count: Int, to current: UnsafeMutablePointer<Float>,
        length: Int
    ) {
        let shape = UnsafeMutableRawPointer(current)
        var v = 0
        while v + 32 <= length {
            let offset = 4 * v
            var a = shape.loadUnaligned(fromByteOffset: offset, as: SIMD8<Float>.self)
            var b = shape.loadUnaligned(fromByteOffset: offset + 32, as: SIMD8<Float>.self)
            var c = shape.loadUnaligned(fromByteOffset: offset + 64, as: SIMD8<Float>.self)
            var d = shape.loadUnaligned(fromByteOffset: offset + 96, as: SIMD8<Float>.self)
            for t in 0..<count {
                let leaf = UnsafeRawPointer(leaves[t]) + offset
                a += leaf.loadUnaligned(as: SIMD8<Float>.self)
                b += leaf.loadUnaligned(fromByteOffset: 32, as: SIMD8<Float>.self)
                c += leaf.loadUnaligned(fromByteOffset: 64, as: SIMD8<Float>.self)
                d += leaf.loadUnaligned(fromByteOffset: 96, as: SIMD8<Float>.self)
            }
            shape.storeBytes(of: a, toByteOffset: offset, as: SIMD8<Float>.self)
            shape.storeBytes(of: b, toByteOffset: offset + 32, as: SIMD8<Float>.self)
            shape.storeBytes(of: c, toByteOffset: offset + 64, as: SIMD8<Float>.self)
            shape.storeBytes(of: d, toByteOffset: offset + 96, as: SIMD8<Float>.self)
            v += 32
        }
        while v + 8 <= length {
            let offset = 4 * v
            var a = shape.loadUnaligned(fromByteOffset: offset, as: SIMD8<Float>.self)
            for t in 0..<count { a += (UnsafeRawPointer(leaves[t]) + offset).loadUnaligned(as: SIMD8<Float>.self) }
            shape.storeBytes(of: a, toByteOffset: offset, as: SIMD8<Float>.self)
            v += 8
        }
        while v < length {
            var a = current[v]
            for t in 0..<count { a += leaves[t][v] }
            current[v] = a
            v += 1
        }
    }

    /// The linear part of dlib's `find_similarity_transform(initial_shape, current_shape)` (Umeyama's
    /// least-squares similarity), computed in double and cast to float as dlib's `matrix_cast<float>` does.
    ///
    /// dlib takes it from a 2x2 SVD; for a rotation and scale the result is closed-form:
    /// `c·R = [[a, -b], [b, a]]` with `a = (cov00 + cov11) / σ²` and `b = (cov10 - cov01) / σ²`, which also
    /// covers dlib's reflection correction when the covariance's determinant is negative.
    @inline(__always)
    private func similarityToCurrent(_ current: UnsafeMutablePointer<Float>) -> (Float, Float, Float, Float) {
        let parts = model.counts.parts
        var meanX = 0.0
        var meanY = 0.0
        for i in 0..<parts {
            meanX += Double(current[2 * i])
            meanY += Double(current[2 * i + 1])
        }
        meanX /= Double(parts)
        meanY /= Double(parts)
        var cov00 = 0.0
        var cov01 = 0.0
        var cov10 = 0.0
        var cov11 = 0.0
        centredInitialShape.withUnsafeBufferPointer { from in
            for i in 0..<parts {
                let toX = Double(current[2 * i]) - meanX
                let toY = Double(current[2 * i + 1]) - meanY
                cov00 += toX * from[2 * i]
                cov01 += toX * from[2 * i + 1]
                cov10 += toY * from[2 * i]
                cov11 += toY * from[2 * i + 1]
            }
        }
        guard initialSpread != 0 else { return (1, 0, 0, 1) }
        let n = Double(parts)
        let a = (cov00 / n + cov11 / n) / initialSpread
        let b = (cov10 / n - cov01 / n) / initialSpread
        return (Float(a), Float(-b), Float(b), Float(a))
    }
}
