import FaceNavCore
import Inputs
import Runtime
import SceneApp
import ScreenRendering

/// FaceNav's own screens over any app opened with `facenav run --app` (the swipe cards, the selfie, the
/// document capture, the game, the launcher): pause, settings, the message history, the camera, close app
/// and quit, reached by face alone, in the one loop, without any app having to know.
///
/// While the app runs, every input goes to it, except what asks for FaceNav's screens: the gesture bound
/// to pause (both eyes closed for a second by default) or the `p` key, which does the same; the voice words
/// pause, help, settings, history and camera; and quit by voice or gesture, which asks first (inside an
/// app the launcher opened, it closes that app instead). Then the app waits behind the paused screen
/// (`Scenes/settings/paused.yaml`): the face drives its cursor and dwell as in any scene app; Close app
/// goes back to the launcher (else asks whether to quit); Quit asks first with Cancel under the cursor.
/// Resume, the pause gesture or `p` again, or back on the paused screen (wink left, Escape) gives the app
/// back its inputs. Settings are saved to the profile as anywhere and handed to the app at once
/// (`ProfileFollowing`); every announcement of the app is kept for the message history. The emulated face
/// (`f`) lives here too, so it drives every app and these screens alike.
public struct HandsFreeShell: Feature {
    public typealias Action = ProgramInput

    /// Where the screens save a changed profile; nil keeps changes for this run.
    public var profilePath: String?
    /// How the camera screen and the wizard draw the picture.
    public var previewMode: CameraPreview.Mode

    public init(profilePath: String? = nil, previewMode: CameraPreview.Mode = .ascii) {
        self.profilePath = profilePath
        self.previewMode = previewMode
    }

    /// The commands that open FaceNav's screens over the app.
    static let opening: Set<Command> = [.pauseResume, .help, .settings, .history, .camera]

    /// The shell's state: `app` with the paused screen of `screens` (the settings app) ready behind it.
    /// - Parameter hasVoice: whether a voice speaks (`AppState.hasVoice`), for the Speech settings page.
    public func initialState(
        app: FeatureInstance, screens: AppDefinition, profile: Profile, size: Size, hasVoice: Bool = true
    ) -> HandsFreeShellState {
        var definition = screens
        definition.rootSceneID = AppState.pausedSceneID
        var settings = AppState(app: definition, profile: profile, screenSize: size)
        settings.hasVoice = hasVoice
        return HandsFreeShellState(app: app, screens: settings)
    }

    /// Whether the paused screen was loaded; without it the app runs alone.
    func hasScreens(_ state: HandsFreeShellState) -> Bool {
        state.screens.app.scenes[AppState.pausedSceneID] != nil
    }

    public func action(for input: ProgramInput) -> ProgramInput? { input }

    public func start(_ state: inout HandsFreeShellState, at time: Double) -> [ProgramEffect] {
        _ = state.screens.reduce(.started, at: time)
        var effects = keep(state.app.start(at: time), in: &state, at: time)
        guard hasScreens(state) else { return effects }
        let gesture = state.screens.profile.bindings.first { $0.value == .pauseResume }?.key.spokenName
        let hint =
            "For FaceNav's settings, messages and quit: " + (gesture.map { "\($0), or " } ?? "") + "say pause."
        _ = state.screens.reduce(.saidElsewhere(Announcement(hint)), at: time)
        effects.append(.announce(Announcement(hint)))
        return effects
    }

    public func reduce(_ state: inout HandsFreeShellState, _ input: ProgramInput, at time: Double)
        -> [ProgramEffect]
    {
        emulate(input, in: &state, at: time) ?? route(input, in: &state, at: time)
    }

    /// An input, the emulated face's aside: to FaceNav's screens while they show, else to the app unless it
    /// asks for the screens.
    func route(_ input: ProgramInput, in state: inout HandsFreeShellState, at time: Double) -> [ProgramEffect] {
        guard hasScreens(state) else { return keep(state.app.send(input, at: time), in: &state, at: time) }
        let isPicture = input.featureInput(as: CameraFrame.self) != nil
        switch input {
        case .voice(.listening), .voice(.off):
            // The screens keep whether voice input listens, for the wizard's voice step; the app has no use.
            return AppFeature(profilePath: profilePath).programEffects(
                state.screens.reduce(AppFeature().action(for: input)!, at: time))
        case .resized, .inputChanged,
            .featureInput where isPicture:
            // The screens keep the size, the picture and what drives them, shown or not.
            _ = state.screens.reduce(AppFeature().action(for: input)!, at: time)
            guard state.isShowingScreens else { break }
            // The waiting app keeps its size and what drives it; it sees no picture until it runs again.
            if isPicture { return [] }
            return keep(state.app.send(input, at: time), in: &state, at: time)
        default: break
        }
        if state.isShowingScreens { return screens(state: &state, input, at: time) }
        if let (command, source) = opening(input, state: &state) {
            return show(command, from: source, in: &state, at: time)
        }
        return keep(state.app.send(input, at: time), in: &state, at: time)
    }

    /// The emulated face (`EmulatedFaceInput`), kept by the shell so it drives whichever app runs and
    /// FaceNav's screens alike (an app opened from the launcher, the cards and the selfie had none, so a walk
    /// with it got stuck there): what it makes of `input` is routed as a camera's would be, stopping before
    /// the tick once a frame finished the run; nil when `input` is not the emulated face's.
    func emulate(_ input: ProgramInput, in state: inout HandsFreeShellState, at time: Double) -> [ProgramEffect]? {
        guard let inputs = state.emulator.inputs(for: input, takesText: takesText(state), at: time) else {
            return nil
        }
        var effects: [ProgramEffect] = []
        for next in inputs {
            if next == .tick, isFinished(state) { break }
            effects += route(next, in: &state, at: time)
        }
        return effects
    }

    /// The command asking for FaceNav's screens in `input`, if any, and where it came from: a heard word,
    /// a gesture the shell reads on the face frame (which the app then does not get, so it cannot act on
    /// it too), or the `p` key, which does what the pause gesture does (unless the app takes typed text).
    /// Quit by voice or gesture comes here too, so every app asks first the same way.
    func opening(_ input: ProgramInput, state: inout HandsFreeShellState) -> (Command, InputSource)? {
        switch input {
        case .heard(let command, let word):
            return Self.opening.contains(command) || command == .quit && !state.app.isRunningAnother
                ? (command, .voice(word: word)) : nil
        case .key(.character("p")) where !state.app.takesText:
            return (.pauseResume, .key)
        case .key(.character("?")) where !state.app.takesText && !state.app.hasOwnHelp:
            // An app with no help of its own (the cards, the selfie, the document): FaceNav's, as "help" says.
            return (.help, .key)
        case .faceMeasured(let measurement):
            state.gestures.settings = state.screens.profile.gestures
            // Dwell on the "? Help" the shell draws over the app (`ShellHelpTarget`).
            if state.help.update(measurement, profile: state.screens.profile, size: state.screens.screenSize) {
                return (.help, .gesture(.dwell))
            }
            for gesture in state.gestures.update(measurement) {
                if let command = state.screens.profile.command(for: gesture),
                    Self.opening.contains(command) || command == .quit && !state.app.isRunningAnother
                {
                    return (command, .gesture(gesture))
                }
            }
            return nil
        default: return nil
        }
    }

    /// Shows the paused screen (and on it the screen `command` asked for, or the question whether to quit)
    /// over the waiting app.
    func show(_ command: Command, from source: InputSource, in state: inout HandsFreeShellState, at time: Double)
        -> [ProgramEffect]
    {
        state.isShowingScreens = true
        // The screens start afresh; their face is found, then the settle time before anything can press.
        var effects = state.screens.reduce(.overApp(showing: true), at: time)
        state.gestures.reset()
        let resume = state.screens.profile.bindings.first { $0.value == .pauseResume }?.key.spokenName
        effects += state.screens.reduce(
            .notice(
                Announcement(
                    "Paused. Resume, Settings, Messages, Camera, Recenter, Close app, Quit."
                        + (resume.map { " \($0) again resumes." } ?? ""), priority: .important)), at: time)
        switch command {
        case .help, .settings, .history, .camera:
            effects += state.screens.reduce(.command(command, source: .key), at: time)
        case .quit: effects += state.screens.reduce(.command(.quit, source: source), at: time)
        default: break
        }
        return AppFeature(profilePath: profilePath).programEffects(effects)
    }

    /// An input while FaceNav's screens show: theirs, until Resume, the pause command again, or Quit.
    func screens(state: inout HandsFreeShellState, _ input: ProgramInput, at time: Double) -> [ProgramEffect] {
        guard let action = AppFeature().action(for: input) else { return [] }
        let atPausedScreen =
            !state.screens.navigation.canGoBack && state.screens.overlay == nil && !state.screens.isShowingHelp
        let effects = state.screens.reduce(action, at: time)
        for case .saveProfile(let profile) in effects {
            // Applied to the waiting app too, at once.
            state.app.follow(profile)
            state.gestures.settings = profile.gestures
        }
        // Resume, the pause command again, or back on the paused screen itself (Escape, wink left, "back").
        let resumed =
            state.screens.isPaused || effects.contains(.delegate(.resume))
            || atPausedScreen && effects.contains(.delegate(.backAtRoot))
        var result = AppFeature(profilePath: profilePath).programEffects(effects)
        let closing = effects.contains(.delegate(.closeApp))
        if closing, !state.app.isRunningAnother {
            // The only app: closing it is quitting FaceNav, asked first.
            return result + screens(state: &state, .heard(.quit, word: "close app"), at: time)
        }
        guard resumed || closing, !state.screens.isQuitting else { return result }
        // Pausing on the paused screen is resuming the app.
        state.isShowingScreens = false
        state.gestures.reset()
        state.help.reset()
        var hidden = state.screens.reduce(.overApp(showing: false), at: time)
        hidden += state.screens.reduce(.notice(Announcement("Resumed", priority: .important)), at: time)
        result += AppFeature(profilePath: profilePath).programEffects(hidden)
        guard closing else { return result }
        // The app's own quit, as the keyboard's q (or, in an answer field, the word): the launcher comes back.
        let quit: ProgramInput = state.app.takesText ? .heard(.quit, word: "quit") : .key(.character("q"))
        return result + keep(state.app.send(quit, at: time), in: &state, at: time)
    }

    /// The app's effects, its announcements also kept for the message history.
    func keep(_ effects: [ProgramEffect], in state: inout HandsFreeShellState, at time: Double) -> [ProgramEffect] {
        for case .announce(let announcement) in effects {
            _ = state.screens.reduce(.saidElsewhere(announcement), at: time)
        }
        return effects
    }

    /// The app's screen, with "? Help" at its top right while a face drives (dwell there opens FaceNav's
    /// screens), or FaceNav's screens.
    public func render(_ state: HandsFreeShellState, size: Size) -> ScreenBuffer {
        guard state.isShowingScreens else {
            var buffer = state.app.render(size: size)
            guard hasScreens(state), state.help.cursor != nil, size.width >= 20 else { return buffer }
            let target = ShellHelpTarget.rect(in: size)
            let hovered = state.help.isHovered(in: size)
            buffer.fill(target, with: Cell(" ", style: CellStyle(reverse: hovered, role: .chrome)))
            buffer.write(
                ScreenLayout.helpLabel, x: target.minX + 1, y: target.minY,
                style: CellStyle(bold: true, reverse: hovered, underline: hovered, role: .chrome))
            return buffer
        }
        return ScreenRenderer(previewMode: previewMode).render(state.screens)
    }

    public func isFinished(_ state: HandsFreeShellState) -> Bool { state.app.isFinished || state.screens.isQuitting }

    public func takesText(_ state: HandsFreeShellState) -> Bool { !state.isShowingScreens && state.app.takesText }
    public func isRunningAnother(_ state: HandsFreeShellState) -> Bool { state.app.isRunningAnother }

    public func wantsTicks(_ state: HandsFreeShellState) -> Bool {
        if state.emulator.isOn { return true }
        guard state.isShowingScreens else { return state.app.wantsTicks }
        return AppFeature().wantsTicks(state.screens)
    }
}
