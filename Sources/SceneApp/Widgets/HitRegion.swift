import FaceNavCore

/// A rectangle of the screen and what it hits; regions later in a layout are on top.
///
/// A region with no target blocks what is under it (a sheet's background) without being pressable.
public struct HitRegion: Hashable, Sendable {
    public var rect: Rect
    public var target: HitTarget?
    /// A short spoken label: a button's text, a row's label, a tab's title.
    public var label: String

    public init(rect: Rect, target: HitTarget?, label: String) {
        self.rect = rect
        self.target = target
        self.label = label
    }
}
