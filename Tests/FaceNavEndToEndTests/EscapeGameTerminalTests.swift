import FaceNavTestSupport
import Foundation
import Testing

/// `facenav play` in a real terminal (tmux): the first chapter played by keys, by sight and blind.
@Suite(.serialized) struct EscapeGameTerminalTests {
    /// A fresh folder for each test, removed when the test is done.
    let temporary: TemporaryFolder
    let folder: String

    init() throws {
        temporary = try TemporaryFolder("play")
        folder = temporary.path("facenav-play")
    }
    var events: String { folder + "/events.jsonl" }

    func loggedEvents() -> [[String: Any]] {
        guard let text = try? String(contentsOfFile: events, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
    }

    /// Waits until the log has more than `count` events.
    func waitForEvents(after count: Int, timeout: Double = 3) {
        let deadline = Date().addingTimeInterval(timeout)
        while loggedEvents().count <= count, Date() < deadline { usleep(30_000) }
    }

    func focusedLabel() -> String? {
        loggedEvents().last { $0["type"] as? String == "focus" || $0["type"] as? String == "screen" }
            .flatMap { $0["label"] as? String }
    }

    /// Presses a key and waits for the game to log what it did.
    func press(_ key: String, in tmux: Tmux) throws {
        let before = loggedEvents().count
        try tmux.keys(key)
        waitForEvents(after: before)
    }

    /// Moves right until the element labelled `label` has focus, as the log reports it.
    func focus(_ label: String, in tmux: Tmux) throws -> Bool {
        for _ in 0..<20 {
            if focusedLabel() == label { return true }
            try press("Right", in: tmux)
        }
        return focusedLabel() == label
    }

    /// Plays chapter 1 from the opening; returns the screen after each level's start.
    func playTheFirstChapter(blind: Bool) throws -> (screens: [String], tmux: Tmux) {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let tmux = try Tmux(environment: ["XDG_STATE_HOME": folder])
        try tmux.type("\(Repository.facenav) play --speech none --events \(events)\(blind ? " --blind" : "")")
        var screens: [String] = []
        screens.append(tmux.waitFor("? help") ?? "")
        #expect(try focus("Begin", in: tmux))
        try press("Enter", in: tmux)
        #expect(try focus("Enter the first room", in: tmux))
        try press("Enter", in: tmux)
        screens.append(tmux.waitFor(blind ? "Blind mode is on" : "Level 1.1") ?? "")
        #expect(try focus("Hearing", in: tmux))
        try press("Enter", in: tmux)
        screens.append(tmux.waitFor(blind ? "Blind mode is on" : "Level 1.2") ?? "")
        #expect(try focus("Drawer", in: tmux))
        try press("Down", in: tmux)
        try press("Enter", in: tmux)
        #expect(try focus("Bell", in: tmux))
        try press("Down", in: tmux)
        try press("Enter", in: tmux)
        #expect(try focus("Your answer: empty", in: tmux))
        for letter in "listen" { try press(String(letter), in: tmux) }
        try press("Enter", in: tmux)
        screens.append(tmux.waitFor(blind ? "Blind mode is on" : "Level 1.4") ?? "")
        #expect(try focus("Locked door", in: tmux))
        try press("]", in: tmux)
        try press("Down", in: tmux)
        screens.append(tmux.waitFor(blind ? "Blind mode is on" : "Chapter 2: The Library of Echoes") ?? "")
        return (screens, tmux)
    }

    func checkTheLogAndProgress() throws {
        let log = loggedEvents()
        let solved = log.filter { $0["type"] as? String == "solved" }.compactMap { $0["level"] as? String }
        #expect(solved == ["1.1", "1.2", "1.3", "1.4"])
        let attempts = log.filter { $0["type"] as? String == "attempt" }.compactMap { $0["answer"] as? String }
        #expect(attempts == ["Hearing", "Drawer: open, Bell: ring", "listen", "Moon"])
        let said = log.filter { $0["type"] as? String == "announcement" }.compactMap { $0["text"] as? String }
        #expect(said.contains("The Moon lock turns."))
        #expect(said.last?.hasPrefix("Chapter 2: The Library of Echoes.") == true)
        let saved = try String(contentsOfFile: folder + "/facenav/escape-progress.json", encoding: .utf8)
        #expect(saved.contains("\"current\":{\"chapter\":1,\"level\":0}"))
    }

    func quitAndCheckTheTerminalIsClean(_ tmux: Tmux) throws {
        try tmux.keys("q")
        #expect(tmux.waitUntil { !$0.contains("? help") } != nil, "facenav play did not exit")
        try tmux.type("echo CLEAN-$((40+2))")
        #expect(tmux.waitFor("CLEAN-42")?.contains("echo CLEAN-$((40+2))") == true)
        #expect(loggedEvents().last?["type"] as? String == "quit")
    }

    @Test func theFirstChapterIsPlayedByKeys() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (screens, tmux) = try playTheFirstChapter(blind: false)
        #expect(screens[0].contains("Escape from Blindness — Welcome"))
        #expect(screens[0].contains("[ Begin ]"))
        #expect(screens[1].contains("( ) Hearing"))
        #expect(screens[2].contains("◆ Drawer"))
        #expect(screens[3].contains("Locked door"))
        #expect(screens[4].contains("[ Enter the first room ]"))
        try checkTheLogAndProgress()
        try quitAndCheckTheTerminalIsClean(tmux)
    }

    @Test func theFirstChapterIsPlayedBlindByEar() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (screens, tmux) = try playTheFirstChapter(blind: true)
        for screen in screens {
            #expect(screen.contains("Blind mode is on."))
            #expect(screen.contains("blind mode"))
            #expect(!screen.contains("Hearing"), "blind mode shows the level's content")
            #expect(!screen.contains("Drawer"))
            #expect(!screen.contains("Locked door"))
        }
        try checkTheLogAndProgress()
        try quitAndCheckTheTerminalIsClean(tmux)
    }

    @Test func aFaceTracePlaysInTheTerminalWithTheLiveVoice() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let tmux = try Tmux(environment: ["XDG_STATE_HOME": folder])
        try tmux.type(
            "\(Repository.facenav) play --speech espeak --chapter 1 --level 2 --fast"
                + " --trace Tests/Fixtures/traces/escape-bedside-table.jsonl --events \(events)")
        let solved = tmux.waitFor("Level 1.3: The whispered word", timeout: 15)
        #expect(solved?.contains("espeak-ng") == true, "the status line names the voice")
        let actions = loggedEvents().filter { $0["type"] as? String == "action" }.compactMap { $0["action"] as? String }
        #expect(actions == ["open", "ring"])
        try quitAndCheckTheTerminalIsClean(tmux)
    }
}
