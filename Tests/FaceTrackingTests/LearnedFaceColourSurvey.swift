import FaceNavCore
import Foundation
import FrameSources
import Frames
import Testing

@testable import FaceTracking

/// What the learned face detector scores in grey and in colour: on every frame of the wink set's picked clips
/// (the whole frame letterboxed, as the tracker's whole-frame search sees it), and on the frames without a
/// person (`FaceFinderSurvey.framesWithoutAFace`, made again from the photos' colour PPMs). Prints the best
/// score's quantiles per face and the false faces; runs only when LEARNED_FACE_COLOUR is set (WINK_SET_PART
/// picks the part; tune while tuning).
@Suite struct LearnedFaceColourSurvey {
    static let enabled = ProcessInfo.processInfo.environment["LEARNED_FACE_COLOUR"] != nil

    static func quantiles(_ values: [Double]) -> String {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return "-" }
        return [0, 0.1, 0.5, 0.9, 1].map { String(format: "%.2f", sorted[Int($0 * Double(sorted.count - 1))]) }
            .joined(separator: " ")
    }

    @Test(.enabled(if: enabled)) func wholeFrames() throws {
        let clips = try #require(WinkSet.pickedClips())
        let detector = try LearnedFaceDetector(
            contentsOf: LearnedFaceDetectorTests.modelPath, decoder: ShortRangeFaceDecoder(minScore: 0.05))
        let predictor = try ShapePredictor()
        let search = LearnedFaceSearch(detector: detector, predictor: predictor)
        var byFace: [String: (grey: [Double], colour: [Double])] = [:]
        var gates: [String: [Int]] = [:]
        for clip in clips {
            let reader = try Y4MReader(path: "\(WinkSet.directory)/\(clip.name).y4m")
            var index = 0
            while let frame = try reader.nextFrame() {
                defer { index += 1 }
                guard clip.face.hasSuffix("-294") || index % 6 == 0 else { continue }
                let greyFace = detector.faces(in: frame.luma).first
                let colourFace = detector.faces(in: frame).first
                let (grey, colour) = (greyFace?.score ?? 0, colourFace?.score ?? 0)
                if clip.face.hasSuffix("-294") {
                    // Frames: any, score at the floor, then landmarks agreeing from the centred box and from the
                    // key points' box; grey and colour.
                    for (kind, face) in [("grey", greyFace), ("colour", colourFace)] {
                        var counts = gates[kind, default: [0, 0, 0, 0]]
                        counts[0] += 1
                        if let face, face.score >= search.minScore {
                            counts[1] += 1
                            for (slot, box) in [
                                (2, search.box(for: face, in: frame.luma)),
                                (3, search.keypointBox(for: face, in: frame.luma)),
                            ] {
                                if let box, search.agrees(face, with: predictor.landmarks(in: frame.luma, box: box)) {
                                    counts[slot] += 1
                                }
                            }
                        }
                        gates[kind] = counts
                    }
                }
                byFace[clip.face, default: ([], [])].grey.append(grey)
                byFace[clip.face, default: ([], [])].colour.append(colour)
            }
        }
        var all: (grey: [Double], colour: [Double]) = ([], [])
        for (face, scores) in byFace.sorted(by: { $0.key < $1.key }) {
            print("\(face): grey \(Self.quantiles(scores.grey)) | colour \(Self.quantiles(scores.colour))")
            if !face.hasSuffix("-294") {
                all.grey += scores.grey
                all.colour += scores.colour
            }
        }
        print(
            "2007_007763-294 frames / at the score floor / landmarks agreeing from the centred box / from the key points' box: \(gates)"
        )
        print("other faces: grey \(Self.quantiles(all.grey)) | colour \(Self.quantiles(all.colour))")
        #expect(!byFace.isEmpty)
    }

    @Test(.enabled(if: enabled)) func framesWithoutAPerson() throws {
        let detector = try LearnedFaceDetector(
            contentsOf: LearnedFaceDetectorTests.modelPath, decoder: ShortRangeFaceDecoder(minScore: 0.3))
        let predictor = try ShapePredictor()
        let search = LearnedFaceSearch(detector: detector, predictor: predictor)
        var (grey, colour): ([Double], [Double]) = ([], [])
        for (name, frame) in try FaceFinderSurvey.colourFramesWithoutAFace() {
            for (kind, faces) in [("grey", detector.faces(in: frame.luma)), ("colour", detector.faces(in: frame))] {
                for face in faces {
                    // The landmarks' disagreement from the centred box and from the key points' box.
                    let apart = [search.box(for: face, in: frame.luma), search.keypointBox(for: face, in: frame.luma)]
                        .map { box in
                            box.map {
                                LearnedFaceSearch.disagreement(face, with: predictor.landmarks(in: frame.luma, box: $0))
                            } ?? .infinity
                        }
                    print(
                        String(
                            format: "false face %@: %@ score %.3f disagreement %.3f / %.3f", kind, name, face.score,
                            apart[0], apart[1]))
                }
                let best = faces.first?.score ?? 0
                if kind == "grey" { grey.append(best) } else { colour.append(best) }
            }
        }
        print(
            "frames without a person: \(grey.count); best score grey \(Self.quantiles(grey)) | colour \(Self.quantiles(colour))"
        )
        #expect(!grey.isEmpty)
    }

    /// The app's tracker on the clips WINK_SET_ONLY picks, a line a frame: found, misses, the residual, and
    /// what the learned detector sees around the followed box (grey and colour: score, box width against the
    /// confirmation's widths, the landmarks' disagreement).
    @Test(.enabled(if: enabled && ProcessInfo.processInfo.environment["WINK_SET_ONLY"] != nil))
    func followed() throws {
        let clips = try #require(WinkSet.pickedClips())
        let parts = try WinkSet.TrackerParts()
        let detector = try LearnedFaceDetector(
            contentsOf: LearnedFaceDetectorTests.modelPath, decoder: ShortRangeFaceDecoder(minScore: 0.05))
        let search = LearnedFaceSearch(detector: detector, predictor: parts.predictor)
        for clip in clips {
            var tracker = parts.landmarkTracker()
            tracker.useLearnedDetector(try LearnedFaceDetector(contentsOf: LearnedFaceDetectorTests.modelPath))
            var previousBox: PixelRect?
            try WinkSet.eachFrame(of: clip, tracker: &tracker) { labelled, tracker in
                var line = "\(clip.name) \(labelled.index) found \(labelled.measurement.faceFound ? 1 : 0)"
                line += String(format: " q %.2f misses %d", labelled.measurement.quality ?? 0, tracker.state.misses)
                let image = labelled.frame.luma
                if let box = previousBox ?? tracker.state.box {
                    let region = FaceTracker<CascadeFallback, ShapePredictor>.region(around: box, scale: 2, in: image)
                    let widths = tracker.settings.confirmWidths(around: box.width)
                    for (kind, faces) in [
                        (
                            "grey",
                            detector.faces(
                                in: image, centre: region.centre, side: Double(max(region.width, region.height)))
                        ),
                        (
                            "colour",
                            detector.faces(
                                in: labelled.frame, centre: region.centre,
                                side: Double(max(region.width, region.height)))
                        ),
                    ] {
                        guard let face = faces.first, let found = search.keypointBox(for: face, in: image) else {
                            line += " \(kind) -"
                            continue
                        }
                        let apart = LearnedFaceSearch.disagreement(
                            face, with: parts.predictor.landmarks(in: image, box: found))
                        line += String(
                            format: " %@ %.2f w %d (%d-%d) d %.2f", kind, face.score, found.width, widths.lowerBound,
                            widths.upperBound, apart)
                    }
                }
                previousBox = tracker.state.box
                print(line)
            }
        }
        #expect(!clips.isEmpty)
    }

    /// LEARNED_FACE_COLOUR_DUMP=CLIP:FRAME writes the frame, four times larger, to /tmp/learned-colour.pgm:
    /// the colour detection's key points black, dlib's 68 points fitted in its cascade box white, the box grey.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["LEARNED_FACE_COLOUR_DUMP"] != nil))
    func dump() throws {
        let spec = ProcessInfo.processInfo.environment["LEARNED_FACE_COLOUR_DUMP"]!.split(separator: ":")
        let clip = try #require(WinkSet.clips()?.first { $0.name.contains(String(spec[0])) })
        let wanted = try #require(Int(spec[1]))
        let detector = try LearnedFaceDetector(contentsOf: LearnedFaceDetectorTests.modelPath)
        let predictor = try ShapePredictor()
        let search = LearnedFaceSearch(detector: detector, predictor: predictor)
        let reader = try Y4MReader(path: "\(WinkSet.directory)/\(clip.name).y4m")
        var index = 0
        while let frame = try reader.nextFrame() {
            defer { index += 1 }
            guard index == wanted else { continue }
            let image = frame.luma
            let face = try #require(detector.faces(in: frame).first)
            let box = try #require(search.keypointBox(for: face, in: image))
            let landmarks = predictor.landmarks(in: image, box: box)
            let scale = 4
            let (w, h) = (image.width * scale, image.height * scale)
            var pixels = [UInt8](repeating: 0, count: w * h)
            for y in 0..<h {
                for x in 0..<w { pixels[y * w + x] = image.pixels[(y / scale) * image.width + x / scale] }
            }
            func mark(_ point: PixelPoint, _ value: UInt8) {
                let (cx, cy) = (Int((point.x + 0.5) * Double(scale)), Int((point.y + 0.5) * Double(scale)))
                for y in cy - 1...cy + 1 where y >= 0 && y < h {
                    for x in cx - 1...cx + 1 where x >= 0 && x < w { pixels[y * w + x] = value }
                }
            }
            for x in box.x * scale..<min(w, (box.x + box.width) * scale) {
                for y in [box.y * scale, min(h - 1, (box.y + box.height) * scale)] where y >= 0 {
                    pixels[y * w + x] = 128
                }
            }
            for y in max(0, box.y * scale)..<min(h, (box.y + box.height) * scale) {
                for x in [box.x * scale, min(w - 1, (box.x + box.width) * scale)] where x >= 0 {
                    pixels[y * w + x] = 128
                }
            }
            for point in landmarks { mark(point, 255) }
            for point in face.keypoints { mark(point, 0) }
            let header = Array("P5\n\(w) \(h)\n255\n".utf8)
            FileManager.default.createFile(atPath: "/tmp/learned-colour.pgm", contents: Data(header + pixels))
            print(
                String(
                    format: "score %.2f disagreement %.2f box %@ image %dx%d", face.score,
                    LearnedFaceSearch.disagreement(face, with: landmarks), "\(box)", image.width, image.height))
        }
    }
}
