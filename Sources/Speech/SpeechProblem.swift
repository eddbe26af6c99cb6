/// Reads what a speech program left behind for a sign that nobody heard it: it exited with an error, or
/// it said on standard error that it could not open the sound device (espeak-ng prints ALSA's errors,
/// "cannot find card '0'", "Unknown PCM default", and still exits 0).
public enum SpeechProblem {
    /// What standard error says when audio cannot be played, in lower case.
    static let audioSigns = [
        "alsa lib", "unknown pcm", "cannot find card", "audio device", "no such audio", "pulseaudio",
        "connection refused", "cannot open audio", "snd_pcm", "failed to open audio",
    ]

    /// The problem, fit to show after "No sound: ", or nil when nothing went wrong.
    ///
    /// - Parameters:
    ///   - program: the speech program's name, for the message.
    ///   - exitCode: its exit code, nil when a signal ended it (FaceNav stops an utterance that way).
    ///   - errorOutput: what it wrote to standard error.
    public static func of(program: String, exitCode: Int32?, errorOutput: String) -> String? {
        let lines = errorOutput.split(whereSeparator: \.isNewline).map {
            String($0.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
        }.filter { !$0.isEmpty }
        let lower = errorOutput.lowercased()
        if audioSigns.contains(where: lower.contains) {
            let last = lines.last.map { ": \($0)" } ?? ""
            return "\(program) cannot reach an audio device\(last)"
        }
        guard let exitCode, exitCode != 0 else { return nil }
        return "\(program) failed (exit \(exitCode))" + (lines.last.map { ": \($0)" } ?? "")
    }
}
