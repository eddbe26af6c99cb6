import FaceNavTestSupport
import Foundation
import SceneFormat
import Testing

/// Scene files a new user might produce by mistake: each is one plain line at its file, never libyaml's or
/// Foundation's words, and never a misleading line about another file.
@Suite struct UnreadableSceneTests {
    func check(_ path: String) -> [String] {
        SceneChecker.check(paths: [path]).map { $0.description.replacingOccurrences(of: path + "/", with: "") }
    }

    @Test func aBinarySceneFileIsNotUTF8TextAndNothingElse() throws {
        try withTemporaryFolder("scenes") { temporary in
            let directory = try TestFixtures.makeDirectory(["app.yaml": "app: B\nroot: home\n"], in: temporary)
            defer { TestFixtures.remove(directory) }
            try Data([0x7f, 0x45, 0x4c, 0x46, 0x02, 0xff, 0xfe, 0x00, 0xc3]).write(
                to: URL(fileURLWithPath: directory + "/home.yaml"))
            #expect(
                check(directory) == [
                    "home.yaml:1:1: not UTF-8 text; scene and level files are YAML text, saved as UTF-8"
                ])
            #expect(throws: SceneLoadError.self) { try AppLoader.load(directory: directory) }
        }
    }

    @Test func deepNestingIsAPlainSentence() throws {
        let nested = String(repeating: "[", count: 2000) + String(repeating: "]", count: 2000)
        try withTemporaryFolder("scenes") { temporary in
            let directory = try TestFixtures.makeDirectory(
                [
                    "app.yaml": "app: B\nroot: home\n", "home.yaml": "scene: home\nwidgets: \(nested)\n",
                ], in: temporary)
            defer { TestFixtures.remove(directory) }
            let errors = check(directory)
            #expect(errors.count == 1)
            #expect(errors.first?.hasPrefix("home.yaml:2:") == true)
            #expect(errors.first?.contains("nested too deeply (over 1000 levels of lists and mappings)") == true)
            #expect(errors.first?.contains("yaml_") == false)
        }
    }

    @Test func aBrokenSceneFileIsNotAlsoAMissingScene() throws {
        try withTemporaryFolder("scenes") { temporary in
            let directory = try TestFixtures.makeDirectory(
                [
                    "app.yaml": "app: B\nroot: home\n", "home.yaml": "scene: home\nwidgets: [\n",
                ], in: temporary)
            defer { TestFixtures.remove(directory) }
            let errors = check(directory)
            #expect(errors.count == 1)
            #expect(errors.first?.hasPrefix("home.yaml:") == true)
        }
    }

    @Test func aFolderOfScenesWithoutAppYAMLIsNotOK() throws {
        try withTemporaryFolder("scenes") { temporary in
            let directory = try TestFixtures.makeDirectory(
                ["home.yaml": "scene: home\nwidgets:\n  - label: Hi\n"], in: temporary)
            defer { TestFixtures.remove(directory) }
            let errors = SceneChecker.check(paths: [directory]).map(\.description)
            #expect(
                errors == [
                    "\(directory):1:1: no app.yaml here, so `facenav run --scenes \(directory)` cannot open these scenes; add one with 'app: TITLE' and 'root: SCENE', or check the files one by one"
                ])
            #expect(SceneChecker.check(paths: [directory + "/home.yaml"]).isEmpty)
        }
    }

    /// 50 MB without a space hung `run`; `check` refuses a text far shorter than that, with the limit.
    @Test func aTextLongerThanAScreenCanShowIsRefused() throws {
        let long = String(repeating: "x", count: 10_001)
        let errors = TestFixtures.sceneErrors("scene: s\nwidgets:\n  - label: \(long)\n")
        #expect(
            errors == [
                "s.yaml:3:12: 'label' is 10001 characters long; a text may have at most 10000 (about 125 lines at 80 columns): shorten it or split it over several widgets"
            ])
        let fits = String(repeating: "x", count: 10_000)
        #expect(TestFixtures.sceneErrors("scene: s\nwidgets:\n  - label: \(fits)\n").isEmpty)
    }
}
