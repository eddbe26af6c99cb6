import FaceNavCore
import Foundation

extension ProfileFile {
    /// A profile with every setting at its default, each line commented with what it may be set to: the file
    /// `facenav profile init` writes, which loads back to `Profile.default`.
    public static func template() -> String {
        let commands = Command.allCases.map(\.rawValue).joined(separator: ", ")
        let gestures = Gesture.allCases.map(\.rawValue).joined(separator: ", ")
        var out = [
            "# FaceNav profile: every setting at its default, with what it may be set to.",
            "# Delete what you do not change; any key left out takes its default.",
            "# Angles are radians, or degrees written like 25deg. Times are seconds.",
            "# Check it with: facenav run --profile THIS-FILE",
        ]
        var section = ""
        for line in encode(.default).split(separator: "\n").map(String.init) where !line.hasPrefix("#") {
            let key = line.split(separator: ":").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
            if !line.hasPrefix(" ") {
                section = key
                if key == "bindings" { out.append("# commands: \(commands)") }
                out.append(line + (sectionComments[key].map { "   # " + $0 } ?? ""))
                continue
            }
            let comment: String?
            switch (section, key) {
            case ("bindings", _): comment = "a command, or none"
            case (_, "mode"): comment = "absolute (head pose points) or joystick (head pose pushes)"
            case ("scanning", "enabled"):
                comment = "true: targets are highlighted in turn and the press gesture presses the highlighted one"
            case ("speech", "enabled"): comment = "true or false: false keeps every message on screen, silent"
            case ("speech", "rate"): comment = "words per minute, " + ProfileLimits.limits["rate"]!.description
            case (_, "enabled"): comment = "the gestures recognised at all, of: \(gestures)"
            case ("gestures", _) where ProfileReader.thresholdGestures.map(\.rawValue).contains(key):
                let tilt = key.hasPrefix("tilt")
                comment =
                    "on, off: \(tilt ? "0deg to 90deg of roll" : "0 to 1"), off below on; hold \(ProfileLimits.limits["hold"]!.description); cooldown \(ProfileLimits.limits["cooldown"]!.description)"
            case ("voice", "words"): comment = "spoken word: command (the words replace these)"
            case ("voice", "cooldown"): comment = ProfileLimits.limits["cooldown"]!.description
            case ("scanning", "passes"):
                comment = "whole passes over a row before going back, " + ProfileLimits.limits["passes"]!.description
            default:
                comment = ProfileLimits.limits[key].map(\.description)
            }
            out.append(line + (comment.map { "   # " + $0 } ?? ""))
        }
        return out.joined(separator: "\n") + "\n"
    }

    static let sectionComments: [String: String] = [
        "bindings": "which command each gesture gives; some enabled gesture must give activate",
        "cursor": "how head pose moves the cursor",
        "filter": "the One Euro filter that steadies the cursor",
        "gestures": "when a gesture counts",
        "voice": "facenav run --voice",
        "scanning": "switch scanning: targets highlighted in turn, one gesture presses",
        "speech": "whether announcements are spoken, and how fast",
    ]

    /// Writes ``template()`` to `path` atomically; an existing file is kept unless `replacing`.
    public static func writeTemplate(to path: String, replacing: Bool) throws {
        if !replacing, FileManager.default.fileExists(atPath: path) {
            throw ProfileError(
                file: path, message: "a profile is already there; give --force to replace it, or another path")
        }
        try writeAtomically(template(), to: path)
    }
}
