import FaceNavCore
import FaceNavTestSupport
import Foundation
import SceneApp
import SceneFormat
import Testing

/// Swipe-card decks: the bundled deck, and every way a deck file can be wrong, as `file:line:column`.
@Suite struct DeckTests {
    private func errors(_ yaml: String) -> [String] {
        DeckLoader.parse(yaml: yaml, file: "deck.yaml").1.map(\.description)
    }

    @Test func theBundledDeckHasADozenCardsWithPictures() throws {
        let deck = try DeckLoader.load(TestFixtures.scenesPath("cards/deck.yaml"))
        #expect(deck.title == "Pets looking for a home")
        #expect(deck.cards.count == 12)
        #expect(deck.cards.allSatisfy { !$0.title.isEmpty && !$0.text.isEmpty && !$0.picture.isEmpty })
        #expect(Set(deck.cards.map(\.title)).count == 12)
        let whiskers = try #require(deck.cards.first { $0.title == "Whiskers" })
        #expect(whiskers.picture == [#" /\_/\"#, "( o.o )", " > ^ <"])
        #expect(
            whiskers.card
                == Card(title: "Whiskers", text: "A curious tabby who will sit on your keyboard while you work."))
        #expect(whiskers.location?.line == 15)
        // Every picture fits a card on an 80x24 screen.
        #expect(deck.cards.allSatisfy { $0.picture.count <= 8 && $0.picture.allSatisfy { $0.count <= 30 } })
    }

    @Test func aGoodDeckKeepsTextAndPictureAsWritten() {
        let (deck, diagnostics) = DeckLoader.parse(
            yaml: """
                deck: Friends
                cards:
                  - title: Ada
                    text: Writes programs for engines.
                    picture: |
                      o
                      /|\\
                  - title: Alan
                """, file: "friends.yaml")
        #expect(diagnostics.isEmpty)
        #expect(
            deck
                == Deck(
                    title: "Friends",
                    cards: [
                        DeckCard(
                            title: "Ada", text: "Writes programs for engines.", picture: ["o", #"/|\"#],
                            location: SourceLocation(file: "friends.yaml", line: 3, column: 5)),
                        DeckCard(title: "Alan", location: SourceLocation(file: "friends.yaml", line: 8, column: 5)),
                    ]))
    }

    @Test func aCardWithoutATitleIsNamedWhereItIs() {
        #expect(
            errors("deck: D\ncards:\n  - title: A\n  - text: no title here\n")
                == ["deck.yaml:4:5: a card is missing required key 'title' (the card's name)"])
    }

    @Test func theDeckNeedsATitleAndCards() {
        #expect(
            errors("cards:\n  - title: A\n")
                == ["deck.yaml:1:1: the deck is missing required key 'deck' (the deck's title)"])
        #expect(
            errors("deck: D\n")
                == ["deck.yaml:1:1: the deck is missing required key 'cards' (a sequence of cards)"])
        #expect(errors("deck: D\ncards: []\n") == ["deck.yaml:2:8: 'cards' must list at least one card"])
        #expect(
            errors("deck: D\ncards: lots\n") == ["deck.yaml:2:8: 'cards' must be a sequence of cards, not 'lots'"])
    }

    @Test func unknownKeysSuggestTheNearestOne() {
        #expect(
            errors("deck: D\ncards:\n  - title: A\n    pictur: x\n")
                == [
                    "deck.yaml:4:5: unknown key 'pictur' for a card; did you mean 'picture'? allowed: title, text, picture"
                ])
    }

    @Test func aTabInAPictureIsRefusedAtItsLine() {
        #expect(
            errors("deck: D\ncards:\n  - title: A\n    picture: |\n      ok\n      \tno\n")
                == ["deck.yaml:6:1: the picture has a tab; draw with spaces so it looks the same in every terminal"])
    }

    @Test func textThatIsNotYAMLIsASyntaxErrorWithItsPlace() {
        let found = errors("deck: D\ncards:\n  - title: [unclosed\n")
        #expect(found.count == 1)
        #expect(found[0].hasPrefix("deck.yaml:4:1: invalid YAML: "), "\(found)")
        #expect(errors("") == ["deck.yaml:1:1: empty file; expected a deck with keys 'deck' and 'cards'"])
    }

    @Test func anUnreadableFileIsOneDiagnostic() throws {
        #expect {
            _ = try DeckLoader.load("/nonexistent/deck.yaml")
        } throws: { error in
            guard let error = error as? SceneLoadError, error.diagnostics.count == 1 else { return false }
            return error.description == "/nonexistent/deck.yaml:1:1: does not exist"
        }
        // A binary file (a JPEG) is not read as a deck.
        try withTemporaryFolder("scenes") { temporary in
            let folder = try TestFixtures.makeDirectory([:], in: temporary)
            defer { TestFixtures.remove(folder) }
            try Data([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10, 0xC3, 0x28]).write(
                to: URL(fileURLWithPath: folder + "/deck.yaml"))
            #expect {
                _ = try DeckLoader.load(folder + "/deck.yaml")
            } throws: { error in
                "\(error)"
                    == "\(folder)/deck.yaml:1:1: not UTF-8 text; scene and level files are YAML text, saved as UTF-8"
            }
        }
    }

    /// `facenav check` knows a deck by its `deck:` key and reports its problems like a scene's.
    @Test func theCheckerReadsDecks() throws {
        try withTemporaryFolder("scenes") { temporary in
            let folder = try TestFixtures.makeDirectory(["bad.yaml": "deck: D\ncards:\n  - text: t\n"], in: temporary)
            defer { TestFixtures.remove(folder) }
            #expect(
                SceneChecker.check(paths: [folder]).map(\.description)
                    == ["\(folder)/bad.yaml:3:5: a card is missing required key 'title' (the card's name)"])
            // A folder of decks is fine without app.yaml; a folder with a scene beside a deck is still told.
            #expect(SceneChecker.check(paths: [TestFixtures.scenesPath("cards")]).isEmpty)
            try withTemporaryFolder("scenes") { temporary in
                let mixed = try TestFixtures.makeDirectory(
                    [
                        "deck.yaml": "deck: D\ncards:\n  - title: A\n",
                        "main.yaml": "scene: main\nwidgets:\n  - label: Hi\n",
                    ], in: temporary)
                defer { TestFixtures.remove(mixed) }
                #expect(SceneChecker.check(paths: [mixed]).map(\.message).contains { $0.hasPrefix("no app.yaml here") })
            }
        }
    }
}
