import SafeFiles

/// dlib's 68-point face landmark predictor (Kazemi and Sullivan's ensemble of regression trees), read from
/// dlib's own model file and predicting exactly as dlib's `shape_predictor::operator()(image, rect)`.
///
/// Load it once (`ShapePredictor(modelsDirectory:cache:)`); the first load parses dlib's 100 MB file and
/// writes a compact copy to the cache, later loads map that copy in milliseconds. Prediction is thread-safe
/// and allocates only the returned points.
public final class ShapePredictor: LandmarkPredictor, Sendable {
    /// The file name of dlib's 68-point model.
    public static let modelFileName = "shape_predictor_68_face_landmarks.dat"
    /// Where Debian's `libdlib-data` installs it.
    public static let debianModelsDirectory = "/usr/share/dlib"

    /// Where a loaded model came from.
    public enum Origin: Hashable, Sendable {
        /// Mapped from a valid cached copy.
        case cache
        /// Parsed from dlib's file; `cacheProblem` says why no cached copy could be written, if none was.
        case source(cacheProblem: String?)
    }

    /// The dlib model file this predictor was loaded from.
    public let modelPath: String
    /// Whether it was mapped from the cache or parsed from the source.
    public let origin: Origin
    let model: ShapePredictorModel
    /// The initial shape's points less their mean, in double as dlib's `find_similarity_transform` uses
    /// them, and their mean squared distance from the mean.
    let centredInitialShape: [Double]
    let initialSpread: Double

    /// The number of landmarks each prediction gives (68 for dlib's face model).
    public var partCount: Int { model.counts.parts }

    /// The model file in `modelsDirectory`, or in Debian's folder when nil.
    public static func modelPath(modelsDirectory: String? = nil) -> String {
        (modelsDirectory ?? debianModelsDirectory) + "/" + modelFileName
    }

    /// Loads `shape_predictor_68_face_landmarks.dat` from `modelsDirectory` (`--models DIR`), or from
    /// `/usr/share/dlib` when nil, through `cache` (nil: parse the source every time).
    public convenience init(
        modelsDirectory: String? = nil, cache: ShapePredictorCache? = .standard
    ) throws(ShapePredictorError) {
        try self.init(contentsOf: Self.modelPath(modelsDirectory: modelsDirectory), cache: cache)
    }

    /// Loads the dlib shape predictor file at `path`: mapped from `cache` when it holds an up-to-date
    /// copy, otherwise parsed, and then a copy is written to `cache` atomically.
    public convenience init(contentsOf path: String, cache: ShapePredictorCache?) throws(ShapePredictorError) {
        let status: ShapePredictorModel.SourceKey?
        do { status = try MappedFile.status(path) } catch { throw .unreadable(path, error.reason) }
        guard let key = status else { throw .missing(path) }
        let cachePath = cache.map { $0.cachePath(forSource: path) }
        if let cachePath, let cached = Self.mapCache(cachePath, expecting: key) {
            self.init(path: path, origin: .cache, model: cached)
            return
        }
        let source: UnsafeRawBufferPointer
        do { source = try MappedFile.map(path) } catch { throw .unreadable(path, error.reason) }
        // The parsed arrays are the model once; the source's pages are let go as they are read.
        let parsed: ShapePredictorArrays
        do {
            parsed = try ShapePredictorModel.parsingDlibArrays(source, source: key) {
                MappedFile.release(source, before: $0)
            }
            MappedFile.unmap(source)
        } catch {
            MappedFile.unmap(source)
            throw .corrupt(path, error)
        }
        guard let cache, let cachePath else {
            self.init(
                path: path, origin: .source(cacheProblem: "no cache folder"),
                model: try Self.building(parsed, path: path))
            return
        }
        do {
            try MappedFile.makeDirectories(cache.directory)
            // Written straight from the arrays: no block of the whole model is made to be written.
            try MappedFile.writeAtomically(to: cachePath) { (output) throws(SafeFileError) in
                var failure: SafeFileError?
                parsed.serialise { part in
                    do throws(SafeFileError) {
                        try output(part)
                        return true
                    } catch {
                        failure = error
                        return false
                    }
                }
                if let failure { throw failure }
            }
        } catch {
            self.init(
                path: path, origin: .source(cacheProblem: "cannot write \(error.path): \(error.reason)"),
                model: try Self.building(parsed, path: path))
            return
        }
        // Use the mapped copy: its pages are shared and can be dropped, the parsed arrays are private memory.
        let model: ShapePredictorModel
        if let mapped = Self.mapCache(cachePath, expecting: key) {
            model = mapped
        } else {
            model = try Self.building(parsed, path: path)
        }
        self.init(path: path, origin: .source(cacheProblem: nil), model: model)
    }

    /// The model block of `parsed`; a failed check is the file at `path` being corrupt.
    private static func building(_ parsed: ShapePredictorArrays, path: String) throws(ShapePredictorError)
        -> ShapePredictorModel
    {
        do {
            return try ShapePredictorModel.building(parsed)
        } catch {
            throw .corrupt(path, error)
        }
    }

    /// A predictor straight from the bytes of a dlib model file (tests, or a model not on disk).
    public convenience init(dlibBytes: UnsafeRawBufferPointer, path: String = "<memory>") throws(ShapePredictorError) {
        do {
            let model = try ShapePredictorModel.parsingDlib(
                dlibBytes,
                source: .init(size: UInt64(dlibBytes.count), modificationSeconds: 0, modificationNanoseconds: 0))
            self.init(path: path, origin: .source(cacheProblem: "no cache folder"), model: model)
        } catch {
            throw .corrupt(path, error)
        }
    }

    private init(path: String, origin: Origin, model: ShapePredictorModel) {
        self.modelPath = path
        self.origin = origin
        self.model = model
        let parts = model.counts.parts
        var meanX = 0.0
        var meanY = 0.0
        for i in 0..<parts {
            meanX += Double(model.initialShape[2 * i])
            meanY += Double(model.initialShape[2 * i + 1])
        }
        meanX /= Double(parts)
        meanY /= Double(parts)
        var centred = [Double](repeating: 0, count: 2 * parts)
        var spread = 0.0
        for i in 0..<parts {
            let x = Double(model.initialShape[2 * i]) - meanX
            let y = Double(model.initialShape[2 * i + 1]) - meanY
            centred[2 * i] = x
            centred[2 * i + 1] = y
            spread += x * x + y * y
        }
        centredInitialShape = centred
        initialSpread = spread / Double(parts)
    }

    /// The cached model at `path` when it is valid and was built from the source `key` describes.
    private static func mapCache(_ path: String, expecting key: ShapePredictorModel.SourceKey) -> ShapePredictorModel? {
        guard let bytes = try? MappedFile.map(path) else { return nil }
        guard let model = try? ShapePredictorModel.adopting(bytes, release: { MappedFile.unmap($0) }) else {
            return nil
        }
        return model.source == key ? model : nil
    }

    /// The mean shape's eye centres (the image-left eye first: the person's right), nose tip and mouth centre
    /// in the box's unit square: where the predictor starts them in any box.
    var meanShapeFeatures: [PixelPoint] {
        let shape = model.initialShape
        func mean(_ range: ClosedRange<Int>) -> PixelPoint {
            let count = Double(range.count)
            return PixelPoint(
                x: range.reduce(0) { $0 + Double(shape[2 * $1]) } / count,
                y: range.reduce(0) { $0 + Double(shape[2 * $1 + 1]) } / count)
        }
        return [mean(36...41), mean(42...47), mean(30...30), mean(48...67)]
    }
}
