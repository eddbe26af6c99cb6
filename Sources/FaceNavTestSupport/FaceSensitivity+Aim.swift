import FaceNavCore

extension FaceSensitivity {
    /// The pose (from a neutral of 0, 0) that puts the absolute cursor on `point` of a `size` screen: the
    /// inverse of the cursor's absolute mapping, for tests that aim at a widget.
    public func pose(aimingAt point: Point, on size: Size) -> (yaw: Double, pitch: Double) {
        let across = Double(point.x) / (Double(size.width - 1) / 2) - 1
        let down = Double(point.y) / (Double(size.height - 1) / 2) - 1
        return (
            -across * (across < 0 ? limitLeft : limitRight),
            -down * (down < 0 ? limitTop : limitBottom)
        )
    }
}
