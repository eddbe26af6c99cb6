import FaceNavTestSupport
import Foundation
import Testing

/// `facenav devices` as a program; the listing itself is tested with a fake camera in FrameSourcesTests.
@Suite struct DevicesCommandTests {
    @Test func withNoCameraItSaysSoInOneLineAndSucceeds() throws {
        try withTemporaryFolder("dev") { temporary in
            let folder = temporary.url.appendingPathComponent("facenav-dev")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let result = try ProcessRun.run(Repository.facenav, ["devices", "--device-folder", folder.path])
            #expect(result.status == 0)
            #expect(result.standardOutput == "No cameras found (no /dev/video* device).\n")
        }
    }

    @Test func onThisMachineItListsWhatIsThere() throws {
        let result = try ProcessRun.run(Repository.facenav, ["devices"])
        #expect(result.status == 0, "\(result.standardError)")
        let present = (try? FileManager.default.contentsOfDirectory(atPath: "/dev"))?.contains { $0.hasPrefix("video") }
        if present == true {
            #expect(result.standardOutput.hasPrefix("/dev/video"))
        } else {
            #expect(result.standardOutput == "No cameras found (no /dev/video* device).\n")
        }
    }
}
