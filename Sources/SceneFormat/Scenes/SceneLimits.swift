/// The largest sizes and counts a scene may ask for, checked where the file is read: a screen is at most
/// 1000x1000 cells (as `--size` allows), so a widget or a grid cell larger than that never fits, and a
/// scene of more than 1000 widgets cannot be drawn every frame.
enum SceneLimits {
    /// A widget's width or height, a grid's cell size or column count, in cells.
    static let cells = 1000
    /// Widgets in one scene.
    static let widgets = 1000
}
