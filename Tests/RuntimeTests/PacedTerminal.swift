import FaceNavCore
import FaceNavTestSupport
import Foundation
import Runtime
import ScreenRendering

/// A terminal in memory that takes real time: each wait for a key sleeps a few milliseconds (and moves its
/// manual clock by the whole wait), so work on other threads (a camera check) finishes while the loop turns.
///
/// It types one scripted input every `every` turns, and asks the program to stop once `done` says so of the
/// screen, or after `maximumTurns`.
final class PacedTerminal: Terminal {
    var size = Size(width: 80, height: 24)
    let clock = ManualClock()
    private(set) var frames: [ScreenBuffer] = []
    private(set) var turns = 0
    private var script: [ProgramInput]
    private let every: Int
    private let maximumTurns: Int
    private let done: (String) -> Bool

    init(script: [ProgramInput], every: Int = 5, maximumTurns: Int = 2000, done: @escaping (String) -> Bool) {
        self.script = script
        self.every = every
        self.maximumTurns = maximumTurns
        self.done = done
    }

    var screen: String { frames.last?.plainText ?? "" }

    func present(_ buffer: ScreenBuffer) { frames.append(buffer) }

    func nextInput(timeout milliseconds: Int) -> ProgramInput? {
        usleep(3000)
        clock.now += Double(max(0, milliseconds)) / 1000
        turns += 1
        guard turns % every == 0, !script.isEmpty else { return nil }
        return script.removeFirst()
    }

    var terminationRequested: Bool { turns >= maximumTurns || (script.isEmpty && done(screen)) }

    func restore() {}
}
