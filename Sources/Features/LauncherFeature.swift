import FaceNavCore
import Runtime
import SceneApp
import ScreenRendering

/// The launcher (`facenav run --app launcher`): a screen listing the bundled apps and the game, opened by
/// face, voice, dwell, keys or mouse; what it opens runs inside it, and quitting that comes back here.
///
/// The menu is itself a scene app built in code, so the face, gestures, cursor and dwell work on it as on
/// any app; a button emits `open-N`, which the menu hands the launcher as a delegate effect. Quit asks first,
/// with "Stay" under the cursor, so a dwell can never quit by itself.
public struct LauncherFeature: Feature {
    public typealias Action = ProgramInput

    /// Something the launcher can open: its title, and how to make a fresh one.
    public struct Entry {
        public var title: String
        /// Makes the feature, given the files written by what the launcher opened before (path: contents),
        /// so a game opened again continues from the progress it saved, not from what was read at launch.
        public var open: (_ written: [String: String]) -> FeatureInstance

        public init(title: String, open: @escaping (_ written: [String: String]) -> FeatureInstance) {
            self.title = title
            self.open = open
        }

        /// An entry that starts the same way every time it is opened.
        public init(title: String, open: @escaping () -> FeatureInstance) {
            self.init(title: title) { _ in open() }
        }
    }

    public var entries: [Entry]

    public init(entries: [Entry]) {
        self.entries = entries
    }

    /// The launcher's state at the start: the menu, nothing opened.
    public func initialState(profile: Profile = .default, size: Size = Size(width: 80, height: 24)) -> LauncherState {
        LauncherState(menu: AppState(app: menu, profile: profile, screenSize: size), size: size)
    }

    /// The menu as an app: one button per entry, then Quit behind a confirmation.
    public var menu: AppDefinition {
        let buttons = entries.enumerated().map { index, entry in
            Widget(id: "open-\(index)", kind: .button(label: entry.title), actions: [.emit(event: "open-\(index)")])
        }
        let home = Scene(
            id: "launcher", title: "FaceNav",
            widgets: [Widget(id: "intro", kind: .label(text: "Choose what to open."))] + buttons + [
                Widget(id: "quit", kind: .button(label: "Quit"), actions: [.presentSheet(sceneID: "confirm-quit")])
            ])
        let confirm = Scene(
            id: "confirm-quit", title: "Quit FaceNav?",
            widgets: [
                Widget(
                    id: "choices",
                    kind: .row(children: [
                        Widget(id: "stay", kind: .button(label: "Stay"), actions: [.dismissSheet]),
                        Widget(id: "really-quit", kind: .button(label: "Quit"), actions: [.quit]),
                    ]))
            ], presentation: .sheet)
        return AppDefinition(
            title: "FaceNav", rootSceneID: "launcher", scenes: ["launcher": home, "confirm-quit": confirm])
    }

    public func action(for input: ProgramInput) -> ProgramInput? { input }

    public func start(_ state: inout LauncherState, at time: Double) -> [ProgramEffect] {
        AppFeature.programEffects(state.menu.reduce(.started, at: time))
    }

    public func reduce(_ state: inout LauncherState, _ input: ProgramInput, at time: Double) -> [ProgramEffect] {
        if case .resized(let size) = input { state.size = size }
        if case .inputChanged(let name) = input { state.inputName = name }
        if var running = state.running, input != .quitRequested {
            // The opened feature's quit ends it, not the program: the launcher comes back.
            var effects = running.send(input, at: time).filter { $0 != .quit }
            for case .writeFile(let path, let contents) in effects { state.written[path] = contents }
            state.running = running
            if running.isFinished {
                state.running = nil
                effects += AppFeature.programEffects(state.menu.reduce(.resized(state.size), at: time))
                effects += AppFeature.programEffects(
                    state.menu.reduce(.notice(Announcement("Back in the launcher.", priority: .important)), at: time))
            }
            return effects
        }
        guard let action = AppFeature().action(for: input) else { return [] }
        let effects = state.menu.reduce(action, at: time)
        var result = AppFeature.programEffects(effects)
        for case .delegate(.emitted(let name)) in effects {
            guard name.hasPrefix("open-"),
                let index = Int(name.dropFirst(5)), entries.indices.contains(index)
            else { continue }
            var opened = entries[index].open(state.written)
            result += opened.start(size: state.size, at: time)
            result += opened.send(.inputChanged(state.inputName), at: time)
            state.running = opened
        }
        return result
    }

    public func render(_ state: LauncherState, size: Size) -> ScreenBuffer {
        state.running?.render(size: size) ?? ScreenRenderer().render(state.menu)
    }

    public func isFinished(_ state: LauncherState) -> Bool { state.menu.isQuitting }

    public func takesText(_ state: LauncherState) -> Bool { state.running?.takesText ?? false }
    public func isRunningAnother(_ state: LauncherState) -> Bool { state.running != nil }
    /// The menu's help is a scene app's; an opened feature answers for itself.
    public func hasOwnHelp(_ state: LauncherState) -> Bool { state.running?.hasOwnHelp ?? true }

    public func wantsTicks(_ state: LauncherState) -> Bool {
        state.running?.wantsTicks ?? false
    }
}
