import Foundation

/// Runs a command-line tool (ffmpeg, sha256sum) for a test and returns what it printed.
public enum ToolOutput {
    /// The tool exited non-zero.
    public struct Failed: Error {
        public var arguments: [String]
    }

    /// Runs `arguments` through `/usr/bin/env` and returns its standard output; throws when it exits non-zero.
    public static func of(_ arguments: [String]) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw Failed(arguments: arguments) }
        return data
    }
}
