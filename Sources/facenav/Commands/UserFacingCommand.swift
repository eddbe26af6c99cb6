import ArgumentParser
import Inputs

/// A command whose failures are all `UserFacingError`s: one clear line and an exit status, never a trace.
protocol UserFacingCommand: ParsableCommand {
    func runOrThrow() throws(UserFacingError)
}

extension UserFacingCommand {
    func run() throws {
        do {
            try runOrThrow()
        } catch {
            error.exit()
        }
    }
}
