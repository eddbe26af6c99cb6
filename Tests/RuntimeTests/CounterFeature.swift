import FaceNavCore
import Runtime
import SceneApp
import ScreenRendering

/// The smallest feature, to test `FeatureTestStore` with: `+` counts and says the count, `r` renames.
struct CounterFeature: Feature {
    struct State: Equatable {
        var count = 0
        var name = "counter"
        var time = 0.0
    }

    enum Action {
        case increment
        case rename(String)
    }

    func action(for input: ProgramInput) -> Action? {
        switch input {
        case .key(.character("+")): .increment
        case .key(.character("r")): .rename("renamed")
        default: nil
        }
    }

    func reduce(_ state: inout State, _ action: Action, at time: Double) -> [ProgramEffect] {
        state.time = time
        switch action {
        case .increment:
            state.count += 1
            return [.announce(Announcement("\(state.count)")), .log("count \(state.count)")]
        case .rename(let name):
            state.name = name
            return []
        }
    }

    func render(_ state: State, size: Size) -> ScreenBuffer {
        var buffer = ScreenBuffer(size: size)
        _ = buffer.write("\(state.name): \(state.count)", x: 0, y: 0)
        return buffer
    }

    func isFinished(_ state: State) -> Bool { false }
}
