import ArgumentParser
import FaceNavCore
import FaceTracking
import FrameSources
import Inputs

/// `facenav track`: follows the face in a video or the camera and writes one face-trace line per frame.
///
/// The output is the `FaceTraceFormat` that `facenav run --trace` replays, so
/// `facenav track --video x.y4m > t.jsonl && facenav run --trace t.jsonl` drives the app from a video.
struct TrackCommand: UserFacingCommand {
    static let configuration = CommandConfiguration(
        commandName: "track",
        abstract: "Track the face in a Y4M video or a camera; print one face-trace JSON line per frame.")

    @Option(
        name: .long,
        help:
            "A YUV4MPEG2 video (- for standard input: ffmpeg -f yuv4mpegpipe), a PGM/PPM image, a numbered pattern or a folder of images."
    )
    var video: String?

    @Option(name: .long, help: "A V4L2 camera device, like /dev/video0.")
    var camera: String?

    @Flag(name: .long, help: "Include the 68 landmarks in every line.")
    var landmarks = false

    @Option(name: .long, help: "Stop after this many frames.")
    var maxFrames: Int?

    @Flag(name: .long, help: "The frames are mirrored (a selfie view): swap left and right.")
    var mirrored = false

    @Option(
        name: .long,
        help:
            "The cascades that find the face, comma-separated, each tried when those before find none: lbp, haar, a Debian cascade name, or an XML file."
    )
    var cascade = CascadeFallback.defaultCascadeNames.joined(separator: ",")

    @Option(name: .long, help: "The smallest face to find, in pixels.")
    var minSize = 80

    @Option(
        name: .long,
        help: "A folder holding the cascade XML files, dlib's shape predictor and iris_landmark.tflite (make models).")
    var models: String?

    func runOrThrow() throws(UserFacingError) {
        guard (video == nil) != (camera == nil) else {
            throw UserFacingError(
                message: "give exactly one of --video FILE (or - for standard input) and --camera DEVICE", exitCode: 2)
        }
        if let maxFrames, maxFrames < 1 {
            throw UserFacingError(message: "--max-frames must be at least 1, got \(maxFrames)", exitCode: 2)
        }
        let faceModels = FaceModels(directory: models)
        guard minSize >= 8 else {
            throw UserFacingError(message: "--min-size must be at least 8 pixels, got \(minSize)", exitCode: 2)
        }
        var source = try openSource()
        let cascades = try faceModels.cascades(cascade.split(separator: ",").map(String.init))
        guard !cascades.isEmpty else {
            throw UserFacingError(message: "--cascade needs at least one cascade, like lbp,haar", exitCode: 2)
        }
        let predictor = try faceModels.shapePredictor()
        var settings = FaceTrackerSettings()
        settings.mirrored = mirrored
        settings.recordsLandmarks = landmarks
        var tracker = FaceTracker(cascades: cascades, predictor: predictor, minSize: minSize, settings: settings)
        faceModels.useLearnedModels(on: &tracker)
        var count = 0
        while maxFrames.map({ count < $0 }) ?? true {
            let frame: Frame?
            do {
                frame = try source.nextFrame()
            } catch {
                throw UserFacingError(message: "\(error)")
            }
            guard let frame else { break }
            FileOutput.standardOutput.write(FaceTraceFormat.line(for: tracker.measure(frame)) + "\n")
            count += 1
        }
        if count == 0, let video { throw NoFramesError.video(video) }
    }

    private func openSource() throws(UserFacingError) -> any FrameSource {
        if let video {
            do {
                return try VideoFile.open(video)
            } catch {
                throw UserFacingError(message: error.description, exitCode: 2)
            }
        }
        do {
            return try V4L2Camera(path: camera ?? "/dev/video0")
        } catch {
            throw UserFacingError(message: error.description, exitCode: 2)
        }
    }
}
