/// Which voice `--speech` asks for.
public enum SpeechChoice: String, CaseIterable, Sendable {
    /// speech-dispatcher if `spd-say` is installed and its server answers, else espeak-ng if installed, else none.
    case auto
    case speechd
    case espeak
    case none

    /// The announcer for this choice, or a message saying why it cannot be had.
    ///
    /// - Parameter path: the `PATH` to look programs up on.
    public func makeAnnouncer(path: String?) -> Result<Announcer, SpeechUnavailable> {
        switch self {
        case .none:
            return .success(SilentAnnouncer())
        case .espeak:
            guard let espeak = ChildProcess.find("espeak-ng", path: path) else {
                return .failure(
                    SpeechUnavailable(
                        message:
                            "espeak-ng is not installed; install it (apt-get install espeak-ng) or use --speech none"))
            }
            return .success(EspeakAnnouncer(executable: espeak))
        case .speechd:
            guard let spd = ChildProcess.find("spd-say", path: path) else {
                return .failure(
                    SpeechUnavailable(
                        message: "spd-say is not installed; install speech-dispatcher or use --speech espeak"))
            }
            guard Self.serverAnswers(spd) else {
                return .failure(
                    SpeechUnavailable(
                        message:
                            "speech-dispatcher does not answer; start it (speech-dispatcher -d) or use --speech espeak")
                )
            }
            return .success(SpeechDispatcherAnnouncer(executable: spd))
        case .auto:
            if let spd = ChildProcess.find("spd-say", path: path), Self.serverAnswers(spd) {
                return .success(SpeechDispatcherAnnouncer(executable: spd))
            }
            if let espeak = ChildProcess.find("espeak-ng", path: path) {
                return .success(EspeakAnnouncer(executable: espeak))
            }
            return .success(SilentAnnouncer())
        }
    }

    /// Whether speech-dispatcher takes a silent request within two seconds (it must never hang the game).
    static func serverAnswers(_ spd: String) -> Bool {
        ChildProcess.run(spd, ["--priority", "progress", "--", " "], timeout: 2) == 0
    }
}

/// A voice that was asked for cannot be used; the message says why and what to do.
public struct SpeechUnavailable: Error, Sendable {
    public var message: String
}
