import FaceTracking
import Foundation
import NeuralNetwork

/// Finds and loads the face models for `track` and `detect`: OpenCV's cascades (Debian's `opencv-data`),
/// dlib's 68-point shape predictor (Debian's `libdlib-data`) and MediaPipe's iris-landmark model, face mesh
/// and face detector (`make models`, into `.models/`), or the files in `--models DIR`.
public struct FaceModels {
    /// `--models DIR`: a folder holding the cascade XML files and `shape_predictor_68_face_landmarks.dat`.
    public var directory: String?

    public init(directory: String? = nil) {
        self.directory = directory
    }

    /// The cascade a name stands for (`lbp`, `haar`, a Debian file name, or a path), from `directory` when
    /// given and the name is not a path.
    public func cascade(_ name: String) throws(UserFacingError) -> Cascade {
        var path = Cascade.path(named: name)
        if let directory, !name.contains("/") {
            path = directory + "/" + (path as NSString).lastPathComponent
        }
        guard FileManager.default.fileExists(atPath: path) else {
            let folder = (path as NSString).deletingLastPathComponent
            let advice =
                name.contains("/")
                ? "give an OpenCV cascade XML file, or lbp or haar"
                : directory != nil
                    ? "put OpenCV's \((path as NSString).lastPathComponent) there or leave out --models to use Debian's opencv-data"
                    : FileManager.default.fileExists(atPath: folder)
                        // opencv-data is there: the name is mistyped.
                        ? "give lbp, haar, the name of one of its cascades (like haarcascade_frontalface_alt2), or an XML file's path"
                        : "install Debian's opencv-data (make deps) or pass --models DIR"
            throw UserFacingError(message: "face detector: no cascade file \(path); \(advice)", exitCode: 2)
        }
        do {
            return try Cascade(contentsOfFile: path)
        } catch {
            throw UserFacingError(message: "face detector: \(error.description)", exitCode: 2)
        }
    }

    /// The cascades that find the face, tried in turn (`CascadeFallback`): the names given, or by default
    /// OpenCV's LBP then Haar, so a face LBP misses (glasses, a tilted head) is still found.
    public func cascades(_ names: [String] = CascadeFallback.defaultCascadeNames) throws(UserFacingError) -> [Cascade] {
        var loaded: [Cascade] = []
        for name in names { loaded.append(try cascade(name)) }
        return loaded
    }

    /// dlib's 68-point predictor, through the model cache under `$XDG_CACHE_HOME/facenav/`.
    public func shapePredictor() throws(UserFacingError) -> ShapePredictor {
        let path = ShapePredictor.modelPath(modelsDirectory: directory)
        guard FileManager.default.fileExists(atPath: path) else {
            throw UserFacingError(
                message: directory == nil
                    ? "face landmarks: \(path) is missing; install Debian's libdlib-data (make deps) or pass --models DIR"
                    : "face landmarks: \(path) is missing; put dlib's \(ShapePredictor.modelFileName) there or leave out --models to use Debian's libdlib-data",
                exitCode: 2)
        }
        do {
            return try ShapePredictor(modelsDirectory: directory)
        } catch {
            throw UserFacingError(message: "face landmarks: \(error.description)", exitCode: 2)
        }
    }

    /// MediaPipe's iris-landmark model, which reads each eye's lids, from `directory`, else `.models/` in the
    /// current folder or beside the repository `facenav` was built in. Missing or unreadable, it is one line
    /// given to `warn` (standard error unless told otherwise) naming `make models`, and nil: the eyes are
    /// read from the landmarks alone.
    public func eyeModel(
        warn: (String) -> Void = { FileOutput.standardError.write("facenav: \($0)\n") }
    ) -> IrisLandmarkModel? {
        learnedModel(
            IrisLandmarkModel.fileName, part: "eyes", use: "read each eye's lids",
            meanwhile: "reading the eyes from the landmarks alone", warn: warn, load: IrisLandmarkModel.init)
    }

    /// MediaPipe's short-range face detector, which finds the faces the cascades miss, found as `eyeModel`
    /// is. Missing or unreadable, it is one line given to `warn` (standard error unless told otherwise) naming
    /// `make models`, and nil: faces are found by the cascades alone.
    public func faceDetector(
        warn: (String) -> Void = { FileOutput.standardError.write("facenav: \($0)\n") }
    ) -> LearnedFaceDetector? {
        learnedModel(
            LearnedFaceDetector.fileName, part: "faces", use: "find faces the cascades miss",
            meanwhile: "using the cascades alone", warn: warn,
            load: { path throws(NeuralNetworkError) in
                try LearnedFaceDetector(contentsOf: path)
            })
    }

    /// MediaPipe's face mesh, which can place the eye model's crops (`FaceTracker.faceMesh`), found as
    /// `eyeModel` is. Missing or unreadable, it is one line given to `warn` naming `make models`, and nil: the
    /// crops are placed by dlib's 68 points.
    public func faceMesh(
        warn: (String) -> Void = { FileOutput.standardError.write("facenav: \($0)\n") }
    ) -> FaceMeshModel? {
        learnedModel(
            FaceMeshModel.fileName, part: "eyes", use: "place each eye's crop by the face mesh",
            meanwhile: "placing them by the 68 landmarks", warn: warn, load: FaceMeshModel.init)
    }

    /// The learned models on `tracker`: the eye model, then the face detector. Each missing or unreadable one
    /// is a line to its `warn`, except that without the eye model the detector says nothing: the eye model's
    /// line already names `make models`, which fetches both. The face mesh (`faceMesh(warn:)`) is not put on:
    /// on the wink set it read more winks but fired more false ones on the held-out faces (BENCHMARKS.md, "The
    /// face mesh places the iris model's crops").
    public func useLearnedModels<Detector>(
        on tracker: inout FaceTracker<Detector, ShapePredictor>,
        warn: (String) -> Void = { FileOutput.standardError.write("facenav: \($0)\n") },
        faceWarn: (String) -> Void = { FileOutput.standardError.write("facenav: \($0)\n") }
    ) {
        tracker.eyeModel = eyeModel(warn: warn)
        tracker.useLearnedDetector(faceDetector(warn: tracker.eyeModel == nil ? { _ in } : faceWarn))
    }

    /// The learned model in file `name`, loaded by `load`; missing or unreadable, one line to `warn` saying
    /// for which `part` of the face, what `make models` would `use` it for and what is done `meanwhile`, and nil.
    private func learnedModel<Model>(
        _ name: String, part: String, use: String, meanwhile: String, warn: (String) -> Void,
        load: (String) throws(NeuralNetworkError) -> Model
    ) -> Model? {
        guard let path = modelPath(name) else {
            warn(
                "\(part): no \(name) in \(directory ?? ".models"); run `make models` to \(use), \(meanwhile) meanwhile")
            return nil
        }
        do {
            return try load(path)
        } catch {
            warn("\(part): \(error.message); run `make models` to fetch it again, \(meanwhile) meanwhile")
            return nil
        }
    }

    /// Where the model file `name` is: in `directory`, else `.models/` in the current folder or beside the
    /// repository `facenav` was built in; nil when in none.
    private func modelPath(_ name: String) -> String? {
        var candidates: [String] = []
        if let directory {
            candidates.append(directory + "/" + name)
        } else {
            candidates.append(FileManager.default.currentDirectoryPath + "/.models/" + name)
            // .build/debug/facenav or .build/<triple>/debug/facenav in a checkout: the repository is 2-3 up.
            var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            for _ in 0..<4 {
                folder.deleteLastPathComponent()
                candidates.append(folder.appendingPathComponent(".models/" + name).path)
            }
        }
        return candidates.first(where: { FileManager.default.fileExists(atPath: $0) })
    }
}
