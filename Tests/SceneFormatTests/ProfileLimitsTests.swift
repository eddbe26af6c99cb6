import FaceNavCore
import FaceNavTestSupport
import Foundation
import SceneFormat
import Testing

/// Profile values that would leave a hands-free user stuck or pressing by accident are refused with their
/// range; `facenav profile init`'s template says every range and loads back to the defaults.
@Suite struct ProfileLimitsTests {
    func failure(_ yaml: String) -> String? {
        do {
            _ = try ProfileFile.decode(yaml, file: "p.yaml")
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test(arguments: [
        ("gestures: {dwellTime: 0}\n", "p.yaml:1:23: 'dwellTime' must be from 0.3 to 10 seconds, not 0"),
        ("gestures: {dwellTime: 86400}\n", "p.yaml:1:23: 'dwellTime' must be from 0.3 to 10 seconds, not 86400"),
        (
            "cursor: {limitLeft: 1e308}\n",
            "p.yaml:1:21: 'limitLeft' must be from 0.02 to 1.2 radians (1deg to 69deg), not 1e+308"
        ),
        ("cursor: {maximumSpeed: 1e9}\n", "p.yaml:1:24: 'maximumSpeed' must be from 1 to 1000 cells per second"),
        ("gestures: {winkLeft: {hold: 0}}\n", "p.yaml:1:29: 'hold' must be from 0.05 to 5 seconds, not 0"),
        ("filter: {minimumCutoff: 1000}\n", "p.yaml:1:25: 'minimumCutoff' must be from 0.01 to 30 Hz"),
        (
            "bindings: {tongueOut: none, dwell: none}\n",
            "p.yaml:1:11: no enabled gesture is bound to activate, so a hands-free user could not press anything"
        ),
        (
            "gestures: {enabled: [winkLeft, winkRight]}\n",
            "p.yaml:1:21: no enabled gesture is bound to activate"
        ),
    ])
    func riskyValuesAreRefusedWithTheirRange(yaml: String, expected: String) {
        let message = failure(yaml)
        #expect(message?.hasPrefix(expected) == true, "got \(message ?? "no error")")
    }

    @Test func aProfileWithAnotherWayToActivateIsFine() throws {
        let profile = try ProfileFile.decode("bindings: {tongueOut: none, dwell: none, mouthOpen: activate}\n")
        #expect(profile.bindings[.mouthOpen] == .activate)
    }

    @Test func theTemplateLoadsBackToTheDefaultsAndSaysEveryRange() throws {
        let template = ProfileFile.template()
        #expect(try ProfileFile.decode(template, file: "template.yaml") == Profile.default)
        #expect(template.contains("  dwellTime: 1.5   # from 0.3 to 10 seconds\n"))
        #expect(template.contains("  limitLeft: 0.2   # from 0.02 to 1.2 radians (1deg to 69deg)\n"))
        #expect(template.contains("# commands: activate, back, next,"))
        #expect(template.contains("  tongueOut: activate   # a command, or none\n"))
        let settings = template.split(separator: "\n").filter { !$0.hasPrefix("#") && $0.hasPrefix("  ") }
        #expect(!settings.isEmpty)
        let voiceWords = Set(VoiceSettings.defaultWords.keys.map { "    \($0):" })
        for line in settings where !voiceWords.contains(where: line.hasPrefix) {
            #expect(line.contains("   # "), "no comment on: \(line)")
        }
    }

    @Test func theTemplateIsWrittenAtomicallyAndNeverOverAnotherProfile() throws {
        try withTemporaryFolder("profile") { temporary in
            let directory = temporary.url.appendingPathComponent("profile")
                .path
            let path = directory + "/facenav/profile.yaml"
            try ProfileFile.writeTemplate(to: path, replacing: false)
            #expect(try ProfileFile.load(from: path) == Profile.default)
            try "gestures: {dwellTime: 2}\n".write(toFile: path, atomically: true, encoding: .utf8)
            #expect(throws: ProfileError.self) { try ProfileFile.writeTemplate(to: path, replacing: false) }
            #expect(try ProfileFile.load(from: path).gestures.dwellTime == 2)
            try ProfileFile.writeTemplate(to: path, replacing: true)
            #expect(try ProfileFile.load(from: path) == Profile.default)
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory + "/facenav") == ["profile.yaml"])
        }
    }
}
