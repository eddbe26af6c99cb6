import ArgumentParser
import FrameSources
import Inputs

/// `facenav devices`: lists the V4L2 cameras with the formats, sizes and frame rates each offers.
struct DevicesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "devices",
        abstract: "List the cameras (/dev/video*) with their formats, sizes and frame rates.")

    @Option(help: ArgumentHelp("Where to look for video device nodes.", visibility: .hidden))
    var deviceFolder = "/dev"

    func run() throws {
        FileOutput.standardOutput.write(V4L2Camera.listing(system: LiveV4L2System(deviceFolder: deviceFolder)))
    }
}
