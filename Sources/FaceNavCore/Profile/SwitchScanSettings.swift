/// The pace of switch scanning.
public struct SwitchScanSettings: Hashable, Sendable {
    /// Whether the app scans: targets highlighted in turn, the press gesture pressing the highlighted one,
    /// in place of pointing with the head and dwelling.
    public var isEnabled: Bool
    /// Seconds each highlight lasts before the next.
    public var interval: Double
    /// Full passes over a row's items with no press before scanning goes back to the rows.
    public var passesBeforeReturn: Int

    /// 1.2 s a step: long enough to see the highlight and react with a slow gesture (a held wink takes
    /// about 0.5 s from seeing to firing), short enough that a 4-row screen is scanned in 5 s.
    public init(isEnabled: Bool = false, interval: Double = 1.2, passesBeforeReturn: Int = 2) {
        self.isEnabled = isEnabled
        self.interval = interval
        self.passesBeforeReturn = passesBeforeReturn
    }

    public static let `default` = SwitchScanSettings()
}
