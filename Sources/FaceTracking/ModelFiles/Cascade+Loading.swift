import Foundation
import SafeFiles

extension Cascade {
    /// Where Debian's `opencv-data` puts OpenCV's cascades.
    public static let debianDirectories = ["/usr/share/opencv4/haarcascades", "/usr/share/opencv4/lbpcascades"]

    /// The Debian cascade a short name stands for: `lbp` is `lbpcascade_frontalface_improved.xml`, `haar` is
    /// `haarcascade_frontalface_default.xml`; another bare name (`haarcascade_eye`, with or without `.xml`)
    /// is looked up in ``debianDirectories``; anything with a `/` is a path.
    public static func path(named name: String) -> String {
        if name.contains("/") { return name }
        let file: String
        switch name {
        case "lbp": file = "lbpcascade_frontalface_improved.xml"
        case "haar": file = "haarcascade_frontalface_default.xml"
        default: file = name.hasSuffix(".xml") ? name : name + ".xml"
        }
        let directory = file.hasPrefix("lbp") ? debianDirectories[1] : debianDirectories[0]
        return directory + "/" + file
    }

    /// Loads a cascade by short name or path (see ``path(named:)``).
    public static func named(_ name: String) throws(CascadeLoadError) -> Cascade {
        try Cascade(contentsOfFile: path(named: name))
    }

    /// Reads an OpenCV cascade XML file.
    ///
    /// Old-format files (`<opencv_haartraining>`-style, `type_id="opencv-haar-classifier"`, such as Debian's
    /// `haarcascade_licence_plate_rus_16stages.xml`) are refused with a message saying so.
    public init(contentsOfFile path: String) throws(CascadeLoadError) {
        let data: [UInt8]
        do {
            data = try SafeFile.read(path, limit: 64 << 20)
        } catch {
            let exists = SafeFile.kind(at: path) != nil
            let what = exists ? error.message : "no such cascade file"
            let hint =
                !exists && path.hasPrefix("/usr/share/opencv4/")
                ? "; install Debian's opencv-data (make deps)" : "; give an OpenCV cascade XML file"
            throw CascadeLoadError(path: path, message: what + hint)
        }
        try self.init(xml: data, source: path)
    }

    /// Reads an OpenCV cascade from the bytes of its XML file; `source` names it in errors.
    public init(xml bytes: [UInt8], source: String) throws(CascadeLoadError) {
        let document: CascadeXMLDocument
        do {
            document = try CascadeXMLDocument(bytes: bytes)
        } catch {
            throw CascadeLoadError(
                path: source, message: "line \(error.line): not a readable cascade XML file: \(error.reason)")
        }
        var reader = CascadeReader(source: source, document: document)
        self = try reader.read(document.root)
    }
}

/// Turns the element tree of a cascade file into a ``Cascade``, as OpenCV's `Data::read` does.
private struct CascadeReader {
    let source: String
    let document: CascadeXMLDocument

    func failure(_ element: CascadeXMLDocument.Element?, _ message: String) -> CascadeLoadError {
        let place = element.map { "line \($0.line): " } ?? ""
        return CascadeLoadError(path: source, message: place + message)
    }

    func required(_ name: String, in element: CascadeXMLDocument.Element) throws(CascadeLoadError)
        -> CascadeXMLDocument.Element
    {
        guard let child = element.child(name) else {
            throw failure(element, "<\(element.name)> has no <\(name)>; not an OpenCV cascade file")
        }
        return child
    }

    /// The whitespace-separated numbers of an element's text, read with `strtod` straight from the bytes.
    func numbers(_ element: CascadeXMLDocument.Element) throws(CascadeLoadError) -> [Double] {
        var values: [Double] = []
        let range = element.textRange
        let failed: Range<Int>? = document.bytes.withUnsafeBufferPointer { buffer in
            let base = buffer.baseAddress!
            var position = range.lowerBound
            while position < range.upperBound {
                if base[position] <= 32 {
                    position += 1
                    continue
                }
                var tokenEnd = position
                while tokenEnd < range.upperBound, base[tokenEnd] > 32 { tokenEnd += 1 }
                let start = UnsafeMutableRawPointer(mutating: base + position).assumingMemoryBound(to: CChar.self)
                var end: UnsafeMutablePointer<CChar>? = start
                let value = strtod(start, &end)
                let consumed = end.map { UnsafeRawPointer($0) - UnsafeRawPointer(start) } ?? 0
                guard consumed == tokenEnd - position, value.isFinite else { return position..<tokenEnd }
                values.append(value)
                position = tokenEnd
            }
            return nil
        }
        if let failed {
            let token = String(decoding: document.bytes[failed], as: UTF8.self)
            throw failure(element, "<\(element.name)> holds \"\(token)\" where a number belongs")
        }
        return values
    }

    func integer(_ name: String, in element: CascadeXMLDocument.Element) throws(CascadeLoadError) -> Int {
        let child = try required(name, in: element)
        let values = try numbers(child)
        guard values.count == 1, let value = Int(exactly: values[0]) else {
            throw failure(child, "<\(name)> must hold one whole number")
        }
        return value
    }

    func text(_ name: String, in element: CascadeXMLDocument.Element) throws(CascadeLoadError) -> String {
        String(document.text(of: try required(name, in: element)).filter { !$0.isWhitespace })
    }

    mutating func read(_ root: CascadeXMLDocument.Element) throws(CascadeLoadError) -> Cascade {
        guard root.name == "opencv_storage", let top = root.children.first else {
            throw failure(root, "<\(root.name)> is not an OpenCV storage file (<opencv_storage>); not a cascade")
        }
        if top.attributes["type_id"] == "opencv-haar-classifier" || top.name == "opencv_haartraining"
            || (top.child("stageType") == nil && top.child("size") != nil)
        {
            throw failure(
                top,
                "an old-format cascade (<\(top.name)> type_id=\"opencv-haar-classifier\"), which FaceNav does not read; "
                    + "use a new-format cascade (<cascade> with <stageType>), e.g. \(Cascade.path(named: "haar"))")
        }
        guard top.name == "cascade" || top.child("stageType") != nil else {
            throw failure(top, "<\(top.name)> is not a <cascade>; not an OpenCV cascade file")
        }
        let stageType = try text("stageType", in: top)
        guard stageType == "BOOST" else {
            throw failure(top, "stageType \(stageType) is not supported (only BOOST)")
        }
        let featureTypeText = try text("featureType", in: top)
        guard let featureKind = Cascade.FeatureKind(rawValue: featureTypeText) else {
            throw failure(top, "featureType \(featureTypeText) is not supported (only HAAR and LBP)")
        }
        let width = try integer("width", in: top)
        let height = try integer("height", in: top)
        guard width > 0, height > 0 else { throw failure(top, "the window size \(width)x\(height) is empty") }
        let categories = try integer("maxCatCount", in: try required("featureParams", in: top))
        guard (featureKind == .lbp) == (categories > 0) else {
            throw failure(top, "maxCatCount \(categories) does not suit \(featureKind.rawValue) features")
        }
        let subsetSize = (categories + 31) / 32
        guard featureKind == .haar || subsetSize == 8 else {
            throw failure(top, "maxCatCount \(categories): LBP cascades have 256 categories")
        }
        let nodeStep = 3 + (categories > 0 ? subsetSize : 1)

        var stages: [Cascade.Stage] = []
        var treeNodeCounts: [Int] = []
        var nodes: [Cascade.Node] = []
        var leaves: [Float] = []
        var subsets: [Int32] = []
        let stagesElement = try required("stages", in: top)
        for stageElement in stagesElement.children {
            let thresholdElement = try required("stageThreshold", in: stageElement)
            let threshold = try numbers(thresholdElement)
            guard threshold.count == 1 else { throw failure(thresholdElement, "<stageThreshold> must hold one number") }
            let weak = try required("weakClassifiers", in: stageElement)
            stages.append(
                Cascade.Stage(
                    firstTree: treeNodeCounts.count, treeCount: weak.children.count,
                    threshold: Float(threshold[0]) - 1e-5))
            for tree in weak.children {
                let internalElement = try required("internalNodes", in: tree)
                let values = try numbers(internalElement)
                let leafValues = try numbers(try required("leafValues", in: tree))
                guard !values.isEmpty, values.count % nodeStep == 0 else {
                    throw failure(internalElement, "<internalNodes> must hold groups of \(nodeStep) numbers")
                }
                let nodeCount = values.count / nodeStep
                guard leafValues.count == nodeCount + 1 else {
                    throw failure(internalElement, "a tree of \(nodeCount) nodes needs \(nodeCount + 1) leaf values")
                }
                treeNodeCounts.append(nodeCount)
                for n in 0..<nodeCount {
                    let base = n * nodeStep
                    guard let left = Int(exactly: values[base]), let right = Int(exactly: values[base + 1]),
                        let feature = Int(exactly: values[base + 2]), left <= nodeCount - 1, right <= nodeCount - 1,
                        left > -(nodeCount + 1), right > -(nodeCount + 1), feature >= 0,
                        left <= 0 || left > n, right <= 0 || right > n
                    else { throw failure(internalElement, "node \(n) has a bad child or feature index") }
                    var node = Cascade.Node(featureIndex: feature, threshold: 0, left: left, right: right)
                    if categories > 0 {
                        for word in values[(base + 3)..<(base + 3 + subsetSize)] {
                            guard let bits = Int32(exactly: word) else {
                                throw failure(internalElement, "node \(n) has a category subset outside 32 bits")
                            }
                            subsets.append(bits)
                        }
                    } else {
                        node.threshold = Float(values[base + 3])
                    }
                    nodes.append(node)
                }
                leaves.append(contentsOf: leafValues.map { Float($0) })
            }
        }
        guard !stages.isEmpty, !treeNodeCounts.isEmpty else {
            throw failure(stagesElement, "the cascade has no stages")
        }

        let featuresElement = try required("features", in: top)
        var haarFeatures: [Cascade.HaarFeature] = []
        var lbpFeatures: [Cascade.LBPFeature] = []
        for featureElement in featuresElement.children {
            switch featureKind {
            case .haar:
                let rectsElement = try required("rects", in: featureElement)
                var rectangles: [Cascade.HaarFeature.WeightedRectangle] = []
                for rectElement in rectsElement.children {
                    let v = try numbers(rectElement)
                    guard v.count == 5, let x = Int(exactly: v[0]), let y = Int(exactly: v[1]),
                        let w = Int(exactly: v[2]), let h = Int(exactly: v[3])
                    else { throw failure(rectElement, "a HAAR rectangle needs x y width height weight") }
                    rectangles.append(.init(x: x, y: y, width: w, height: h, weight: Float(v[4])))
                }
                guard (1...3).contains(rectangles.count) else {
                    throw failure(rectsElement, "a HAAR feature needs one to three rectangles")
                }
                let tilted = try featureElement.child("tilted").map { e throws(CascadeLoadError) in try numbers(e) }
                haarFeatures.append(Cascade.HaarFeature(rectangles: rectangles, tilted: (tilted?.first ?? 0) != 0))
            case .lbp:
                let rectElement = try required("rect", in: featureElement)
                let v = try numbers(rectElement)
                guard v.count == 4, let x = Int(exactly: v[0]), let y = Int(exactly: v[1]),
                    let w = Int(exactly: v[2]), let h = Int(exactly: v[3]), x >= 0, y >= 0, w > 0, h > 0,
                    x + 3 * w <= width, y + 3 * h <= height
                else { throw failure(rectElement, "an LBP feature needs x y width height inside the window") }
                lbpFeatures.append(Cascade.LBPFeature(x: x, y: y, blockWidth: w, blockHeight: h))
            }
        }
        let featureCount = featureKind == .haar ? haarFeatures.count : lbpFeatures.count
        if let bad = nodes.first(where: { $0.featureIndex >= featureCount }) {
            throw failure(featuresElement, "a node uses feature \(bad.featureIndex) of only \(featureCount)")
        }
        for feature in haarFeatures {
            for r in feature.rectangles {
                let inside =
                    feature.tilted
                    ? r.x - r.height >= 0 && r.x + r.width <= width && r.y >= 0 && r.y + r.width + r.height <= height
                    : r.x >= 0 && r.y >= 0 && r.x + r.width <= width && r.y + r.height <= height
                guard inside, r.width >= 0, r.height >= 0 else {
                    throw failure(
                        featuresElement, "a HAAR rectangle \(r.x) \(r.y) \(r.width) \(r.height) leaves the window")
                }
            }
        }
        return Cascade(
            source: source, featureKind: featureKind, windowWidth: width, windowHeight: height, stages: stages,
            treeNodeCounts: treeNodeCounts, nodes: nodes, leaves: leaves, subsets: subsets,
            haarFeatures: haarFeatures, lbpFeatures: lbpFeatures)
    }
}
