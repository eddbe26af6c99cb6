/// How a submission ended, as the result screen shows it.
public enum DocumentResult: Hashable, Sendable {
    case success
    /// The backend could not read the capture; each problem carries its advice ("Too dark: find more light").
    case tryAgain(problems: [String])
    /// The flow could not go on; the reason is fit to print ("no camera permission").
    case error(reason: String)
}
