import FaceNavCore
import FaceNavTestSupport
import Foundation
import Testing

@testable import SceneFormat

@Suite struct ProfileFileTests {
    /// A fresh folder for each test, removed when the test is done.
    let temporary: TemporaryFolder

    init() throws { temporary = try TemporaryFolder("profile") }

    /// A fresh empty directory for one test.
    func scratchDirectory() throws -> String {
        let path = temporary.url.appendingPathComponent("profile-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// The printed error for `yaml`, read as `p.yaml`; nil if it reads.
    func failure(_ yaml: String) -> String? {
        do {
            _ = try ProfileFile.decode(yaml, file: "p.yaml")
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test func anEmptyFileIsTheDefaultProfile() throws {
        #expect(try ProfileFile.decode("") == .default)
        #expect(try ProfileFile.decode("# nothing yet\n") == .default)
        #expect(try ProfileFile.decode("bindings:\ncursor:\n") == .default)
    }

    @Test func missingKeysTakeTheirDefaults() throws {
        let yaml = """
            cursor: {limitLeft: 0.3, mode: joystick}
            gestures:
              winkLeft: {hold: 0.5}
              tiltRight: {on: 30deg}
            """
        let profile = try ProfileFile.decode(yaml)
        var expected = Profile.default
        expected.sensitivity.limitLeft = 0.3
        expected.cursorMode = .joystick
        expected.gestures.winkLeft.minimumHold = 0.5
        expected.gestures.tiltRight.on = 30 * .pi / 180
        #expect(profile == expected)
    }

    @Test func bindingsChangeOnlyWhatTheyNameAndNoneUnbinds() throws {
        let profile = try ProfileFile.decode("bindings: {mouthOpen: activate, winkLeft: none}")
        #expect(profile.bindings[.mouthOpen] == .activate)
        #expect(profile.bindings[.winkLeft] == nil)
        #expect(profile.bindings[.eyesClosed] == .pauseResume)
        #expect(profile.bindings[.tongueOut] == .activate)
    }

    @Test func encodedProfilesReadBackEqual() throws {
        #expect(try ProfileFile.decode(ProfileFile.encode(.default)) == .default)
        var custom = Profile.default
        custom.bindings = [.tiltLeft: .scrollBack, .dwell: .recenter, .winkRight: .activate]
        custom.cursorMode = .joystick
        custom.sensitivity = FaceSensitivity(limitTop: 0.1, limitBottom: 0.123456789, limitLeft: 0.3, limitRight: 0.25)
        custom.joystick = JoystickSettings(deadZone: 0.02, maximumSpeed: 12.5)
        custom.filter = OneEuroParameters(minimumCutoff: 0.7, beta: 0.001, derivativeCutoff: 2)
        custom.gestures.enabled = [.winkRight, .dwell]
        custom.gestures.tiltLeft.on = 0.5
        custom.gestures.tiltRight.off = 12.5 * .pi / 180
        custom.gestures.mouthOpen = GestureThreshold(on: 0.9, off: 0.1, minimumHold: 1.0 / 3, cooldown: 0)
        custom.gestures.settleTime = 2
        #expect(try ProfileFile.decode(ProfileFile.encode(custom)) == custom)
    }

    @Test func tiltLevelsAreWrittenInDegreesWhenExact() {
        let text = ProfileFile.encode(.default)
        #expect(text.contains("tiltLeft: {on: 25deg, off: 18deg, hold: 0.2, cooldown: 0.8}"))
        #expect(text.contains("limitLeft: 0.2\n"))
    }

    @Test(arguments: [
        (
            "colour: red\n",
            "p.yaml:1:1: unknown key 'colour' in the profile; allowed: bindings, cursor, filter, gestures"
        ),
        ("bindings:\n  blink: activate\n", "p.yaml:2:3: unknown gesture 'blink' in bindings; allowed: winkLeft,"),
        ("bindings: {winkLeft: jump}\n", "p.yaml:1:22: unknown command 'jump' for winkLeft; commands are: activate,"),
        ("gestures:\n  tongueOut: {on: -0.5}\n", "p.yaml:2:19: 'on' must not be negative, not -0.5"),
        (
            "gestures:\n  winkLeft:\n    on: 0.5\n    off: 0.7\n",
            "p.yaml:4:10: 'off' (0.7) of winkLeft must not be above"
        ),
        (
            "gestures:\n  winkLeft: {wait: 1}\n",
            "p.yaml:2:14: unknown key 'wait' in winkLeft; allowed: on, off, hold, cooldown"
        ),
        (
            "gestures:\n  enabled: [winkLeft, sneeze]\n",
            "p.yaml:2:23: unknown gesture 'sneeze'; gestures are: winkLeft,"
        ),
        ("gestures:\n  mouthOpen: {on: 1.5}\n", "p.yaml:2:19: 'on' of mouthOpen must be at most 1"),
        ("cursor:\n  mode: mouse\n", "p.yaml:2:9: unknown cursor mode 'mouse'; modes are: absolute, joystick"),
        ("cursor:\n  limitTop: 0\n", "p.yaml:2:13: 'limitTop' must be above zero, not 0.0"),
        ("cursor: {deadZone: 0.3}\n", "p.yaml:1:20: deadZone (0.3) must be below every cursor limit"),
        ("filter: {beta: fast}\n", "p.yaml:1:16: 'beta' must be a number, not 'fast'"),
        ("filter: [1, 2]\n", "p.yaml:1:9: filter must be a mapping of keys to values"),
        ("bindings: {winkLeft: back\n", "p.yaml:2:1: YAML syntax:"),
    ])
    func badValuesNameTheirPlace(yaml: String, expected: String) {
        let message = failure(yaml)
        #expect(message?.hasPrefix(expected) == true, "got \(message ?? "no error")")
        #expect(message?.contains("\n") == false)
    }

    @Test func aKeyGivenTwiceIsAnError() {
        let message = failure("cursor:\n  beta: 1\nfilter: {beta: 1, beta: 2}\n")
        #expect(message?.hasPrefix("p.yaml:") == true)
        #expect(message.map { $0.contains("beta") && ($0.contains("twice") || $0.contains("duplicate")) } == true)
    }

    @Test func savedProfilesLoadBackEqualAndLeaveNoTemporaryFile() throws {
        let directory = try scratchDirectory()
        let path = directory + "/nested/facenav/profile.yaml"
        var profile = Profile.default
        profile.gestures.dwellTime = 2.25
        try ProfileFile.save(profile, to: path)
        #expect(try ProfileFile.load(from: path) == profile)
        profile.cursorMode = .joystick
        try ProfileFile.save(profile, to: path)
        #expect(try ProfileFile.load(from: path) == profile)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory + "/nested/facenav") == ["profile.yaml"])
    }

    @Test func aFailedSaveClobbersNothingAndLeavesNoTemporaryFile() throws {
        let directory = try scratchDirectory()
        // The target is a non-empty directory, so the final rename fails after the temporary file is written.
        let target = directory + "/profile.yaml"
        try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: false)
        try "keep me".write(toFile: target + "/inside", atomically: false, encoding: .utf8)
        #expect(throws: ProfileError.self) { try ProfileFile.save(.default, to: target) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["profile.yaml"])
        #expect(try String(contentsOfFile: target + "/inside", encoding: .utf8) == "keep me")
    }

    @Test func aMissingFileIsAnErrorToLoadButDefaultIfPresentIsAsked() throws {
        let path = try scratchDirectory() + "/absent.yaml"
        let error = try #require(throws: ProfileError.self) { try ProfileFile.load(from: path) }
        #expect(error.description == "\(path): the profile does not exist")
        #expect(try ProfileFile.loadIfPresent(from: path) == .default)
    }

    @Test func badFileErrorsNameTheFile() throws {
        let path = try scratchDirectory() + "/profile.yaml"
        try "cursor:\n  mode: mouse\n".write(toFile: path, atomically: false, encoding: .utf8)
        let error = try #require(throws: ProfileError.self) { try ProfileFile.load(from: path) }
        #expect(error.description.hasPrefix("\(path):2:9: unknown cursor mode"))
    }

    @Test func defaultPathFollowsXDGThenHome() {
        #expect(
            ProfileFile.defaultPath(environment: ["XDG_CONFIG_HOME": "/c", "HOME": "/h"]) == "/c/facenav/profile.yaml")
        #expect(
            ProfileFile.defaultPath(environment: ["XDG_CONFIG_HOME": "", "HOME": "/h"])
                == "/h/.config/facenav/profile.yaml")
        #expect(
            ProfileFile.defaultPath(environment: ["XDG_CONFIG_HOME": "rel", "HOME": "/h"])
                == "/h/.config/facenav/profile.yaml")
        #expect(ProfileFile.defaultPath(environment: [:]) == nil)
    }
}
