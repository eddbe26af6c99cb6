import Benchmark
import FaceTracking
import Foundation

/// Full-frame face detection at 640x480 with Debian's OpenCV cascades (scaleFactor 1.1, minNeighbors 3, no
/// size limits), against the peer `Benchmarks/peers/opencv_detect.py --frame 640x480` on the same frame.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal], maxDuration: .seconds(5), maxIterations: 200)

    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    let frame = astronautFrame(root: root, width: 640, height: 480)

    for (name, cascadeName) in [
        ("LBP (lbpcascade_frontalface_improved)", "lbp"), ("HAAR (haarcascade_frontalface_default)", "haar"),
    ] {
        let detector = CascadeDetector(cascade: try! Cascade.named(cascadeName))
        Benchmark("Detect faces 640x480: \(name)") { benchmark in
            for _ in benchmark.scaledIterations { blackHole(detector.detectFaces(in: frame, region: nil)) }
        }
    }
}

/// scikit-image's astronaut (`.fixtures/astronaut.pgm`, 512x512) sampled into a `width` x `height` frame:
/// pixel (x, y) is source pixel (x * 512 / width, y * 512 / height), as the OpenCV peer builds it.
func astronautFrame(root: URL, width: Int, height: Int) -> GrayImage {
    let path = root.appendingPathComponent(".fixtures/astronaut.pgm").path
    guard let data = FileManager.default.contents(atPath: path) else {
        fatalError("\(path) is missing: run make fixtures")
    }
    let bytes = [UInt8](data)
    // "P5\n512 512\n255\n" then the pixels.
    var fields: [Int] = []
    var index = 2
    while fields.count < 3 {
        while bytes[index] <= 32 { index += 1 }
        var value = 0
        while bytes[index] > 32 {
            value = value * 10 + Int(bytes[index] - 48)
            index += 1
        }
        fields.append(value)
    }
    index += 1
    let (sourceWidth, sourceHeight) = (fields[0], fields[1])
    var pixels = [UInt8](repeating: 0, count: width * height)
    for y in 0..<height {
        for x in 0..<width {
            pixels[y * width + x] = bytes[index + (y * sourceHeight / height) * sourceWidth + x * sourceWidth / width]
        }
    }
    return GrayImage(width: width, height: height, pixels: pixels)
}
