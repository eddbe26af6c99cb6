import FaceNavCore
import SceneApp

/// Drives an `AppState` in tests: sends actions at given times and keeps every effect.
public struct AppDriver {
    public var state: AppState
    public private(set) var effects: [Effect] = []
    public var time = 0.0

    public init(
        app: AppDefinition = SampleApp.make(), profile: Profile = .default, size: Size = Size(width: 60, height: 24)
    ) {
        state = AppState(app: app, profile: profile, screenSize: size)
    }

    /// Sends an action at the current time, or at `at` (which becomes the current time).
    @discardableResult
    public mutating func send(_ action: Action, at: Double? = nil) -> [Effect] {
        if let at { time = at }
        let produced = state.reduce(action, at: time)
        effects += produced
        return produced
    }

    public mutating func press(_ keys: Key...) {
        for key in keys { send(.key(key)) }
    }

    /// Feeds face frames in order, each at its own time.
    public mutating func feed(_ frames: [FaceMeasurement]) {
        for frame in frames { send(.faceMeasured(frame), at: frame.time) }
    }

    /// Every logged event so far.
    public var events: [AppEvent] {
        effects.compactMap {
            if case .log(let event) = $0 { return event }
            return nil
        }
    }

    /// Every announcement's text so far.
    public var announcements: [String] {
        effects.compactMap {
            if case .announce(let a) = $0 { return a.text }
            return nil
        }
    }

    /// Activations logged so far: the presses a test counts to prove there were none by accident.
    public var activations: [AppEvent] {
        events.filter {
            if case .activation = $0.kind { return true }
            return false
        }
    }

    /// Puts the cursor on the first region whose label matches.
    public mutating func point(at label: String) {
        guard let region = state.layout.regions.last(where: { $0.label == label && $0.target != nil }) else {
            preconditionFailure("no target labelled \(label) on \(state.navigation.topSceneID)")
        }
        send(.pointerMoved(region.rect.center))
    }
}
