import FaceNavCore
import FaceNavTestSupport
import SceneFormat
import Testing

/// Loading an app directory from disk.
@Suite struct AppLoaderTests {
    @Test func loadsAnAppWithARoot() throws {
        try withTemporaryFolder("scenes") { temporary in
            let directory = try TestFixtures.makeDirectory(
                [
                    "app.yaml": "app: Tiny\nroot: start\n",
                    "start.yaml": "scene: start\nwidgets:\n  - button: Next\n    push: next\n",
                    "next.yaml": "scene: next\nwidgets:\n  - button: Back\n    back: true\n",
                    "notes.txt": "not a scene",
                ], in: temporary)
            defer { TestFixtures.remove(directory) }
            let app = try AppLoader.load(directory: directory)
            #expect(app.title == "Tiny")
            #expect(app.rootSceneID == "start")
            #expect(app.scenes.keys.sorted() == ["next", "start"])
            #expect(app.scenes["start"]?.location?.file == directory + "/start.yaml")
        }
    }

    @Test func missingAppYAMLIsADiagnosticAtTheDirectory() throws {
        try withTemporaryFolder("scenes") { temporary in
            let directory = try TestFixtures.makeDirectory(["start.yaml": "scene: start\nwidgets: []\n"], in: temporary)
            defer { TestFixtures.remove(directory) }
            let error = #expect(throws: SceneLoadError.self) { try AppLoader.load(directory: directory) }
            #expect(
                error?.diagnostics.map(\.description) == [
                    "\(directory):1:1: no app.yaml in this app directory; add one with 'app: TITLE' and 'tabs' or 'root'"
                ])
        }
    }

    @Test func missingDirectory() {
        let error = #expect(throws: SceneLoadError.self) {
            try AppLoader.load(directory: "no/such/app")
        }
        #expect(error?.description == "no/such/app:1:1: no such file or directory")
    }

    @Test func reportsTheErrorsOfEveryFileSorted() throws {
        try withTemporaryFolder("scenes") { temporary in
            let directory = try TestFixtures.makeDirectory(
                [
                    "app.yaml": "app: Broken\ntabs:\n  - title: Home\n    scene: home\n",
                    "home.yaml": "scene: home\nwidgets:\n  - buton: A\n  - button: B\n    tab: 4\n",
                    "away.yaml": "scene: away\nwidgets:\n  - button: Go\n    push: nowhere\n",
                    "copy.yaml": "scene: home\nwidgets: []\n",
                ], in: temporary)
            defer { TestFixtures.remove(directory) }
            let error = #expect(throws: SceneLoadError.self) { try AppLoader.load(directory: directory) }
            let lines = error?.diagnostics.map {
                $0.description.replacingOccurrences(of: directory + "/", with: "")
            }
            #expect(
                lines == [
                    "away.yaml:4:11: no scene 'nowhere' in this app; scenes: away, home",
                    "home.yaml:1:8: duplicate scene id 'home'; first declared at copy.yaml:1:8",
                    "home.yaml:3:5: unknown widget 'buton'; did you mean 'button'? expected one of: button, label, list, grid, cards, progress, image, camera, row",
                    "home.yaml:5:10: tab 4 is out of range; the app has one tab, 0",
                ])
            #expect(error?.description.split(separator: "\n").count == 4)
        }
    }
}
