import ArgumentParser
import FaceNavCore
import FaceTracking
import Foundation
import FrameSources
import Inputs
import SafeFiles

/// `facenav detect IMAGE`: the faces in one picture and their 68 landmarks, as one JSON object.
///
/// Landmarks are printed as dlib prints them (whole pixels), so they compare point for point with dlib's
/// `shape_predictor(image, rect)`; `--box` skips detection and predicts in the given box, as dlib does.
struct DetectCommand: UserFacingCommand {
    static let configuration = CommandConfiguration(
        commandName: "detect",
        abstract: "Print the faces in a PGM/PPM image and their 68 landmarks as JSON.")

    @Argument(help: "A PGM (P5) or PPM (P6) image.")
    var image: String

    @Option(name: .long, help: "The cascade: lbp, haar, a Debian cascade name, or an XML file.")
    var cascade = "lbp"

    @Option(name: .long, help: "How much the detector's window grows per pyramid step (OpenCV's scaleFactor).")
    var scaleFactor = 1.1

    @Option(name: .long, help: "Overlapping detections a face needs (OpenCV's minNeighbors).")
    var minNeighbors = 3

    @Option(name: .long, help: "The smallest face to find, in pixels.")
    var minSize = 0

    @Option(name: .long, help: "Skip detection and predict the landmarks in this box: X,Y,W,H.")
    var box: String?

    @Option(name: .long, help: "A folder holding the cascade XML files and dlib's shape predictor.")
    var models: String?

    func runOrThrow() throws(UserFacingError) {
        if let message = NumberOptionMessage.nonFinite(
            scaleFactor, option: "--scale-factor", takes: "a number above 1, like 1.1")
        {
            throw UserFacingError(message: message, exitCode: 2)
        }
        // Below 1.01 the pyramid has thousands of levels (1.0000001: millions, running for hours); above 10 it
        // has one or two and finds nothing.
        guard (1.01...10).contains(scaleFactor) else {
            throw UserFacingError(
                message: "--scale-factor must be from 1.01 to 10, like 1.1; got \(scaleFactor)", exitCode: 2)
        }
        guard (0...1000).contains(minNeighbors), (0...Self.largestPixels).contains(minSize) else {
            throw UserFacingError(
                message: "--min-neighbors must be from 0 to 1000 and --min-size from 0 to \(Self.largestPixels) pixels",
                exitCode: 2)
        }
        let givenBox = try box.map { text throws(UserFacingError) in try Self.parseBox(text) }
        let picture: PortableImage
        do {
            picture = try PortableImage(contentsOf: image)
        } catch {
            throw UserFacingError(message: "\(error.description)", exitCode: 2)
        }
        let faceModels = FaceModels(directory: models)
        let faces: [PixelRect]
        if let givenBox {
            faces = [givenBox]
        } else {
            let detector = CascadeDetector(
                cascade: try faceModels.cascade(cascade), scaleFactor: scaleFactor, minNeighbors: minNeighbors,
                minSize: minSize)
            faces = detector.detectFaces(in: picture.luma, region: nil)
        }
        let predictor = try faceModels.shapePredictor()
        var entries: [String] = []
        for face in faces {
            let points = predictor.dlibLandmarks(in: picture.luma, box: face)
            let landmarks = points.map { "[\(Int($0.x)),\(Int($0.y))]" }.joined(separator: ",")
            entries.append(
                "{\"box\":[\(face.x),\(face.y),\(face.width),\(face.height)],\"landmarks\":[\(landmarks)]}")
        }
        var json = JSONLineWriter()
        json.add("image", image)
        json.add("width", picture.width)
        json.add("height", picture.height)
        var line = json.line
        line.removeLast()
        line += ",\"faces\":[" + entries.joined(separator: ",") + "]}"
        FileOutput.standardOutput.write(line + "\n")
    }

    /// The largest picture side, box side or offset the options take, in pixels: past any camera or photo,
    /// far below where pixel arithmetic overflows.
    static let largestPixels = 100_000

    /// `X,Y,W,H` in whole pixels, the size positive.
    static func parseBox(_ text: String) throws(UserFacingError) -> PixelRect {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map {
            Int($0.trimmingCharacters(in: .whitespaces))
        }
        let limit = largestPixels
        guard parts.count == 4, let x = parts[0], let y = parts[1], let w = parts[2], let h = parts[3],
            (1...limit).contains(w), (1...limit).contains(h), (-limit...limit).contains(x), (-limit...limit).contains(y)
        else {
            throw UserFacingError(
                message:
                    "--box must be X,Y,W,H in whole pixels, W and H from 1 to \(limit) and X and Y within \(limit) of 0, like 120,80,200,200; got '\(PrintableText.escaped(text))'",
                exitCode: 2)
        }
        return PixelRect(x: x, y: y, width: w, height: h)
    }
}
