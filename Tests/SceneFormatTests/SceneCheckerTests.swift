import FaceNavTestSupport
import SceneFormat
import Testing

/// `facenav check PATH...`: apps, loose files, searches and missing paths.
@Suite struct SceneCheckerTests {
    static let brokenScene = "scene: loose\nwidgets:\n  - buton: A\n"

    func check(_ paths: [String], in directory: String) -> [String] {
        SceneChecker.check(paths: paths).map {
            $0.description.replacingOccurrences(of: directory + "/", with: "")
        }
    }

    @Test func missingPathIsADiagnosticWithThePathAsGiven() {
        #expect(
            SceneChecker.check(paths: ["nope/missing.yaml", "gone"]).map(\.description) == [
                "nope/missing.yaml:1:1: no such file or directory",
                "gone:1:1: no such file or directory",
            ])
    }

    @Test func looseFileIsCheckedAloneWithoutCrossFileReferences() throws {
        try withTemporaryFolder("scenes") { temporary in
            let directory = try TestFixtures.makeDirectory(
                [
                    "loose.yaml":
                        "scene: loose\nwidgets:\n  - button: A\n    push: elsewhere\n    tab: Somewhere\n  - buton: B\n"
                ], in: temporary)
            defer { TestFixtures.remove(directory) }
            #expect(
                check([directory + "/loose.yaml"], in: directory) == [
                    "loose.yaml:6:5: unknown widget 'buton'; did you mean 'button'? expected one of: button, label, list, grid, cards, progress, image, camera, row"
                ])
        }
    }

    @Test func fileInAnAppDirectoryChecksTheWholeAppOnce() throws {
        try withTemporaryFolder("scenes") { temporary in
            let directory = try TestFixtures.makeDirectory(
                [
                    "app/app.yaml": "app: A\nroot: home\n",
                    "app/home.yaml": "scene: home\nwidgets:\n  - button: Go\n    push: other\n",
                    "app/other.yaml": "scene: other\nwidgets:\n  - button: Back\n    push: hme\n",
                ], in: temporary)
            defer { TestFixtures.remove(directory) }
            let errors = check(
                [directory + "/app/home.yaml", directory + "/app", directory + "/app/"], in: directory)
            #expect(errors == ["app/other.yaml:4:11: no scene 'hme' in this app; did you mean 'home'?"])
        }
    }

    @Test func directoryWithoutAppYAMLIsSearchedInNameOrder() throws {
        try withTemporaryFolder("scenes") { temporary in
            let directory = try TestFixtures.makeDirectory(
                [
                    "b-app/app.yaml": "app: B\nroot: home\n",
                    "b-app/home.yaml": "scene: home\nwidgets:\n  - button: Go\n    sheet: nowhere\n",
                    "a-loose.yaml": Self.brokenScene,
                    "c/deeper/loose.yaml": Self.brokenScene,
                    "c/notes.md": "# not yaml",
                    ".hidden/loose.yaml": Self.brokenScene,
                ], in: temporary)
            defer { TestFixtures.remove(directory) }
            let errors = check([directory], in: directory).map {
                $0.split(separator: ":").prefix(3).joined(separator: ":")
            }
            #expect(
                errors == ["\(directory):1:1", "a-loose.yaml:3:5", "b-app/home.yaml:4:12", "c/deeper/loose.yaml:3:5"])
        }
    }

    @Test func looseAppFileIsCheckedAsAnApp() throws {
        try withTemporaryFolder("scenes") { temporary in
            let directory = try TestFixtures.makeDirectory(
                [
                    "other/manifest.yaml": "app: A\nroot: x\nroot2: y\n"
                ], in: temporary)
            defer { TestFixtures.remove(directory) }
            #expect(
                check([directory + "/other/manifest.yaml"], in: directory) == [
                    "other/manifest.yaml:3:1: unknown key 'root2' for an app; did you mean 'root'? allowed: app, tabs, root"
                ])
        }
    }

    @Test func nonYAMLFileIsRejected() throws {
        try withTemporaryFolder("scenes") { temporary in
            let directory = try TestFixtures.makeDirectory(["notes.txt": "hi"], in: temporary)
            defer { TestFixtures.remove(directory) }
            #expect(
                check([directory + "/notes.txt"], in: directory) == [
                    "notes.txt:1:1: not a .yaml file or a directory"
                ])
        }
    }
}
