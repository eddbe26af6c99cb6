import FaceNavTestSupport
import FaceTracking
import Foundation
import Testing

@testable import Inputs

/// The learned models are optional: missing or unreadable, each is one line naming the file, `make models` and
/// what FaceNav does meanwhile, and nil (the eyes read from the landmarks, faces found by the cascades alone).
@Suite struct FaceModelsTests {
    @Test func aMissingOrUnreadableModelIsOneLineAndNil() throws {
        try withTemporaryFolder("models") { temporary in
            let folder = temporary.url.appendingPathComponent("models")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let models = FaceModels(directory: folder.path)
            var lines: [String] = []
            #expect(models.eyeModel(warn: { lines.append($0) }) == nil)
            #expect(models.faceDetector(warn: { lines.append($0) }) == nil)
            #expect(
                lines == [
                    "eyes: no \(IrisLandmarkModel.fileName) in \(folder.path); run `make models` to read each eye's lids, reading the eyes from the landmarks alone meanwhile",
                    "faces: no \(LearnedFaceDetector.fileName) in \(folder.path); run `make models` to find faces the cascades miss, using the cascades alone meanwhile",
                ])

            for name in [IrisLandmarkModel.fileName, LearnedFaceDetector.fileName] {
                try Data("not a model".utf8).write(to: folder.appendingPathComponent(name))
            }
            lines = []
            #expect(models.eyeModel(warn: { lines.append($0) }) == nil)
            #expect(models.faceDetector(warn: { lines.append($0) }) == nil)
            #expect(lines.count == 2)
            #expect(lines[0].hasPrefix("eyes: ") && lines[1].hasPrefix("faces: "), "\(lines)")
            #expect(
                lines[0].hasSuffix(
                    "; run `make models` to fetch it again, reading the eyes from the landmarks alone meanwhile"))
            #expect(lines[1].hasSuffix("; run `make models` to fetch it again, using the cascades alone meanwhile"))
            #expect(lines.allSatisfy { $0.contains(folder.path) || $0.contains("model") }, "\(lines)")
        }
    }

    /// On a tracker: without the eye model only its line is said (it names `make models`, which fetches both);
    /// with it, a missing face detector is its own line on `faceWarn`.
    @Test func theDetectorIsQuietWhenTheEyeModelsLineAlreadyNamesMakeModels() throws {
        try withTemporaryFolder("models") { temporary in
            let folder = temporary.url.appendingPathComponent("models")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let models = FaceModels(directory: folder.path)
            var tracker = FaceTracker(cascades: [try Cascade.named("lbp")], predictor: try ShapePredictor())
            var (eyes, faces): ([String], [String]) = ([], [])
            models.useLearnedModels(on: &tracker, warn: { eyes.append($0) }, faceWarn: { faces.append($0) })
            #expect(eyes.count == 1 && eyes[0].hasPrefix("eyes: no "), "\(eyes)")
            #expect(faces.isEmpty, "\(faces)")
            #expect(tracker.eyeModel == nil && tracker.learnedSearch == nil)

            let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent()
            try FileManager.default.createSymbolicLink(
                at: folder.appendingPathComponent(IrisLandmarkModel.fileName),
                withDestinationURL: root.appendingPathComponent(".models/\(IrisLandmarkModel.fileName)"))
            (eyes, faces) = ([], [])
            models.useLearnedModels(on: &tracker, warn: { eyes.append($0) }, faceWarn: { faces.append($0) })
            #expect(eyes.isEmpty, "needs make models: \(eyes)")
            #expect(faces.count == 1 && faces[0].hasPrefix("faces: no "), "\(faces)")
            #expect(tracker.eyeModel != nil && tracker.learnedSearch == nil)
        }
    }

    /// The face mesh, asked for on its own: missing, one line naming it and `make models`, and nil; present
    /// (linked from `.models/`), loaded without a word.
    @Test func theFaceMeshIsOneLineWhenMissing() throws {
        try withTemporaryFolder("models") { temporary in
            let folder = temporary.url.appendingPathComponent("models")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let models = FaceModels(directory: folder.path)
            var lines: [String] = []
            #expect(models.faceMesh(warn: { lines.append($0) }) == nil)
            #expect(
                lines == [
                    "eyes: no \(FaceMeshModel.fileName) in \(folder.path); run `make models` to place each eye's crop by the face mesh, placing them by the 68 landmarks meanwhile"
                ])
            let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent()
            try FileManager.default.createSymbolicLink(
                at: folder.appendingPathComponent(FaceMeshModel.fileName),
                withDestinationURL: root.appendingPathComponent(".models/\(FaceMeshModel.fileName)"))
            lines = []
            #expect(models.faceMesh(warn: { lines.append($0) }) != nil)
            #expect(lines.isEmpty, "needs make models: \(lines)")
        }
    }
}
