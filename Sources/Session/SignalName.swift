#if canImport(Glibc)
    import Glibc
#endif

/// A signal's name as a user knows it from `kill -l`: `SIGTERM`, `SIGHUP`.
public enum SignalName {
    public static func of(_ signal: Int32) -> String {
        switch signal {
        case SIGINT: "SIGINT (Ctrl-C)"
        case SIGTERM: "SIGTERM"
        case SIGHUP: "SIGHUP (the terminal closed)"
        case SIGQUIT: "SIGQUIT"
        case SIGUSR1: "SIGUSR1"
        case SIGUSR2: "SIGUSR2"
        case SIGALRM: "SIGALRM"
        default: "signal \(signal)"
        }
    }
}
