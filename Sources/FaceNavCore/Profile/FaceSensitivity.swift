/// How far (radians from neutral) the head must turn, per direction, to put the cursor at that screen edge.
public struct FaceSensitivity: Hashable, Sendable {
    public var limitTop: Double
    public var limitBottom: Double
    public var limitLeft: Double
    public var limitRight: Double

    public init(
        limitTop: Double = 0.15, limitBottom: Double = 0.15, limitLeft: Double = 0.20, limitRight: Double = 0.20
    ) {
        self.limitTop = limitTop
        self.limitBottom = limitBottom
        self.limitLeft = limitLeft
        self.limitRight = limitRight
    }

    public static let `default` = FaceSensitivity()
}
