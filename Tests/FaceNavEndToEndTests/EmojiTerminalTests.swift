import FaceNavTestSupport
import Foundation
import Testing

/// Emoji sequences reach a real terminal (tmux) whole: a ZWJ family, a flag and a skin tone are not cut into
/// their first scalar and stray joiners.
@Suite(.serialized) struct EmojiTerminalTests {
    @Test func emojiSequencesAreDrawnWhole() throws {
        try withTemporaryFolder("emoji") { temporary in
            let folder = temporary.url.appendingPathComponent("facenav-emoji")
                .path
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try "app: Emoji\nroot: home\n".write(toFile: folder + "/app.yaml", atomically: true, encoding: .utf8)
            try "scene: home\ntitle: Home\nwidgets:\n  - label: \"Family 👩‍👧 flag 🇫🇷 hand 👋🏽 end\"\n".write(
                toFile: folder + "/home.yaml", atomically: true, encoding: .utf8)
            let tmux = try Tmux()
            try tmux.type("\(Repository.facenav) run --scenes \(folder) --camera none")
            let screen = try #require(tmux.waitFor("end"))
            #expect(screen.contains("Family 👩‍👧 flag 🇫🇷"), "\(screen)")
            #expect(screen.contains("hand 👋🏽 end"), "\(screen)")
            try tmux.keys("q")
            _ = tmux.waitUntil { !$0.contains("? help") }
        }
    }
}
