import FaceNavCore
import ScreenRendering

/// Runs a `FeatureInstance` as a feature, so a command can run whichever feature was picked by name
/// (`facenav run --app NAME`) through the same `Program`.
///
/// Every input is handed on (and so logged), whether or not the inner feature uses it.
public struct AnyFeature: Feature {
    public init() {}

    public func action(for input: ProgramInput) -> ProgramInput? { input }

    public func start(_ state: inout FeatureInstance, at time: Double) -> [ProgramEffect] {
        state.start(at: time)
    }

    public func reduce(_ state: inout FeatureInstance, _ input: ProgramInput, at time: Double) -> [ProgramEffect] {
        state.send(input, at: time)
    }

    public func render(_ state: FeatureInstance, size: Size) -> ScreenBuffer { state.render(size: size) }
    public func isFinished(_ state: FeatureInstance) -> Bool { state.isFinished }
    public func wantsTicks(_ state: FeatureInstance) -> Bool { state.wantsTicks }
    public func takesText(_ state: FeatureInstance) -> Bool { state.takesText }
    public func isRunningAnother(_ state: FeatureInstance) -> Bool { state.isRunningAnother }
    public func hasOwnHelp(_ state: FeatureInstance) -> Bool { state.hasOwnHelp }
}
