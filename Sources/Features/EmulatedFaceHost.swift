import FaceNavCore
import Inputs
import Runtime
import ScreenRendering

/// Runs a feature with the emulated face (`EmulatedFaceInput`) in front of it, for a feature the loop runs
/// without `HandsFreeShell` (`facenav run` without `--app`, `facenav play`).
///
/// The feature only ever sees what a camera would give it: a measurement each tick, what drives it
/// (`.inputChanged`), a notice as the face turns on or off, and the face's summary for its status line
/// (`InputDetail`). Turning the face off sends one lost-face measurement, as a camera that lost the face.
public struct EmulatedFaceHost<Base: Feature>: Feature {
    /// The feature's state and the emulated face's.
    public struct State {
        public var base: Base.State
        public var emulator: EmulatedFaceInput

        public init(base: Base.State, emulator: EmulatedFaceInput = EmulatedFaceInput()) {
            self.base = base
            self.emulator = emulator
        }
    }

    public typealias Action = ProgramInput

    public var base: Base

    public init(_ base: Base) {
        self.base = base
    }

    public func action(for input: ProgramInput) -> ProgramInput? { input }

    public func start(_ state: inout State, at time: Double) -> [ProgramEffect] {
        base.start(&state.base, at: time)
    }

    public func reduce(_ state: inout State, _ input: ProgramInput, at time: Double) -> [ProgramEffect] {
        let wasOn = state.emulator.isOn
        guard let inputs = state.emulator.inputs(for: input, takesText: base.takesText(state.base), at: time)
        else { return send(input, to: &state, at: time) }
        var effects: [ProgramEffect] = []
        if wasOn, !state.emulator.isOn { effects += send(.faceMeasured(.lost(at: time)), to: &state, at: time) }
        for next in inputs {
            if next == .tick, base.isFinished(state.base) { break }
            effects += send(next, to: &state, at: time)
        }
        if case .key = input {
            effects += send(.feature(InputDetail(state.emulator.face?.summary)), to: &state, at: time)
        }
        return effects
    }

    private func send(_ input: ProgramInput, to state: inout State, at time: Double) -> [ProgramEffect] {
        guard let action = base.action(for: input) else { return [] }
        return base.reduce(&state.base, action, at: time)
    }

    public func render(_ state: State, size: Size) -> ScreenBuffer { base.render(state.base, size: size) }
    public func isFinished(_ state: State) -> Bool { base.isFinished(state.base) }
    public func wantsTicks(_ state: State) -> Bool { state.emulator.isOn || base.wantsTicks(state.base) }
    public func takesText(_ state: State) -> Bool { base.takesText(state.base) }
    public func isRunningAnother(_ state: State) -> Bool { base.isRunningAnother(state.base) }
    public func hasOwnHelp(_ state: State) -> Bool { base.hasOwnHelp(state.base) }
}

extension EmulatedFaceHost.State: Equatable where Base.State: Equatable {}
