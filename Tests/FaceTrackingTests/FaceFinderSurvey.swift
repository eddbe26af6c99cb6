import FaceNavCore
import Foundation
import FrameSources
import Testing

@testable import FaceTracking

/// Which real faces each of OpenCV's frontal-face cascades finds, as the tracker's whole-frame search runs
/// them (scale factor 1.1, three neighbours, faces of 80 px and more): every annotated face of the fixture
/// photos placed in a 640x480 frame at 100, 200 and 350 px wide, every frame of the wink, face-size and
/// Megamind videos, and frames with no face (the photos' backgrounds, dlib's dogs). Prints a table; what
/// `CascadeFallback` and `LevelledFaceCheck` were chosen from. Runs only when FACE_FINDER_SURVEY is set:
///
///     FACE_FINDER_SURVEY=1 swift test --filter FaceFinderSurvey
@Suite struct FaceFinderSurvey {
    static let enabled = ProcessInfo.processInfo.environment["FACE_FINDER_SURVEY"] != nil

    /// One face in a photo: the photo and the face's box in it.
    struct PhotoFace {
        var image: String
        var box: PixelRect
    }

    /// The photos and every face in them: dlib's annotated boxes, and for the portraits and the astronaut
    /// OpenCV's LBP box (`Tests/Fixtures/opencv-cascade-boxes.json`); Tom Cruise's from his jaw's landmarks.
    static func photoFaces() throws -> [String: [PixelRect]] {
        var faces: [String: [PixelRect]] = [:]
        for xml in ["testing", "training"] {
            let text = try String(
                contentsOf: TestImages.url(".fixtures/dlib-faces/\(xml)_with_face_landmarks.xml"), encoding: .utf8)
            var image = ""
            for line in text.split(separator: "\n") {
                func attribute(_ name: String) -> Int? {
                    guard let range = line.range(of: " \(name)='") else { return nil }
                    return Int(line[range.upperBound...].prefix { $0 != "'" })
                }
                if let range = line.range(of: "<image file='") {
                    let name = line[range.upperBound...].prefix { $0 != "'" }.replacingOccurrences(of: ".jpg", with: "")
                    image = ".fixtures/dlib-faces/\(name).pgm"
                } else if line.contains("<box "), let top = attribute("top"), let left = attribute("left"),
                    let width = attribute("width"), let height = attribute("height")
                {
                    faces[image, default: []].append(PixelRect(x: left, y: top, width: width, height: height))
                }
            }
        }
        faces[".fixtures/portraits/227943776_1.pgm"] = [PixelRect(x: 145, y: 141, width: 119, height: 119)]
        faces[".fixtures/portraits/230501201_1.pgm"] = [PixelRect(x: 181, y: 309, width: 234, height: 234)]
        faces[".fixtures/portraits/face_swapped.pgm"] = [PixelRect(x: 106, y: 98, width: 97, height: 97)]
        faces[".fixtures/astronaut.pgm"] = [PixelRect(x: 188, y: 86, width: 73, height: 73)]
        faces[".fixtures/dlib-faces/Tom_Cruise_avp_2014_4.pgm"] = [PixelRect(x: 95, y: 290, width: 398, height: 398)]
        return faces
    }

    /// `image` scaled by `scale` and rotated by `degrees` about `centre`, which lands at the middle of a
    /// 640x480 frame; `fill` (black) where the photo ends. Bilinear.
    static func place(
        _ image: GrayImage, centre: (x: Double, y: Double), scale: Double, degrees: Double = 0, fill: UInt8 = 0
    ) -> GrayImage {
        let width = 640
        let height = 480
        var pixels = [UInt8](repeating: fill, count: width * height)
        let cosine = cos(degrees * .pi / 180) / scale
        let sine = sin(degrees * .pi / 180) / scale
        for y in 0..<height {
            for x in 0..<width {
                let dx = Double(x) - 320
                let dy = Double(y) - 240
                let sx = centre.x + cosine * dx + sine * dy
                let sy = centre.y - sine * dx + cosine * dy
                let x0 = Int(sx.rounded(.down))
                let y0 = Int(sy.rounded(.down))
                guard x0 >= 0, y0 >= 0, x0 + 1 < image.width, y0 + 1 < image.height else { continue }
                let fx = sx - Double(x0)
                let fy = sy - Double(y0)
                let p = { (xx: Int, yy: Int) in Double(image.pixels[yy * image.width + xx]) }
                let top = p(x0, y0) * (1 - fx) + p(x0 + 1, y0) * fx
                let bottom = p(x0, y0 + 1) * (1 - fx) + p(x0 + 1, y0 + 1) * fx
                pixels[y * width + x] = UInt8(max(0, min(255, (top * (1 - fy) + bottom * fy).rounded())))
            }
        }
        return GrayImage(width: width, height: height, pixels: pixels)
    }

    /// `box` (in the photo) where `place` puts it.
    static func placed(_ box: PixelRect, centre: (x: Double, y: Double), scale: Double) -> PixelRect {
        PixelRect(
            x: Int(320 + (Double(box.x) - centre.x) * scale), y: Int(240 + (Double(box.y) - centre.y) * scale),
            width: Int(Double(box.width) * scale), height: Int(Double(box.height) * scale))
    }

    /// Whether `found` is the face `truth`: its centre inside the face's box and its width 0.6 to 2.2 times
    /// the face's (Haar's boxes are about 1.5 times LBP's and dlib's).
    static func matches(_ found: PixelRect, _ truth: PixelRect) -> Bool {
        let cx = found.x + found.width / 2
        let cy = found.y + found.height / 2
        let ratio = Double(found.width) / Double(truth.width)
        return cx >= truth.x && cx < truth.x + truth.width && cy >= truth.y && cy < truth.y + truth.height
            && ratio >= 0.6 && ratio <= 2.2
    }

    static func threadCPU() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// The 640x480 windows of a `width`x`height` photo at scales 0.5, 1 and 2 touching no box in `boxes`
    /// grown by half on each side, each with its centre and scale.
    static func windowsClearOfFaces(width: Int, height: Int, boxes: [PixelRect]) -> [(
        centre: (x: Double, y: Double), scale: Double
    )] {
        var windows: [(centre: (x: Double, y: Double), scale: Double)] = []
        for scale in [0.5, 1, 2] {
            for cy in stride(from: 240.0 / scale, through: Double(height) - 240 / scale, by: 120 / scale) {
                for cx in stride(from: 320.0 / scale, through: Double(width) - 320 / scale, by: 160 / scale) {
                    let window = PixelRect(
                        x: Int(cx - 320 / scale), y: Int(cy - 240 / scale), width: Int(640 / scale),
                        height: Int(480 / scale))
                    let clear = boxes.allSatisfy { box in
                        let grown = PixelRect(
                            x: box.x - box.width / 2, y: box.y - box.height / 2, width: box.width * 2,
                            height: box.height * 2)
                        return grown.x >= window.x + window.width || window.x >= grown.x + grown.width
                            || grown.y >= window.y + window.height || window.y >= grown.y + grown.height
                    }
                    if clear { windows.append(((cx, cy), scale)) }
                }
            }
        }
        return windows
    }

    /// Frames with no face: `windowsClearOfFaces` of every photo, and of dlib's photo of dogs; each named
    /// photo@scale(x,y).
    static func framesWithoutAFace() throws -> [(name: String, image: GrayImage)] {
        var frames: [(name: String, image: GrayImage)] = []
        for (path, boxes) in try photoFaces().sorted(by: { $0.key < $1.key }) + [(".fixtures/dlib-faces/dogs.pgm", [])]
        {
            let image = try #require(TestImages.pgm(path), "make fixtures")
            for (centre, scale) in windowsClearOfFaces(width: image.width, height: image.height, boxes: boxes) {
                frames.append(
                    (
                        "\((path as NSString).lastPathComponent)@\(scale)(\(Int(centre.x)),\(Int(centre.y)))",
                        place(image, centre: centre, scale: scale)
                    ))
            }
        }
        return frames
    }

    /// `framesWithoutAFace`'s windows, from the colour PPMs beside the PGMs.
    static func colourFramesWithoutAFace() throws -> [(name: String, frame: Frame)] {
        var frames: [(name: String, frame: Frame)] = []
        let photos = try photoFaces().sorted(by: { $0.key < $1.key })
        for (path, boxes) in photos + [(".fixtures/dlib-faces/dogs.pgm", [])] {
            let colourPath = TestImages.url((path as NSString).deletingPathExtension + ".ppm").path
            guard FileManager.default.fileExists(atPath: colourPath) else { continue }
            let picture = try PortableImage(contentsOf: colourPath)
            let chroma = try #require(picture.chroma)
            for (centre, scale) in windowsClearOfFaces(width: picture.width, height: picture.height, boxes: boxes) {
                func placed(_ plane: GrayImage, fill: UInt8) -> GrayImage {
                    place(plane, centre: centre, scale: scale, fill: fill)
                }
                frames.append(
                    (
                        "\((path as NSString).lastPathComponent)@\(scale)(\(Int(centre.x)),\(Int(centre.y)))",
                        Frame(
                            time: 0, index: 0, luma: placed(picture.luma, fill: 0),
                            chroma: Frame.Chroma(cb: placed(chroma.cb, fill: 128), cr: placed(chroma.cr, fill: 128)))
                    ))
            }
        }
        return frames
    }

    @Test(.enabled(if: enabled)) func survey() throws {
        let detectors: [(name: String, detector: CascadeDetector)] = [
            ("lbp", CascadeDetector(cascade: try Cascade.named("lbp"), minSize: 80)),
            ("haar", CascadeDetector(cascade: try Cascade.named("haar"), minSize: 80)),
        ]
        var cpu = [String: [Double]]()
        func detect(_ index: Int, _ image: GrayImage, kind: String) -> [PixelRect] {
            let start = Self.threadCPU()
            let faces = detectors[index].detector.detectFaces(in: image, region: nil)
            cpu["\(detectors[index].name) \(kind)", default: []].append(Self.threadCPU() - start)
            return faces
        }
        // Photos: every face at three widths.
        let photos = try Self.photoFaces()
        var lines: [String] = []
        for width in [100, 200, 350] {
            var found = [0, 0]
            var either = 0
            var extra = [0, 0]
            var total = 0
            var missed = [[String](), [String]()]
            for (path, boxes) in photos.sorted(by: { $0.key < $1.key }) {
                let image = try #require(TestImages.pgm(path), "make fixtures")
                for (k, box) in boxes.enumerated() {
                    let centre = (x: Double(box.x) + Double(box.width) / 2, y: Double(box.y) + Double(box.height) / 2)
                    let scale = Double(width) / Double(box.width)
                    let frame = Self.place(image, centre: centre, scale: scale)
                    let truths = boxes.map { Self.placed($0, centre: centre, scale: scale) }
                    total += 1
                    var any = false
                    for index in 0..<2 {
                        let faces = detect(index, frame, kind: "face")
                        if faces.contains(where: { Self.matches($0, truths[k]) }) {
                            found[index] += 1
                            any = true
                        } else {
                            missed[index].append("\((path as NSString).lastPathComponent)#\(k)")
                        }
                        extra[index] += faces.filter { f in !truths.contains { Self.matches(f, $0) } }.count
                    }
                    if any { either += 1 }
                }
            }
            lines.append(
                "photos \(width) px: \(total) faces; LBP \(found[0]), Haar \(found[1]), either \(either); boxes on no annotated face: LBP \(extra[0]), Haar \(extra[1])"
            )
            lines.append("  LBP missed: \(missed[0].joined(separator: " "))")
            lines.append("  Haar missed: \(missed[1].joined(separator: " "))")
            print(lines.suffix(3).joined(separator: "\n"))
        }
        // Tilted photos: every single-face photo and every dlib face at 200 px, rolled 10, 20 and 30 degrees.
        for degrees in [10.0, 20, 30] {
            var found = [0, 0]
            var total = 0
            for (path, boxes) in photos.sorted(by: { $0.key < $1.key }) {
                let image = try #require(TestImages.pgm(path), "make fixtures")
                for box in boxes {
                    let centre = (x: Double(box.x) + Double(box.width) / 2, y: Double(box.y) + Double(box.height) / 2)
                    let scale = 200 / Double(box.width)
                    let truth = PixelRect(x: 220, y: 140, width: 200, height: 200)
                    for sign in [-1.0, 1.0] {
                        let frame = Self.place(image, centre: centre, scale: scale, degrees: sign * degrees)
                        total += 1
                        for index in 0..<2
                        where detect(index, frame, kind: "face").contains(where: { Self.matches($0, truth) }) {
                            found[index] += 1
                        }
                    }
                }
            }
            lines.append("photos 200 px rolled ±\(Int(degrees))°: \(total) faces; LBP \(found[0]), Haar \(found[1])")
            print(lines.last!)
        }
        // Frames with no face: the photos' backgrounds (640x480 windows touching no face's box grown by half,
        // at three scales) and dlib's dogs.
        var empty = 0
        var falseFaces = [0, 0]
        var falseFrames = [0, 0]
        var where_ = [[String](), [String]()]
        for (name, frame) in try Self.framesWithoutAFace() {
            empty += 1
            for index in 0..<2 {
                let faces = detect(index, frame, kind: "empty")
                falseFaces[index] += faces.count
                if !faces.isEmpty {
                    falseFrames[index] += 1
                    where_[index].append("\(name)\(faces.map { [$0.x, $0.y, $0.width] })")
                }
            }
        }
        lines.append(
            "no-face frames: \(empty); false faces LBP \(falseFaces[0]) in \(falseFrames[0]) frames, Haar \(falseFaces[1]) in \(falseFrames[1])"
        )
        lines.append("  LBP: \(where_[0].joined(separator: " "))")
        lines.append("  Haar: \(where_[1].joined(separator: " "))")
        print(lines.suffix(3).joined(separator: "\n"))
        // Videos: every frame searched whole.
        var videos = WinkVideo.clips.map { ($0, "\(WinkVideo.directory)/\($0).y4m") }
        for w in [100, 200, 350] {
            videos.append(("face-\(w)", TestImages.url(".fixtures/face-sizes/face-\(w).y4m").path))
        }
        videos.append(("megamind", MegamindTrackingTests.video))
        for (name, path) in videos {
            let reader = try Y4MReader(path: path)
            var frames = 0
            var found = [0, 0]
            var either = 0
            var firstMiss = [Int?](repeating: nil, count: 2)
            while let frame = try reader.nextFrame() {
                frames += 1
                var any = false
                for index in 0..<2 where !detect(index, frame.luma, kind: "video").isEmpty {
                    found[index] += 1
                    any = true
                }
                if any { either += 1 }
                for index in 0..<2 where firstMiss[index] == nil && found[index] < frames {
                    firstMiss[index] = frames - 1
                }
            }
            lines.append(
                "\(name): \(frames) frames; a face found by LBP in \(found[0]), Haar in \(found[1]), either \(either)")
            print(lines.last!)
        }
        for (key, values) in cpu.sorted(by: { $0.key < $1.key }) {
            let sorted = values.sorted()
            lines.append(
                "CPU \(key): median \(String(format: "%.1f", sorted[sorted.count / 2] * 1000)) ms over \(sorted.count)")
        }
        print("FACE FINDER SURVEY\n" + lines.joined(separator: "\n"))
    }

    /// Haar's faces and false faces by its neighbour count, from one scan per frame (the windows grouped with
    /// each count), and whether the tracker with the default cascades takes a face in a frame with none.
    @Test(.enabled(if: enabled)) func haarNeighbours() throws {
        let counts = [3, 4, 5, 6, 8, 10]
        let haar = CascadeDetector(cascade: try Cascade.named("haar"), minSize: 80)
        func faces(_ image: GrayImage) -> [[PixelRect]] {
            let windows = haar.candidates(in: image)
            return counts.map { n in
                var detector = haar
                detector.minNeighbors = n
                return detector.group(windows, width: image.width, height: image.height)
            }
        }
        let photos = try Self.photoFaces()
        var lines: [String] = []
        func line(_ label: String, _ values: [Int], of total: Int) {
            lines.append(
                "\(label) (of \(total)): " + zip(counts, values).map { "n\($0) \($1)" }.joined(separator: ", "))
            print(lines.last!)
        }
        for width in [100, 200, 350] {
            var found = [Int](repeating: 0, count: counts.count)
            var extra = found
            var total = 0
            for (path, boxes) in photos.sorted(by: { $0.key < $1.key }) {
                let image = try #require(TestImages.pgm(path), "make fixtures")
                for (k, box) in boxes.enumerated() {
                    let centre = (x: Double(box.x) + Double(box.width) / 2, y: Double(box.y) + Double(box.height) / 2)
                    let scale = Double(width) / Double(box.width)
                    let truths = boxes.map { Self.placed($0, centre: centre, scale: scale) }
                    total += 1
                    for (c, list) in faces(Self.place(image, centre: centre, scale: scale)).enumerated() {
                        if list.contains(where: { Self.matches($0, truths[k]) }) { found[c] += 1 }
                        extra[c] += list.filter { f in !truths.contains { Self.matches(f, $0) } }.count
                    }
                }
            }
            line("photos \(width) px found", found, of: total)
            line("photos \(width) px boxes on no annotated face", extra, of: total)
        }
        for degrees in [20.0] {
            var found = [Int](repeating: 0, count: counts.count)
            var total = 0
            for (path, boxes) in photos.sorted(by: { $0.key < $1.key }) {
                let image = try #require(TestImages.pgm(path), "make fixtures")
                for box in boxes {
                    let centre = (x: Double(box.x) + Double(box.width) / 2, y: Double(box.y) + Double(box.height) / 2)
                    let truth = PixelRect(x: 220, y: 140, width: 200, height: 200)
                    for sign in [-1.0, 1.0] {
                        total += 1
                        let frame = Self.place(
                            image, centre: centre, scale: 200 / Double(box.width), degrees: sign * degrees)
                        for (c, list) in faces(frame).enumerated()
                        where list.contains(where: { Self.matches($0, truth) }) {
                            found[c] += 1
                        }
                    }
                }
            }
            line("photos 200 px rolled ±\(Int(degrees))° found", found, of: total)
        }
        var falseFrames = [Int](repeating: 0, count: counts.count)
        var empty = 0
        var trackerTook = 0
        let predictor = try ShapePredictor()
        let cascades = try CascadeFallback.defaultCascadeNames.map { try Cascade.named($0) }
        for (_, frame) in try Self.framesWithoutAFace() {
            empty += 1
            for (c, list) in faces(frame).enumerated() where !list.isEmpty { falseFrames[c] += 1 }
            var tracker = FaceTracker(cascades: cascades, predictor: predictor)
            if tracker.measure(Frame(time: 0, index: 0, luma: frame)).faceFound { trackerTook += 1 }
        }
        line("no-face frames with a face", falseFrames, of: empty)
        lines.append("no-face frames where the default tracker takes a face: \(trackerTook) of \(empty)")
        for (name, path) in [
            ("man-200-tilted", "\(WinkVideo.directory)/man-200-tilted.y4m"),
            ("glasses-200", "\(WinkVideo.directory)/glasses-200.y4m"), ("megamind", MegamindTrackingTests.video),
        ] {
            let reader = try Y4MReader(path: path)
            var found = [Int](repeating: 0, count: counts.count)
            var frames = 0
            while let frame = try reader.nextFrame() {
                frames += 1
                for (c, list) in faces(frame.luma).enumerated() where !list.isEmpty { found[c] += 1 }
            }
            line("\(name) frames with a face", found, of: frames)
        }
        print("HAAR NEIGHBOURS\n" + lines.joined(separator: "\n"))
    }

    /// The head-pose fit's relative residual of the landmarks in each face box found: real faces (the photos at
    /// three widths and rolled 20°, every tenth frame of the tilted and glasses videos) against the boxes
    /// found in frames with no face.
    @Test(.enabled(if: enabled)) func residuals() throws {
        let detectors = [
            CascadeDetector(cascade: try Cascade.named("lbp"), minSize: 80),
            CascadeDetector(cascade: try Cascade.named("haar"), minSize: 80),
        ]
        let predictor = try ShapePredictor()
        let solver = HeadPoseSolver(camera: .approximate(width: 640, height: 480))
        func residuals(_ image: GrayImage, truth: PixelRect?) -> [[Double]] {
            detectors.map { detector in
                detector.detectFaces(in: image, region: nil).filter { box in truth.map { Self.matches(box, $0) } ?? true
                }
                .prefix(1).map { solver.fit(predictor.landmarks(in: image, box: $0)).relativeResidual }
            }
        }
        var real = [[Double](), [Double]()]
        var fake = [[Double](), [Double]()]
        let photos = try Self.photoFaces()
        for (path, boxes) in photos.sorted(by: { $0.key < $1.key }) {
            let image = try #require(TestImages.pgm(path), "make fixtures")
            for box in boxes {
                let centre = (x: Double(box.x) + Double(box.width) / 2, y: Double(box.y) + Double(box.height) / 2)
                for (width, degrees) in [(100.0, 0.0), (200, 0), (350, 0), (200, 20), (200, -20)] {
                    let scale = width / Double(box.width)
                    let truth = Self.placed(box, centre: centre, scale: scale)
                    let r = residuals(Self.place(image, centre: centre, scale: scale, degrees: degrees), truth: truth)
                    real[0] += r[0]
                    real[1] += r[1]
                }
            }
        }
        for (_, frame) in try Self.framesWithoutAFace() {
            let r = residuals(frame, truth: nil)
            fake[0] += r[0]
            fake[1] += r[1]
        }
        for name in ["man-200-tilted", "glasses-200"] {
            let reader = try Y4MReader(path: "\(WinkVideo.directory)/\(name).y4m")
            while let frame = try reader.nextFrame() {
                guard frame.index % 10 == 0 else { continue }
                let r = residuals(frame.luma, truth: nil)
                real[0] += r[0]
                real[1] += r[1]
            }
        }
        func show(_ values: [Double]) -> String {
            values.sorted().map { String(format: "%.3f", $0) }.joined(separator: " ")
        }
        print(
            "RESIDUALS\nreal LBP: \(show(real[0]))\nreal Haar: \(show(real[1]))\nno face LBP: \(show(fake[0]))\nno face Haar: \(show(fake[1]))"
        )
    }

    /// For every face Haar finds and LBP does not (real faces, and the false ones on dlib's dogs): how many
    /// windows LBP accepts around Haar's box, in the frame as it is and levelled by the landmarks' roll.
    @Test(.enabled(if: enabled)) func lbpAroundHaar() throws {
        let lbp = CascadeDetector(cascade: try Cascade.named("lbp"), minSize: 80)
        let haar = CascadeDetector(cascade: try Cascade.named("haar"), minSize: 80)
        let predictor = try ShapePredictor()
        func windows(_ image: GrayImage) -> (plain: Int, levelled: Int)? {
            guard lbp.detectFaces(in: image, region: nil).isEmpty,
                let box = haar.detectFaces(in: image, region: nil).first
            else { return nil }
            let landmarks = predictor.landmarks(in: image, box: box)
            let roll = atan2(landmarks[45].y - landmarks[36].y, landmarks[45].x - landmarks[36].x) * 180 / .pi
            let centre = (x: Double(box.x) + Double(box.width) / 2, y: Double(box.y) + Double(box.height) / 2)
            let region = PixelRect(
                x: box.x - box.width / 2, y: box.y - box.height / 2, width: box.width * 2, height: box.height * 2)
            var near = CascadeDetector(cascade: lbp.cascade, minNeighbors: 0, minSize: box.width * 4 / 10)
            near.maxSize = box.width * 12 / 10
            let plain = near.detectFaces(in: image, region: region).count
            let levelled = Self.place(image, centre: centre, scale: 1, degrees: -roll)
            let centred = PixelRect(
                x: 320 - box.width, y: 240 - box.height, width: box.width * 2, height: box.height * 2)
            return (plain, near.detectFaces(in: levelled, region: centred).count)
        }
        var real: [String] = []
        var fake: [String] = []
        for name in ["man-200-tilted", "glasses-200"] {
            let reader = try Y4MReader(path: "\(WinkVideo.directory)/\(name).y4m")
            while let frame = try reader.nextFrame() {
                guard frame.index % 5 == 0, let w = windows(frame.luma) else { continue }
                real.append("\(name)#\(frame.index) \(w.plain)/\(w.levelled)")
            }
        }
        let photos = try Self.photoFaces()
        for (path, boxes) in photos.sorted(by: { $0.key < $1.key }) {
            let image = try #require(TestImages.pgm(path), "make fixtures")
            for (k, box) in boxes.enumerated() {
                let centre = (x: Double(box.x) + Double(box.width) / 2, y: Double(box.y) + Double(box.height) / 2)
                for (width, degrees) in [(100.0, 0.0), (200, 0), (350, 0), (200, 20), (200, -20)] {
                    let frame = Self.place(image, centre: centre, scale: width / Double(box.width), degrees: degrees)
                    if let w = windows(frame) {
                        real.append(
                            "\((path as NSString).lastPathComponent)#\(k)@\(Int(width))r\(Int(degrees)) \(w.plain)/\(w.levelled)"
                        )
                    }
                }
            }
        }
        for (name, frame) in try Self.framesWithoutAFace() {
            if let w = windows(frame) { fake.append("\(name) \(w.plain)/\(w.levelled)") }
        }
        print(
            "LBP AROUND HAAR (windows plain/levelled)\nreal: \(real.joined(separator: ", "))\nno face: \(fake.joined(separator: ", "))"
        )
    }
}
