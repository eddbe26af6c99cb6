/// The one line refusing a number option's value that is no number to count with: `inf`, `nan`, `1e999`.
///
/// Swift reads `inf`, `infinity`, `nan` and numbers beyond a `Double`'s range as valid values, so a range
/// check alone says "must be more than 0 seconds, not inf" (or lets infinity through); this names the
/// option, what it takes and an example instead.
enum NumberOptionMessage {
    /// Nil when `value` is finite; else, for `--hint-interval`:
    /// `--hint-interval takes a number of seconds above 0, like 30; inf is not one`.
    static func nonFinite(_ value: Double, option: String, takes: String) -> String? {
        value.isFinite ? nil : "\(option) takes \(takes); \(value) is not one"
    }
}
