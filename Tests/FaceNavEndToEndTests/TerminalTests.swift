import FaceNavTestSupport
import Foundation
import Testing

/// FaceNav in a real terminal (tmux): keys in, the screen read back as a user would see it.
@Suite(.serialized) struct TerminalTests {
    /// A fresh folder for each test, removed when the test is done.
    let temporary: TemporaryFolder
    let events: String

    init() throws {
        temporary = try TemporaryFolder("e2e")
        events = temporary.path("facenav-e2e.jsonl")
    }

    /// Starts the demo with no voice: on a machine with no sound card espeak-ng's "No sound" notice would
    /// take the status line from the webcam notice, sooner or later by the load (FailuresSeenTests covers it).
    func start(_ tmux: Tmux, extra: String = "") throws -> String? {
        try tmux.type("\(Repository.facenav) run --scenes Scenes/demo --speech none --events \(events) \(extra)")
        return tmux.waitFor("Welcome to FaceNav")
    }

    /// Presses `key` until the screen shows `text`, at most `limit` times.
    func press(_ key: String, until text: String, in tmux: Tmux, limit: Int = 25) throws -> Bool {
        for _ in 0..<limit {
            if tmux.screen().contains(text) { return true }
            try tmux.keys(key)
            _ = tmux.waitFor(text, timeout: 0.3)
        }
        return tmux.screen().contains(text)
    }

    func quitAndCheckTheTerminalIsClean(_ tmux: Tmux, key: String = "q") throws {
        try tmux.keys(key)
        let after = tmux.waitUntil { !$0.contains("? help") }
        #expect(after != nil, "facenav did not exit")
        // The shell echoes what is typed and prints the result: echo and line editing are restored.
        try tmux.type("echo CLEAN-$((40+2))")
        let screen = tmux.waitFor("CLEAN-42")
        #expect(
            screen?.contains("echo CLEAN-$((40+2))") == true,
            "typed text is not echoed: the terminal was left in raw mode")
        #expect(screen?.contains("│ ? help") == false, "the app's screen was left behind")
    }

    func loggedEvents() -> [[String: Any]] {
        guard let text = try? String(contentsOfFile: events, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
    }

    @Test func movesToAListRowPushesAScreenAndPopsIt() throws {
        let tmux = try Tmux()
        #expect(try start(tmux) != nil)
        // The welcome is drawn before the opening notice is taken in; under load a screen can come between.
        let home = tmux.waitUntil { $0.contains("No webcam") || $0.contains("Webcam") }
        #expect(home != nil, "the home screen never says whether a webcam is there")
        #expect(try press("Tab", until: "▶ Contacts ◀", in: tmux))
        try tmux.keys("Enter")
        #expect(tmux.waitFor("FAMILY") != nil)
        #expect(try press("Tab", until: "▶ Grace Hopper", in: tmux))
        try tmux.keys("Enter")
        let pushed = tmux.waitFor("Contact details")
        #expect(pushed?.contains("‹ Back") == true)
        try tmux.keys("Escape")
        let popped = tmux.waitFor("FAMILY")
        #expect(popped?.contains("Grace Hopper") == true)
        #expect(popped?.contains("Contact details") == false)
        try quitAndCheckTheTerminalIsClean(tmux)
        let log = loggedEvents()
        let selection = log.first { $0["type"] as? String == "selection" && $0["label"] as? String == "Grace Hopper" }
        #expect(selection?["section"] as? Int == 0)
        #expect(selection?["item"] as? Int == 1)
        let navigation = log.filter { $0["type"] as? String == "navigation" }.map { "\($0["action"]!) \($0["scene"]!)" }
        #expect(navigation == ["tab contacts", "push contact", "pop contacts"])
    }

    @Test func switchesTabsAndReportsTheTabIndex() throws {
        let tmux = try Tmux()
        _ = try start(tmux)
        #expect(try press("Tab", until: "▶ Photos ◀", in: tmux))
        try tmux.keys("Enter")
        let photos = tmux.waitFor("HOLIDAYS")
        #expect(photos?.contains("[ Photos ]") == true || photos?.contains("▶ Photos ◀") == true)
        try quitAndCheckTheTerminalIsClean(tmux)
        let tab = loggedEvents().first { $0["type"] as? String == "selection" && $0["tab"] != nil }
        #expect(tab?["tab"] as? Int == 2)
    }

    @Test func aSmallWindowAsksToBeLargerAndRecoversOnResize() throws {
        let tmux = try Tmux()
        _ = try start(tmux)
        try tmux.resize(width: 30, height: 10)
        #expect(tmux.waitFor("Make the window larger") != nil)
        try tmux.resize(width: 80, height: 24)
        #expect(tmux.waitFor("Welcome to FaceNav") != nil)
        try quitAndCheckTheTerminalIsClean(tmux)
    }

    @Test func controlCLeavesTheTerminalClean() throws {
        let tmux = try Tmux()
        _ = try start(tmux)
        try quitAndCheckTheTerminalIsClean(tmux, key: "C-c")
    }

    @Test func theHelpOverlayListsKeysAndGestures() throws {
        let tmux = try Tmux()
        _ = try start(tmux)
        try tmux.keys("?")
        let help = tmux.waitFor("Gestures")
        #expect(help?.contains("tongue out → activate") == true)
        #expect(help?.contains("wink left → back") == true)
        try tmux.keys("x")
        #expect(tmux.waitUntil { !$0.contains("Press any key to close.") } != nil)
        try quitAndCheckTheTerminalIsClean(tmux)
    }

    @Test func noColorStillMarksTheFocusedWidget() throws {
        let tmux = try Tmux(environment: ["NO_COLOR": "1"])
        _ = try start(tmux)
        #expect(try press("Tab", until: "▶ Cards ◀", in: tmux))
        try quitAndCheckTheTerminalIsClean(tmux)
    }
}
