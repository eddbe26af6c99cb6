import Benchmark
import FaceNavCore
import Foundation
import SceneApp
import SceneFormat
import ScreenRendering

/// The per-frame cost of the hands-free core on the bundled demo at 80x24: what each camera frame
/// costs before any vision, against a 30 fps budget of 33 ms.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal], maxDuration: .seconds(2), maxIterations: 100_000)

    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    let app = try! AppLoader.load(directory: root.appendingPathComponent("Scenes/demo").path)
    let size = Size(width: 80, height: 24)

    /// A head sweeping slowly left and right, 30 frames a second.
    func frame(_ i: Int) -> FaceMeasurement {
        let t = Double(i) / 30
        return FaceMeasurement(time: t, yaw: 0.15 * sin(t), pitch: 0.08 * cos(t * 0.7))
    }

    Benchmark("Face frame: reduce (recognisers, cursor, dwell)") { benchmark in
        var state = AppState(app: app, screenSize: size)
        var i = 0
        for _ in benchmark.scaledIterations {
            blackHole(state.reduce(.faceMeasured(frame(i)), at: Double(i) / 30))
            i += 1
        }
    }

    Benchmark("Frame: render the demo home screen") { benchmark in
        var state = AppState(app: app, screenSize: size)
        _ = state.reduce(.faceMeasured(frame(0)), at: 0)
        let renderer = ScreenRenderer()
        for _ in benchmark.scaledIterations { blackHole(renderer.render(state)) }
    }

    // A 640x480 colour camera frame (a smooth gradient; the preview's cost depends on the cells, not the
    // picture) drawn as the camera preview at two terminal sizes, in colour and as text.
    let cameraFrame: PreviewImage = {
        let (width, height) = (640, 480)
        var luma = [UInt8](repeating: 0, count: width * height)
        var rgb = [UInt8](repeating: 0, count: width * height * 3)
        for y in 0..<height {
            for x in 0..<width {
                let i = y * width + x
                luma[i] = UInt8((x + y) * 255 / (width + height))
                rgb[i * 3] = UInt8(x * 255 / width)
                rgb[i * 3 + 1] = UInt8(y * 255 / height)
                rgb[i * 3 + 2] = luma[i]
            }
        }
        return PreviewImage(width: width, height: height, luma: luma, rgb: rgb)!
    }()
    let overlay = PreviewOverlay(
        box: PictureRect(x: 220, y: 140, width: 200, height: 200), points: [[280, 220], [360, 220], [320, 300]],
        yaw: 0.1)
    for (width, height) in [(80, 24), (200, 60)] {
        for mode in [CameraPreview.Mode.halfBlocks, .ascii] {
            Benchmark("Camera preview: 640x480 frame into \(width)x\(height), \(mode)") { benchmark in
                var buffer = ScreenBuffer(size: Size(width: width, height: height))
                let preview = CameraPreview(mode: mode)
                let rect = Rect(x: 0, y: 0, width: width, height: height)
                for _ in benchmark.scaledIterations {
                    preview.draw(cameraFrame, overlay: overlay, in: rect, into: &buffer)
                    blackHole(buffer)
                }
            }
        }
    }

    Benchmark("Whole frame: reduce + render + diff") { benchmark in
        var state = AppState(app: app, screenSize: size)
        let renderer = ScreenRenderer()
        var previous = renderer.render(state)
        var i = 0
        for _ in benchmark.scaledIterations {
            _ = state.reduce(.faceMeasured(frame(i)), at: Double(i) / 30)
            let next = renderer.render(state)
            blackHole(ScreenDiff(from: previous, to: next))
            previous = next
            i += 1
        }
    }
}
