import FaceNavCore
import Inputs
import Runtime
import SceneApp
import ScreenRendering

/// The document capture app (`facenav run --app document`): `DocumentFlow` decides the screens, the scene
/// app over `Scenes/document` shows them, so face, voice, dwell, keys and mouse all work on them.
///
/// Buttons emit events (`type-cnh`, `capture`, `confirm`...) that become flow actions, as the launcher reads
/// its menu's events. The flow's effects are performed through the loop: a still is `ProgramEffect.capture`
/// (answered by `.captured`, which carries the backend's verdict or why nothing was saved); the camera check
/// passes at once while frames are arriving (`.frameSeen` within `cameraWaitSeconds`), else it is
/// `ProgramEffect.checkCamera`, answered by `.cameraChecked` with the reason the camera cannot be opened (no
/// device, busy, no permission, no picture); the verdict of the submission is the two sides' verdicts
/// together, so no I/O happens in reduce.
///
/// Time moves on with every face measurement and frame as well as with ticks, so the timed screens (the
/// instruction, processing) move on in a headless run, which sends no ticks.
public struct DocumentCaptureFeature: Feature {
    public typealias Action = ProgramInput

    /// How recent a frame must be for the camera check to pass without opening the camera (seconds).
    public static let cameraWaitSeconds = 2.0

    /// How the live preview is drawn: half blocks in colour terminals, characters under NO_COLOR and in tests.
    public var previewMode: CameraPreview.Mode

    public init(previewMode: CameraPreview.Mode = .ascii) {
        self.previewMode = previewMode
    }

    public func initialState(app: AppDefinition, profile: Profile = .default, size: Size = Size(width: 80, height: 24))
        -> DocumentCaptureState
    {
        DocumentCaptureState(screens: AppState(app: app, profile: profile, screenSize: size))
    }

    public func action(for input: ProgramInput) -> ProgramInput? { input }

    /// The flow's first words reach the status line, the message history and the event log, as every
    /// message of the flow does (`say`).
    public func start(_ state: inout DocumentCaptureState, at time: Double) -> [ProgramEffect] {
        AppFeature.programEffects(state.screens.reduce(.started, at: time))
            + say(Announcement(state.flow.announcement), in: &state, at: time)
    }

    /// Says `announcement` through the scene app: spoken, shown on the status line, kept in the message
    /// history and logged (an `announce` effect alone is only spoken).
    private func say(_ announcement: Announcement, in state: inout DocumentCaptureState, at time: Double)
        -> [ProgramEffect]
    {
        AppFeature.programEffects(state.screens.reduce(.notice(announcement), at: time))
    }

    /// Where the kept JPEGs are, for the result screen and the last words: "2 photos kept in FOLDER:
    /// a.jpg, b.jpg."; nil when none was kept.
    public static func whereFilesWent(_ files: [String]) -> String? {
        guard let last = files.last else { return nil }
        var names: [String] = []
        var folders: [String] = []
        for file in files {
            let slash = file.lastIndex(of: "/")
            let folder = slash.map { String(file[..<$0]) } ?? "."
            let name = slash.map { String(file[file.index(after: $0)...]) } ?? file
            if !folders.contains(folder) { folders.append(folder) }
            if !names.contains(name) { names.append(name) }
        }
        let count = Set(files).count
        let photos = count == 1 ? "1 photo" : "\(count) photos"
        if folders.count == 1 { return "\(photos) kept in \(folders[0]): \(names.joined(separator: ", "))." }
        return "\(photos) kept, the last in \(last)."
    }

    public func reduce(_ state: inout DocumentCaptureState, _ input: ProgramInput, at time: Double) -> [ProgramEffect] {
        var effects: [ProgramEffect] = []
        if let frame = input.featureInput(as: CameraFrame.self) {
            state.lastFrameAt = time
            state.preview = frame.image
            if state.flow.isTimed { effects += send(.tick, to: &state, at: time) }
        } else if let status = input.featureInput(as: CameraStatus.self) {
            effects += send(.cameraProbed(status), to: &state, at: time)
        } else if let result = input.featureInput(as: CaptureResult.self) {
            effects += captured(result, in: &state, at: time)
        }
        switch input {
        case .faceMeasured:
            if state.flow.isTimed { effects += send(.tick, to: &state, at: time) }
        case .tick:
            effects += send(.tick, to: &state, at: time)
        default:
            break
        }
        guard let action = AppFeature().action(for: input) else { return effects }
        let before = state.screens.navigation
        let appEffects = state.screens.reduce(action, at: time)
        effects += AppFeature.programEffects(appEffects)
        var pressed = false
        for case .delegate(.emitted(let name)) in appEffects {
            guard let flowAction = Self.flowAction(for: name) else { continue }
            pressed = true
            effects += send(flowAction, to: &state, at: time)
        }
        // Back (Esc, a wink, the bar's ‹ Back) moved the scene app by itself: the flow decides what back means.
        if !pressed && state.screens.navigation != before {
            state.screens.navigation = before
            effects += send(.backPressed, to: &state, at: time)
        }
        return effects
    }

    /// A photo's result: the file kept, and the side's verdict for the flow (or why nothing was saved).
    private func captured(_ result: CaptureResult, in state: inout DocumentCaptureState, at time: Double)
        -> [ProgramEffect]
    {
        guard case .document(let name) = result.request, let side = DocumentSide(rawValue: name) else { return [] }
        if let file = result.file { state.files.append(file) }
        switch result.outcome {
        case .failed(let reason):
            return send(.saveFailed(message: "Not saved: \(reason)"), to: &state, at: time)
        case .success, .tryAgain:
            state.verdicts[side] = result.outcome
            return send(.stillCaptured(side), to: &state, at: time)
        }
    }

    /// A button's event as a flow action.
    static func flowAction(for event: String) -> DocumentFlowAction? {
        switch event {
        case "type-cnh": .typeChosen(.cnh)
        case "type-rg": .typeChosen(.rg)
        case "back": .backPressed
        case "check": .checkPressed
        case "settings": .settingsPressed
        case "settings-closed": .settingsClosed
        case "close": .closePressed
        case "close-confirm": .closeConfirmed
        case "close-cancel": .closeCancelled
        case "continue": .continuePressed
        case "capture": .capturePressed
        case "retake": .retakePressed
        case "confirm": .confirmPressed
        case "retry": .retryPressed
        default: nil
        }
    }

    /// Runs one flow action, performs its effects (through the loop or from what is known), and shows the
    /// flow's screen.
    private func send(_ action: DocumentFlowAction, to state: inout DocumentCaptureState, at time: Double)
        -> [ProgramEffect]
    {
        var pending = [action]
        var effects: [ProgramEffect] = []
        while !pending.isEmpty {
            let next = pending.removeFirst()
            for effect in state.flow.reduce(next, at: time) {
                switch effect {
                case .announce(let text): effects += say(Announcement(text, priority: .important), in: &state, at: time)
                case .finish:
                    if let files = Self.whereFilesWent(state.files) {
                        effects += say(Announcement(files, priority: .important), in: &state, at: time)
                    }
                    effects += [.log(Self.outcomeLine(state.flow.outcome, at: time)), .quit]
                case .takeStill(let side):
                    state.stills[side] = state.preview
                    effects.append(.capture(.document(side: side.rawValue)))
                case .probeCamera:
                    if let seen = state.lastFrameAt, time - seen < Self.cameraWaitSeconds {
                        pending.append(.cameraProbed(.ready))
                    } else {
                        effects.append(.checkCamera)
                    }
                case .submit:
                    pending.append(.judged(Self.verdict(of: state.verdicts)))
                }
            }
        }
        show(state.flow, in: &state.screens, files: state.files)
        return effects
    }

    /// The event-log line of the flow's end, as the SDK reports its result to the app:
    /// `{"t":12.5,"type":"document","event":"finished","outcome":"error","reason":"no camera permission"}`.
    static func outcomeLine(_ outcome: DocumentResult?, at time: Double) -> String {
        var json = JSONLineWriter()
        json.add("t", time)
        json.add("type", "document")
        json.add("event", "finished")
        switch outcome {
        case nil: json.add("outcome", "closed")
        case .success?: json.add("outcome", "success")
        case .tryAgain(let problems)?:
            json.add("outcome", "tryAgain")
            json.add("reason", problems.joined(separator: " "))
        case .error(let reason)?:
            json.add("outcome", "error")
            json.add("reason", reason)
        }
        return json.line
    }

    /// Both sides' verdicts as one result: every problem of either side, else success.
    static func verdict(of verdicts: [DocumentSide: CaptureResult.Outcome]) -> DocumentResult {
        var problems: [String] = []
        for side in [DocumentSide.front, .back] {
            switch verdicts[side] {
            case .tryAgain(let found)?: problems += found.map { "\(side.rawValue): \($0)" }
            case .failed(let reason)?: return .error(reason: reason)
            case nil: return .error(reason: "the \(side.rawValue) was not captured")
            case .success?: break
            }
        }
        return problems.isEmpty ? .success : .tryAgain(problems: problems)
    }

    /// Puts the scene app on the flow's screen (and sheet), with the flow's words in its labels.
    func show(_ flow: DocumentFlow, in screens: inout AppState, files: [String] = []) {
        let (root, sheet) = Self.scenes(for: flow)
        var values: [(String, String, String)] =
            switch flow.screen {
            case .cameraPermission(let problem, _):
                [
                    (
                        "camera-permission", "reason",
                        flow.isCheckingCamera
                            ? "Checking the camera…" : "The camera cannot be opened: \(problem.reason ?? "unknown")."
                    ),
                    ("camera-settings", "fix", "For this camera: \(problem.fix ?? "")"),
                ]
            case .result(.tryAgain(let problems)): [("result-try-again", "problems", problems.joined(separator: " "))]
            case .result(.error(let reason)): [("result-error", "reason", "Reason: \(reason).")]
            case .capture(let side): [("capture-\(side.rawValue)", "message", flow.message ?? " ")]
            case .confirm(let side):
                [("confirm-\(side.rawValue)", "message", flow.message ?? "Check that every letter can be read.")]
            default: []
            }
        if case .result = flow.screen {
            values.append((root, "files", Self.whereFilesWent(files) ?? "No photo was kept."))
        }
        for (scene, widget, text) in values {
            screens.widgetStates.values[WidgetKey(sceneID: scene, widgetID: widget)] = text
        }
        guard screens.navigation.topSceneID != root || screens.navigation.sheet != sheet else { return }
        var app = screens.app
        app.rootSceneID = root
        var navigation = NavigationState(app: app)
        if let sheet { navigation.present(sheet: sheet) }
        screens.navigation = navigation
    }

    /// The scene and the sheet over it that show the flow's screen.
    static func scenes(for flow: DocumentFlow) -> (root: String, sheet: String?) {
        let screen: (String, String?) =
            switch flow.screen {
            case .chooseType: ("choose-type", nil)
            case .loading: ("loading", nil)
            case .cameraPermission(_, let settings): ("camera-permission", settings ? "camera-settings" : nil)
            case .instruction(let side, _): ("instruction-\(side.rawValue)", nil)
            case .example(let side): ("example-\(side.rawValue)", nil)
            case .capture(let side): ("capture-\(side.rawValue)", nil)
            case .confirm(let side): ("capture-\(side.rawValue)", "confirm-\(side.rawValue)")
            case .processing: ("processing", nil)
            case .result(.success): ("result-success", nil)
            case .result(.tryAgain): ("result-try-again", nil)
            case .result(.error): ("result-error", nil)
            }
        return (screen.0, flow.confirmingClose ? "confirm-close" : screen.1)
    }

    /// The scene app's screen; on the capture screen the camera widget shows the live picture, with the
    /// document's frame as a mask (a box at the middle two thirds), the place to hold the document.
    public func render(_ state: DocumentCaptureState, size: Size) -> ScreenBuffer {
        var buffer = ScreenRenderer().render(state.screens)
        if case .confirm(let side) = state.flow.screen, !state.flow.confirmingClose {
            drawStill(state.stills[side], state: state, into: &buffer)
            return buffer
        }
        guard case .capture = state.flow.screen, !state.flow.confirmingClose, let image = state.preview,
            let camera = state.screens.layout.widgets.first(where: {
                if case .cameraPreview = $0.widget.kind { true } else { false }
            })
        else { return buffer }
        let inside = camera.rect.inset(by: 1)
        guard inside.size.width > 6, inside.size.height > 4 else { return buffer }
        CameraPreview(mode: previewMode).draw(image, overlay: nil, in: inside, into: &buffer)
        let picture = CameraPreview.pictureRect(for: image, in: inside)
        let (width, height) = (picture.size.width * 4 / 5, picture.size.height * 2 / 3)
        let mask = Rect(
            x: picture.origin.x + (picture.size.width - width) / 2,
            y: picture.origin.y + (picture.size.height - height) / 2,
            width: width, height: height)
        buffer.drawBox(mask, .heavy)
        // The cursor stays visible over the picture: its cell reversed and underlined, as everywhere.
        let cursor = state.screens.cursor
        buffer.restyle(Rect(x: cursor.x, y: cursor.y, width: 1, height: 1)) {
            $0.reverse = true
            $0.underline = true
        }
        return buffer
    }

    /// "Is the front readable?": the picture just taken, drawn as the live preview is, in the camera widget
    /// above the question's sheet (the rows the sheet covers stay the sheet's).
    private func drawStill(_ image: PreviewImage?, state: DocumentCaptureState, into buffer: inout ScreenBuffer) {
        guard let image,
            let camera = state.screens.layout.widgets.first(where: {
                if case .cameraPreview = $0.widget.kind { true } else { false }
            })
        else { return }
        let inside = camera.rect.inset(by: 1)
        let bottom = min(inside.maxY, state.screens.layout.sheet?.rect.minY ?? inside.maxY)
        let visible = Rect(
            x: inside.origin.x, y: inside.origin.y, width: inside.size.width, height: bottom - inside.minY)
        guard visible.size.width > 6, visible.size.height > 2 else { return }
        var picture = buffer
        CameraPreview(mode: previewMode).draw(image, overlay: nil, in: visible, into: &picture)
        for y in visible.minY..<visible.maxY {
            for x in visible.minX..<visible.maxX { buffer[x, y] = picture[x, y] }
        }
        buffer.write(" The photo just taken ", x: visible.minX + 1, y: camera.rect.minY, style: CellStyle(bold: true))
    }

    public func isFinished(_ state: DocumentCaptureState) -> Bool { state.flow.isFinished || state.screens.isQuitting }
}
