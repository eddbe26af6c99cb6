import FaceNavCore
import SceneFormat
import Testing

@Suite struct ExampleAppTests {
    @Test func loadsAndPassesTheChecker() throws {
        let app = try AppLoader.load(directory: TestFixtures.scenesPath("example"))
        #expect(app.rootSceneID == "start")
        #expect(app.scenes.keys.sorted() == ["gallery", "start"])
        #expect(
            SceneChecker.check(paths: [TestFixtures.scenesPath("example")]).map(\.description) == [])
    }

    @Test func theWholeScenesDirectoryPassesTheChecker() {
        #expect(
            SceneChecker.check(paths: [TestFixtures.repositoryRoot + "/Scenes"]).map(\.description) == [])
    }
}
