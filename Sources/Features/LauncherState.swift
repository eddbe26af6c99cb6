import FaceNavCore
import Runtime
import SceneApp

/// What the launcher knows: its menu, and what it has opened, if anything.
public struct LauncherState: Hashable {
    /// The menu, a scene app with one button per entry.
    public var menu: AppState
    /// The app or game opened from the menu; nil while the menu shows.
    public var running: FeatureInstance?
    /// The terminal's size, handed to what is opened.
    public var size: Size
    /// What drives the program ("camera /dev/video0", "keyboard"), handed to what is opened.
    public var inputName = "keyboard"
    /// The files what was opened asked to write (`ProgramEffect.writeFile`), latest contents by path: what it
    /// starts from when opened again. Kept from the effects, never read from disk, so a replay is the same.
    public var written: [String: String] = [:]

    public init(menu: AppState, running: FeatureInstance? = nil, size: Size) {
        self.menu = menu
        self.running = running
        self.size = size
    }
}
