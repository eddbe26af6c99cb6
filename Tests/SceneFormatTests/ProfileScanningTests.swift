import FaceNavCore
import SceneFormat
import Testing

/// `scanning:` in the profile: switch scanning's pace, read, checked and written back.
@Suite struct ProfileScanningTests {
    @Test func scanningIsReadAndWrittenBackEqual() throws {
        let profile = try ProfileFile.decode("scanning: {interval: 0.8, passes: 3}\n")
        #expect(profile.scanning == SwitchScanSettings(interval: 0.8, passesBeforeReturn: 3))
        #expect(try ProfileFile.decode("").scanning == .default)
        #expect(try ProfileFile.decode(ProfileFile.encode(profile)) == profile)
        #expect(ProfileFile.encode(profile).contains("scanning:\n  enabled: false\n  interval: 0.8\n  passes: 3\n"))
    }

    @Test(arguments: [
        ("scanning: {interval: 0.1}\n", "p.yaml:1:22: 'interval' must be from 0.3 to 10 seconds, not 0.1"),
        ("scanning: {passes: 1.5}\n", "p.yaml:1:20: 'passes' must be a whole number, not 1.5"),
        ("scanning: {pace: 2}\n", "p.yaml:1:12: unknown key 'pace' in scanning; allowed: enabled, interval, passes"),
    ])
    func badScanningValuesNameTheirPlace(yaml: String, expected: String) {
        #expect(throws: ProfileError.self) { try ProfileFile.decode(yaml, file: "p.yaml") }
        do {
            _ = try ProfileFile.decode(yaml, file: "p.yaml")
        } catch {
            #expect("\(error)" == expected)
        }
    }

    @Test func scanningWithOnlyDwellToPressIsRefused() {
        let yaml = "bindings: {tongueOut: none}\nscanning: {enabled: true}\n"
        do {
            _ = try ProfileFile.decode(yaml, file: "p.yaml")
            Issue.record("a profile that scans with nothing but dwell to press was accepted")
        } catch {
            #expect("\(error)".hasPrefix("p.yaml:2:11: scanning is enabled but only dwell presses"), "\(error)")
        }
        #expect((try? ProfileFile.decode("bindings: {tongueOut: none}\n")) != nil, "without scanning, dwell is enough")
    }
}
