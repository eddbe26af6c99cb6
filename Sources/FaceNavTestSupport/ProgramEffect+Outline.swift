import Foundation
import Runtime

extension ProgramEffect {
    /// What the effect says (`say Face found`) or logs without its time (`log command=swipeLeft source=key
    /// type=command`, fields sorted; an announcement's log line is `log announcement`, its text being in the
    /// `say` before it): a face stream's effects checked one by one where the frame times are not worth
    /// writing out.
    public var outline: String {
        switch self {
        case .announce(let said): return "say \(said.text)"
        case .log(let line):
            guard let data = line.data(using: .utf8),
                var fields = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
            else { return "log \(line)" }
            fields["t"] = nil
            if fields["type"] as? String == "announcement" { return "log announcement" }
            return "log " + fields.keys.sorted().map { "\($0)=\(fields[$0] ?? "")" }.joined(separator: " ")
        default: return String(describing: self)
        }
    }
}
