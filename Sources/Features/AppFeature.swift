import FaceNavCore
import Inputs
import Runtime
import SceneApp
import SceneFormat
import ScreenRendering
import VoiceCommands

/// The scene app (`facenav run`) as a feature of the program loop: `AppState` reduced, `ScreenRenderer`
/// drawing it.
public struct AppFeature: Feature {
    /// Where a changed profile (settings, calibration) is saved; nil: changes last for this run only.
    public var profilePath: String?
    /// Whether the calibration wizard opens when a face is first found (first run: no saved profile yet).
    public var calibratesOnFirstFace: Bool
    /// How the camera screen and the wizard draw the live picture (half blocks, or ASCII under `NO_COLOR`).
    public var previewMode: CameraPreview.Mode

    public init(
        profilePath: String? = nil, calibratesOnFirstFace: Bool = false, previewMode: CameraPreview.Mode = .ascii
    ) {
        self.profilePath = profilePath
        self.calibratesOnFirstFace = calibratesOnFirstFace
        self.previewMode = previewMode
    }

    public func action(for input: ProgramInput) -> Action? { input.action(as: Action.self) }

    /// The cursor starts in the middle of the content, as `c` (recenter) puts it.
    /// With `calibratesOnFirstFace`, the wizard waits for the face (a run with no camera never sees it), and
    /// the log says so first, so a replay of the run opens it too (`calibratesOnFirstFace(inLog:)`).
    public func start(_ state: inout AppState, at time: Double) -> [ProgramEffect] {
        let started = programEffects(state.reduce(calibratesOnFirstFace ? .startedFirstRun : .started, at: time))
        guard calibratesOnFirstFace else { return started }
        var json = JSONLineWriter()
        json.add("t", time)
        json.add("type", "start")
        json.add("calibratesOnFirstFace", true)
        return [.log(json.line)] + started
    }

    /// Whether the run an event log records opened the calibration wizard on the first face (a first live
    /// run): its replay must, or the inputs that drove the wizard would land on another screen.
    public static func calibratesOnFirstFace(inLog logText: String) -> Bool {
        logText.split(separator: "\n").contains {
            $0.contains(#""type":"start""#) && $0.contains(#""calibratesOnFirstFace":true"#)
        }
    }

    public func reduce(_ state: inout AppState, _ action: Action, at time: Double) -> [ProgramEffect] {
        programEffects(state.reduce(action, at: time))
    }

    public func render(_ state: AppState, size: Size) -> ScreenBuffer {
        ScreenRenderer(previewMode: previewMode).render(state)
    }

    public func isFinished(_ state: AppState) -> Bool { state.isQuitting }

    /// `?` opens the scene app's help.
    public func hasOwnHelp(_ state: AppState) -> Bool { true }

    /// Ticks switch scanning's highlight when no face sends frames (a switch that is a key), turn a long
    /// message's pages, and time the wizard's voice step (its time can run out with no face). The emulated
    /// face's ticks are its host's (`EmulatedFaceHost`, `HandsFreeShell`).
    public func wantsTicks(_ state: AppState) -> Bool {
        state.profile.scanning.isEnabled || ScreenRenderer.statusIsTurningPages(state)
            || state.isInVoiceStep
    }

    /// The app's effects in the program's words; a profile is saved to `profilePath` atomically. Delegate
    /// effects are for a host, which reads them before this (`HandsFreeShell`, the launcher): none here.
    public func programEffects(_ effects: [Effect]) -> [ProgramEffect] {
        effects.flatMap(programEffects(for:))
    }

    /// One effect in the program's words: none, one, or (a forgotten voice) both of its files.
    private func programEffects(for effect: Effect) -> [ProgramEffect] {
        switch effect {
        case .announce(let announcement): [.announce(announcement)]
        case .log(let event): [.log(event.jsonLine)]
        case .saveProfile(let profile):
            [
                profilePath.map { .writeFile(path: $0, contents: ProfileFile.encode(profile)) }
                    ?? .announce(Announcement("Not saved: no profile file; the change lasts until you quit"))
            ]
        case .saveVoiceTemplates(let templates):
            profilePath.map {
                [
                    .writeFile(
                        path: VoiceTemplateFile.path(besideProfile: $0), contents: VoiceTemplateFile.encode(templates))
                ]
            } ?? []
        case .forgetVoice:
            // Emptied rather than removed: the one atomic writer replaces a file; an empty one is read as none.
            profilePath.map {
                [
                    .writeFile(
                        path: VoiceTemplateFile.path(besideProfile: $0),
                        contents: VoiceTemplateFile.encode(VoiceTemplates())),
                    .writeFile(path: MLLRTransform.path(besideProfile: $0), contents: ""),
                ]
            } ?? []
        case .configureVoice(let settings): [.feature(VoiceConfiguration(settings: settings))]
        case .configureSpeech(let speech): [.configureSpeech(speech)]
        case .quit: [.quit]
        case .delegate: []
        }
    }

    /// The app's effects in the program's words, for a run with no profile file.
    public static func programEffects(_ effects: [Effect]) -> [ProgramEffect] {
        AppFeature().programEffects(effects)
    }
}
