import FaceNavTestSupport
import Foundation
import Testing

/// `facenav profile init` writes the commented template where `run` reads it, never over a profile that is
/// there unless asked, and what it writes runs.
@Suite struct ProfileInitCommandTests {
    @Test func writesTheTemplateWhereRunReadsItAndNeverOverAnother() throws {
        try withTemporaryFolder("e2e") { temporary in
            let config = temporary.path("facenav")
            let environment = ["XDG_CONFIG_HOME": config, "XDG_STATE_HOME": config]
            let path = config + "/facenav/profile.yaml"
            let first = try ProcessRun.run(Repository.facenav, ["profile", "init"], environment: environment)
            #expect(first.status == 0, "\(first.standardError)")
            #expect(
                first.standardOutput
                    == "wrote \(path): every setting at its default; edit it, facenav reads it from there\n")
            let template = try String(contentsOfFile: path, encoding: .utf8)
            #expect(template.hasPrefix("# FaceNav profile"))
            #expect(template.contains("dwellTime: 1.5   # from 0.3 to 10 seconds"))

            try (template + "# mine\n").write(toFile: path, atomically: true, encoding: .utf8)
            let again = try ProcessRun.run(Repository.facenav, ["profile", "init"], environment: environment)
            #expect(again.status == 2)
            #expect(again.standardError.hasPrefix("facenav: \(path): a profile is already there; give --force"))
            #expect(try String(contentsOfFile: path, encoding: .utf8).hasSuffix("# mine\n"))
            let forced = try ProcessRun.run(
                Repository.facenav, ["profile", "init", "--force"], environment: environment)
            #expect(forced.status == 0)
            #expect(try String(contentsOfFile: path, encoding: .utf8) == template)

            let run = try ProcessRun.run(
                Repository.facenav, ["run", "--headless", "--fast", "--trace", BadInputTests.trace],
                environment: environment)
            #expect(run.status == 0, "the template is read by run: \(run.standardError)")
            #expect(run.standardOutput.contains("Welcome to FaceNav"))
        }
    }
}
