import FaceNavCore
import Runtime

/// The live terminal of the program loop.
extension NcursesScreen: Terminal {
    public func nextInput(timeout milliseconds: Int) -> ProgramInput? {
        (nextInput(timeout: milliseconds) as TerminalInput).programInput
    }

    public var terminationRequested: Bool { Self.terminationRequested }
}
