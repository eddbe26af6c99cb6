import FaceNavCore
import FaceNavTestSupport
import Foundation
import Inputs
import Session
import Testing

/// The bundled apps and data: found from the repository a test binary was built in, opened by name.
@Suite struct BundledAppTests {
    @Test func theRepositorysScenesAreFoundForEachBundledApp() throws {
        for name in ["demo", "example", "document", "selfie", "cards", "escape", "settings"] {
            let path = try #require(BundledData.find(name), "no bundled \(name)")
            #expect(path.hasSuffix("Scenes/\(name)"))
            #expect(BundledData.defaultPath(name) == path)
            #expect(throws: Never.self) { try BundledData.requireFound(path, option: "--scenes") }
        }
    }

    @Test func theSearchGoesInstalledCopyThenSourceTreeThenCurrentFolder() {
        let found = BundledData.candidates("demo", executable: "/opt/facenav/bin/facenav")
        #expect(found.first == "/opt/facenav/share/facenav/demo")
        #expect(found.last == "Scenes/demo")
        #expect(found.count == 3)
        #expect(BundledData.candidates("models", executable: nil).last == ".models")
    }

    @Test func aMissingBundledCopyIsOneLineNamingTheOptionAndWhereItLooked() {
        let path = BundledData.defaultPath("no-such-bundle")
        #expect(path.hasPrefix(BundledData.missingPrefix))
        do {
            try BundledData.requireFound(path, option: "--game")
            Issue.record("a missing bundled copy was accepted")
        } catch {
            #expect(error.exitCode == 2)
            #expect(error.message.contains("--game DIR"))
            #expect(error.message.contains("Scenes/no-such-bundle"))
            #expect(!error.message.contains("\n"))
        }
    }

    @Test func theRepositoryIsTheFolderAboveTheLastSourcesFolder() {
        #expect(BundledData.repository(of: "/a/Sources/b/Sources/Session/X.swift").path == "/a/Sources/b")
        #expect(BundledData.repository(of: "/a/b/X.swift").path == "/a/b")
    }

    @Test func everyBundledAppButTheGameOpensFromTheRepositorysFiles() throws {
        // The game and the selfie app read the user's saved progress and registry, so are left out here.
        for app in [BundledApp.demo, .example, .document, .cards] {
            let open = try app.opener(profile: .default, voiceName: "test")
            _ = open([:])
        }
        #expect(Set(BundledApp.allCases.map(\.title)).count == BundledApp.allCases.count)
    }

    @Test func aBrokenDeckIsOneClearLineNamingTheFile() throws {
        try withTemporaryFolder("session") { temporary in
            let folder = temporary.url.appendingPathComponent("session")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let deck = folder.appendingPathComponent("deck.yaml").path
            try "title: [unclosed\n".write(toFile: deck, atomically: true, encoding: .utf8)
            do throws(UserFacingError) {
                _ = try BundledApp.cards.opener(profile: .default, voiceName: "test", deck: deck)
                Issue.record("a broken deck opened")
            } catch {
                #expect(error.exitCode == 2)
                #expect(error.message.contains(deck))
            }
        }
    }
}
