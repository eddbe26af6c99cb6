import FaceNavTestSupport
import Foundation
import Testing

/// Voice commands in the `facenav` program: `listen`, the headless app, and the app in a real terminal.
/// The speech is rendered by `make voice-fixtures` (espeak-ng, flite, sox) into `.fixtures/voice`.
@Suite(.serialized) struct VoiceRunTests {
    private func fixture(_ name: String) throws -> String {
        let path = Repository.path(".fixtures/voice/\(name)")
        try #require(FileManager.default.fileExists(atPath: path), "\(path) is missing: run `make voice-fixtures`")
        return path
    }

    @Test func listenPrintsEachCommandWithItsTime() throws {
        let result = try ProcessRun.run(
            Repository.facenav, ["listen", "--wav", try fixture("flite-sequence.wav")], timeout: 60)
        #expect(result.status == 0, "\(result.standardError)")
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        #expect(
            lines.map { $0.split(separator: " ").dropFirst().first.map(String.init) ?? "" }
                == ["next", "back", "select", "next", "select", "back"])
        #expect(lines[2].hasSuffix("select → activate"))
        let times = lines.compactMap { $0.split(separator: " ").first.flatMap { Double($0) } }
        #expect(times == times.sorted() && times.count == 6)
    }

    @Test func aMissingMicrophoneIsOneClearLine() throws {
        let result = try ProcessRun.run(Repository.facenav, ["listen", "--mic", "no-such-microphone"], timeout: 30)
        #expect(result.status == 1)
        #expect(result.standardError.contains("cannot open the microphone 'no-such-microphone'"))
        #expect(result.standardError.split(separator: "\n").count == 1)
    }

    @Test(arguments: ["--margin=nan", "--margin=1e300", "--keep=-1", "--cepstral-mean=1,2,3,4,5,6,7,8,9,10,11,12,inf"])
    func aProbeSettingOutOfRangeIsOneClearLine(setting: String) throws {
        let result = try ProcessRun.run(
            Repository.facenav, ["listen", "--score", NSTemporaryDirectory(), "--ceiling", setting], timeout: 30)
        #expect(result.status == 1)
        let name = String(setting.prefix { $0 != "=" })
        #expect(result.standardError.hasPrefix("facenav: \(name)"), "\(result.standardError)")
        #expect(result.standardError.split(separator: "\n").count == 1)
    }

    @Test func headlessVoiceMovesThroughTheDemoAndLogsVoiceSources() throws {
        try withTemporaryFolder("voice") { temporary in
            let events = temporary.path("facenav-voice.jsonl")
            let result = try ProcessRun.run(
                Repository.facenav,
                ["run", "--headless", "--voice", "--wav", try fixture("espeak-sequence.wav"), "--events", events],
                timeout: 60)
            #expect(result.status == 0, "\(result.standardError)")
            // next, back, select (Home tab), next, select: the Contacts tab is open; the last back has nowhere to go.
            #expect(result.standardOutput.contains("▶ Contacts ◀"))
            #expect(result.standardOutput.contains("heard: back"))
            let log = try String(contentsOfFile: events, encoding: .utf8)
            let sources = log.split(separator: "\n").filter { $0.contains(#""type":"command""#) }.compactMap { line in
                line.range(of: #""source":""#).map { range in String(line[range.upperBound...].prefix { $0 != "\"" }) }
            }
            #expect(
                sources == ["voice:next", "voice:back", "voice:select", "voice:next", "voice:select", "voice:back"])
            #expect(log.contains(#""type":"navigation","action":"tab","scene":"contacts""#))
        }
    }

    @Test func theAppKeepsWorkingWithoutItsMicrophone() throws {
        let tmux = try Tmux(width: 200, height: 30)
        // No speech: on a machine with no sound card "No sound: …" would follow and take the status line.
        try tmux.type("\(Repository.facenav) run --scenes Scenes/demo --speech none --voice --mic no-such-microphone")
        let screen = tmux.waitFor("«Voice off: cannot open the microphone 'no-such-microphone'", timeout: 20)
        #expect(screen != nil, "\(tmux.screen())")
        let before = tmux.screen()
        try tmux.keys("Tab")
        #expect(tmux.waitUntil { $0 != before } != nil, "keys still move the focus without voice")
        try tmux.keys("q")
        #expect(tmux.waitUntil { !$0.contains("? help") } != nil, "facenav did not exit")
    }

    @Test func voiceFromAFileDrivesTheAppInATerminal() throws {
        let tmux = try Tmux(width: 100, height: 30)
        try tmux.type(
            "\(Repository.facenav) run --scenes Scenes/demo --voice --wav \(try fixture("flite-sequence.wav"))")
        // The file plays in real time: the fifth word (select, at 8.9 s) opens the Contacts tab.
        let screen = tmux.waitFor("▶ Contacts ◀", timeout: 30)
        #expect(screen != nil, "\(tmux.screen())")
        #expect(tmux.screen().contains("heard: "))
        try tmux.keys("q")
        #expect(tmux.waitUntil { !$0.contains("? help") } != nil, "facenav did not exit")
    }
}
