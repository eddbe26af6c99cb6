import ArgumentParser
import FaceNavCore
import Speech

/// `--speech auto|speechd|espeak|none`: `--help` lists the values, and argument parsing refuses others.
extension SpeechChoice: ExpressibleByArgument {}

/// `--cursor absolute|joystick`.
extension CursorMode: ExpressibleByArgument {}

/// `--app NAME`: what `facenav run` opens instead of the `--scenes` folder.
enum AppChoice: String, CaseIterable, ExpressibleByArgument {
    /// The launcher: the demo, the example app and the escape game on one screen.
    case launcher
}
