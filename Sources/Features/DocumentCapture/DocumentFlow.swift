import Inputs
import Runtime

/// The document capture flow (issue 12) as a pure state machine: choose the type, pass the camera check,
/// capture and confirm the front, then the back, wait for the backend, show the result.
///
/// Nothing here touches the camera, the clock or the disk: probing, taking a still and submitting are
/// `DocumentFlowEffect`s whose results come back as actions, and the timed screens (the instruction, the
/// processing screen) move on when a `.tick` finds their time has passed. Close is destructive: it asks
/// first, and the question starts on "Stay".
public struct DocumentFlow: Hashable, Sendable {
    /// How long the instruction for a side stays up before the example shows (seconds).
    public static let instructionSeconds = 3.0
    /// The least time the processing screen shows, so it is seen and heard (seconds).
    public static let processingSeconds = 1.5

    public private(set) var screen: DocumentScreen = .chooseType
    public private(set) var type: DocumentType?
    /// The sides captured and confirmed so far.
    public private(set) var confirmed: Set<DocumentSide> = []
    /// The backend's verdict, held until the processing screen has shown long enough.
    public private(set) var pendingResult: DocumentResult?
    /// A problem to show on the current screen (a failed save); cleared by the next screen.
    public private(set) var message: String?
    /// True from asking for a camera check until its answer: the notice says "Checking the camera…", and
    /// "Check again" asks nothing more meanwhile.
    public private(set) var isCheckingCamera = false
    /// True while the "Close?" confirmation is up.
    public private(set) var confirmingClose = false
    /// True once the flow has ended; `outcome` says how (nil: left from the first screen).
    public private(set) var isFinished = false
    public private(set) var outcome: DocumentResult?

    public init() {}

    /// True on a screen that moves on by itself once its time passes (the instruction, processing).
    public var isTimed: Bool {
        switch screen {
        case .instruction, .processing: true
        default: false
        }
    }

    /// Applies one action at `time` (seconds on the run's clock) and returns what to perform.
    public mutating func reduce(_ action: DocumentFlowAction, at time: Double) -> [DocumentFlowEffect] {
        guard !isFinished else { return [] }
        if case .cameraProbed = action { isCheckingCamera = false }
        if confirmingClose {
            switch action {
            case .closeConfirmed: return finish(with: closingOutcome)
            case .closeCancelled, .backPressed:
                confirmingClose = false
                return [.announce("Staying.")]
            default: return []
            }
        }
        switch (screen, action) {
        case (_, .closePressed):
            confirmingClose = true
            return [.announce("Close the document capture? Stay or Close.")]
        case (.chooseType, .typeChosen(let chosen)):
            type = chosen
            isCheckingCamera = true
            return show(.loading, at: time) + [.probeCamera]
        case (.chooseType, .backPressed):
            return finish(with: nil)
        case (.loading, .cameraProbed(.ready)), (.cameraPermission, .cameraProbed(.ready)):
            return show(.instruction(.front, until: time + Self.instructionSeconds), at: time)
        case (.loading, .cameraProbed(let problem)), (.cameraPermission(_, false), .cameraProbed(let problem)):
            return show(.cameraPermission(problem: problem, showingSettings: false), at: time)
        case (.cameraPermission(_, false), .checkPressed):
            guard !isCheckingCamera else { return [.announce("Still checking the camera.")] }
            isCheckingCamera = true
            return [.announce("Checking the camera."), .probeCamera]
        case (.cameraPermission(let problem, false), .settingsPressed):
            return show(.cameraPermission(problem: problem, showingSettings: true), at: time)
        case (.cameraPermission(let problem, true), .settingsClosed),
            (.cameraPermission(let problem, true), .backPressed):
            return show(.cameraPermission(problem: problem, showingSettings: false), at: time)
        case (.loading, .backPressed), (.cameraPermission(_, false), .backPressed):
            return show(.chooseType, at: time)
        case (.instruction(let side, let until), .tick) where time >= until:
            return show(.example(side), at: time)
        case (.instruction(let side, _), .continuePressed), (.example(let side), .continuePressed):
            return show(.capture(side), at: time)
        case (.capture(let side), .capturePressed):
            return [.takeStill(side)]
        case (.capture, .saveFailed(let problem)):
            // The still was not kept (no picture yet, a full disk, a read-only folder): say so, stay here.
            message = problem
            return [.announce(problem)]
        case (.capture(let side), .stillCaptured(let taken)) where side == taken:
            return show(.confirm(side), at: time)
        case (.confirm(let side), .retakePressed), (.confirm(let side), .backPressed):
            return show(.capture(side), at: time)
        case (.confirm(.front), .confirmPressed):
            confirmed.insert(.front)
            return show(.instruction(.back, until: time + Self.instructionSeconds), at: time)
        case (.confirm(.back), .confirmPressed):
            confirmed.insert(.back)
            pendingResult = nil
            return show(.processing(until: time + Self.processingSeconds), at: time) + [.submit(type ?? .rg)]
        case (.processing, .judged(let result)):
            pendingResult = result
            return []
        case (.processing(let until), .tick) where time >= until && pendingResult != nil:
            let result = pendingResult!
            pendingResult = nil
            return show(.result(result), at: time)
        case (.processing, .saveFailed(let problem)):
            // Nothing was half-written (saves are atomic); the back's confirmation stays, to try again.
            confirmed.remove(.back)
            let shown = show(.confirm(.back), at: time)
            message = problem
            return shown + [.announce(problem)]
        case (.result(.success), .continuePressed), (.result(.error), .continuePressed):
            if case .result(let result) = screen { return finish(with: result) }
            return []
        case (.result, .retryPressed):
            confirmed = []
            return show(.instruction(.front, until: time + Self.instructionSeconds), at: time)
        default:
            return []
        }
    }

    /// What Close ends the flow with: the permission error on the permission screen, else a cancellation.
    private var closingOutcome: DocumentResult {
        if case .cameraPermission = screen { return .error(reason: "no camera permission") }
        if case .result(let result) = screen { return result }
        return .error(reason: "cancelled")
    }

    private mutating func show(_ next: DocumentScreen, at time: Double) -> [DocumentFlowEffect] {
        screen = next
        message = nil
        return [.announce(announcement)]
    }

    private mutating func finish(with result: DocumentResult?) -> [DocumentFlowEffect] {
        confirmingClose = false
        isFinished = true
        outcome = result
        return [.announce(ending), .finish]
    }
}
