import Benchmark
import FaceNavCore
import Foundation
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
