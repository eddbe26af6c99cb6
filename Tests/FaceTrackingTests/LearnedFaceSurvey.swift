import FaceNavCore
import Foundation
import FrameSources
import Testing

@testable import FaceTracking

/// How MediaPipe's learned detector's boxes and key points sit against the cascades' boxes and dlib's
/// landmarks on the wink set's frames where the cascades find the face: what `LearnedFaceSearch` turns a
/// detection into a cascade box with, and how far landmarks stray from the key points on real faces. Runs only
/// when LEARNED_FACE_SURVEY is set (WINK_SET_PART picks the part; tune while tuning).
@Suite struct LearnedFaceSurvey {
    @Test(.enabled(if: ProcessInfo.processInfo.environment["LEARNED_FACE_SURVEY"] != nil))
    func survey() throws {
        let clips = try #require(WinkSet.pickedClips())
        let parts = try WinkSet.TrackerParts()
        let tracker = parts.landmarkTracker()
        let detector = try LearnedFaceDetector(contentsOf: LearnedFaceDetectorTests.modelPath)
        var (widths, downs, acrosses, apart, scores): ([Double], [Double], [Double], [Double], [Double]) = (
            [], [], [], [], []
        )
        var (both, cascadeOnly, learnedOnly, neither) = (0, 0, 0, 0)
        for clip in clips {
            let reader = try Y4MReader(path: "\(WinkSet.directory)/\(clip.name).y4m")
            var index = 0
            while let frame = try reader.nextFrame() {
                defer { index += 1 }
                guard index % 6 == 0 else { continue }
                let image = frame.luma
                let cascade = tracker.detector.detectFaces(in: image, region: nil).first
                let learned = detector.faces(in: image).first
                switch (cascade, learned) {
                case (let box?, let face?):
                    both += 1
                    widths.append(Double(box.width) / face.box.width)
                    downs.append((box.centre.y - 0.5 - face.box.centre.y) / face.box.width)
                    acrosses.append((box.centre.x - 0.5 - face.box.centre.x) / face.box.width)
                    apart.append(
                        LearnedFaceSearch.disagreement(face, with: parts.predictor.landmarks(in: image, box: box)))
                    scores.append(face.score)
                case (.some, nil): cascadeOnly += 1
                case (nil, let face?):
                    learnedOnly += 1
                    let again =
                        detector.faces(in: image, centre: face.box.centre, side: face.box.width * 2).first?.score ?? 0
                    print("learned only: \(clip.name) frame \(index) score \(face.score) again \(again)")
                case (nil, nil): neither += 1
                }
            }
        }
        func quantiles(_ values: [Double]) -> String {
            let sorted = values.sorted()
            guard !sorted.isEmpty else { return "-" }
            return [0, 0.05, 0.5, 0.95, 1].map { String(format: "%.3f", sorted[Int($0 * Double(sorted.count - 1))]) }
                .joined(separator: " ")
        }
        print("frames: both \(both), cascades only \(cascadeOnly), learned only \(learnedOnly), neither \(neither)")
        print("cascade width / learned width (min 5% 50% 95% max): \(quantiles(widths))")
        print("cascade centre below learned, in learned widths: \(quantiles(downs))")
        print("cascade centre right of learned: \(quantiles(acrosses))")
        print("landmarks from key points, in eye distances: \(quantiles(apart))")
        print("learned scores: \(quantiles(scores))")
        #expect(both > 0)
    }

    /// LEARNED_FACE_DUMP=CLIP:FRAME writes that frame of the clip (tracked as the app tracks it, the learned
    /// detector included) to /tmp/learned-face-dump.pgm, three times larger, the 68 landmarks white and the
    /// detector's key points black: to look at a fit.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["LEARNED_FACE_DUMP"] != nil))
    func dump() throws {
        let spec = ProcessInfo.processInfo.environment["LEARNED_FACE_DUMP"]!.split(separator: ":")
        let clip = try #require(WinkSet.clips()?.first { $0.name.contains(String(spec[0])) })
        let wanted = try #require(Int(spec[1]))
        let parts = try WinkSet.TrackerParts()
        var tracker = parts.landmarkTracker()
        let detector = try LearnedFaceDetector(contentsOf: LearnedFaceDetectorTests.modelPath)
        tracker.useLearnedDetector(detector)
        try WinkSet.eachFrame(of: clip, tracker: &tracker) { labelled, _ in
            guard labelled.index == wanted else { return }
            let image = labelled.frame.luma
            let scale = 3
            var pixels = [UInt8](repeating: 0, count: image.width * image.height * scale * scale)
            for y in 0..<image.height * scale {
                for x in 0..<image.width * scale {
                    pixels[y * image.width * scale + x] = image.pixels[(y / scale) * image.width + x / scale]
                }
            }
            func mark(_ point: PixelPoint, _ value: UInt8) {
                let (cx, cy) = (Int((point.x + 0.5) * Double(scale)), Int((point.y + 0.5) * Double(scale)))
                for y in cy - 1...cy + 1 where y >= 0 && y < image.height * scale {
                    for x in cx - 1...cx + 1 where x >= 0 && x < image.width * scale {
                        pixels[y * image.width * scale + x] = value
                    }
                }
            }
            for point in labelled.landmarks ?? [] { mark(point, 255) }
            for face in detector.faces(in: image) { for point in face.keypoints { mark(point, 0) } }
            let header = Array("P5\n\(image.width * scale) \(image.height * scale)\n255\n".utf8)
            FileManager.default.createFile(atPath: "/tmp/learned-face-dump.pgm", contents: Data(header + pixels))
            print("dumped \(clip.name) frame \(wanted): \(labelled.measurement)")
        }
    }

    /// The learned detector's faces on the 107 frames without a person (`FaceFinderSurvey.framesWithoutAFace`):
    /// each one's score and its landmarks' disagreement, what `LearnedFaceSearch` must turn away.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["LEARNED_FACE_SURVEY"] != nil))
    func falseFaces() throws {
        let parts = try WinkSet.TrackerParts()
        let detector = try LearnedFaceDetector(contentsOf: LearnedFaceDetectorTests.modelPath)
        let search = LearnedFaceSearch(detector: detector, predictor: parts.predictor)
        for (name, image) in try FaceFinderSurvey.framesWithoutAFace() {
            for face in detector.faces(in: image) {
                guard let box = search.box(for: face, in: image) else { continue }
                let apart = LearnedFaceSearch.disagreement(face, with: parts.predictor.landmarks(in: image, box: box))
                let again =
                    detector.faces(in: image, centre: face.box.centre, side: face.box.width * 2).first?.score ?? 0
                print(
                    String(
                        format: "false face: %@ score %.3f again %.3f disagreement %.3f box %@", name, face.score,
                        again, apart, "\(box)"))
            }
        }
    }
}
