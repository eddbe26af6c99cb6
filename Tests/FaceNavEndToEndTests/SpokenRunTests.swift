import FaceNavTestSupport
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `facenav run` and `facenav play` speak what their reducers announce, in a real terminal, through the voice
/// `--speech` picks: here a stand-in `espeak-ng` on PATH that writes down what it is asked to say.
@Suite(.serialized) struct SpokenRunTests {
    /// A folder with an `espeak-ng` that appends its arguments to `said` beside it.
    static func fakeVoice(in temporary: TemporaryFolder) throws -> String {
        let folder = temporary.path("spd-\(UUID().uuidString)")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try "#!/bin/sh\necho \"$@\" >> \"$(dirname \"$0\")/said\"\n".write(
            toFile: folder + "/espeak-ng", atomically: true, encoding: .utf8)
        chmod(folder + "/espeak-ng", 0o755)
        return folder
    }

    /// What the stand-in was asked to say, once `condition` holds for it (or after `timeout` seconds).
    static func said(in folder: String, timeout: Double = 20, until condition: (String) -> Bool) -> String {
        let deadline = Date().addingTimeInterval(timeout)
        var text = ""
        repeat {
            text = (try? String(contentsOfFile: folder + "/said", encoding: .utf8)) ?? ""
            if condition(text) { break }
            usleep(50_000)
        } while Date() < deadline
        return text
    }

    @Test(arguments: [
        ("run --app demo", "Welcome to FaceNav", "-s 170 -- Home, tab, 1 of 3\n"),
        ("play", "Escape from Blindness — Welcome", "Escape from Blindness"),
    ])
    func theCommandSpeaksItsAnnouncements(command: String, shown: String, spoken: String) throws {
        try withTemporaryFolder("spd") { temporary in
            let voice = try Self.fakeVoice(in: temporary)
            defer { try? FileManager.default.removeItem(atPath: voice) }
            let path = voice + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
            let tmux = try Tmux(width: 90, height: 26, environment: ["PATH": path, "XDG_STATE_HOME": voice])
            try tmux.type("\(Repository.facenav) \(command) --camera none --speech espeak")
            #expect(tmux.waitFor(shown, timeout: 15) != nil, "\(tmux.screen())")
            try tmux.keys("Tab")
            let said = Self.said(in: voice) { $0.contains(spoken) }
            try tmux.keys("q")
            #expect(tmux.waitUntil { !$0.contains("? help") } != nil, "facenav did not exit")
            #expect(said.hasPrefix("-s 170 -- "), "espeak-ng was not asked to speak: \(said)")
            #expect(said.contains(spoken), "\(said)")
        }
    }
}
