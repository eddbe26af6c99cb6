import ArgumentParser
import FaceNavCore
import Speech

/// `--speech auto|speechd|espeak|none`: `--help` lists the values, and argument parsing refuses others.
extension SpeechChoice: ExpressibleByArgument {}

/// `--cursor absolute|joystick`.
extension CursorMode: ExpressibleByArgument {}
