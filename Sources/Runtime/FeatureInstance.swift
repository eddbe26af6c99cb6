import FaceNavCore
import ScreenRendering

/// A feature together with its state, whatever their types: how one feature runs another inside it (the
/// launcher runs the app or the game it opens; a mock app could run a camera screen).
///
/// It takes the same inputs as the program loop and returns the effects for the loop to perform.
public struct FeatureInstance {
    private var box: any FeatureInstanceBox

    public init<F: Feature>(_ feature: F, state: F.State) {
        box = Box(feature: feature, state: state)
    }

    /// Begins the run: the size, then the feature's start.
    public mutating func start(size: Size, at time: Double) -> [ProgramEffect] {
        box.send(.resized(size), at: time) + box.start(at: time)
    }

    /// The feature's start alone, when the size has been sent already (as `Program.start` does).
    public mutating func start(at time: Double) -> [ProgramEffect] {
        box.start(at: time)
    }

    /// One input, as `Program.send(_:at:)` handles it; the effects are returned, not performed, and the
    /// input is not logged (the program running the outer feature logs it once).
    public mutating func send(_ input: ProgramInput, at time: Double) -> [ProgramEffect] {
        box.send(input, at: time)
    }

    /// Hands a changed profile to the feature's state, when it is `ProfileFollowing`; else nothing.
    public mutating func follow(_ profile: Profile) { box.follow(profile) }

    public func render(size: Size) -> ScreenBuffer { box.render(size: size) }
    public var isFinished: Bool { box.isFinished }
    public var wantsTicks: Bool { box.wantsTicks }
    public var takesText: Bool { box.takesText }
    public var isRunningAnother: Bool { box.isRunningAnother }
    public var hasOwnHelp: Bool { box.hasOwnHelp }
}

private protocol FeatureInstanceBox {
    mutating func start(at time: Double) -> [ProgramEffect]
    mutating func send(_ input: ProgramInput, at time: Double) -> [ProgramEffect]
    mutating func follow(_ profile: Profile)
    func render(size: Size) -> ScreenBuffer
    var isFinished: Bool { get }
    var wantsTicks: Bool { get }
    var takesText: Bool { get }
    var isRunningAnother: Bool { get }
    var hasOwnHelp: Bool { get }
}

private struct Box<F: Feature>: FeatureInstanceBox {
    let feature: F
    var state: F.State

    mutating func start(at time: Double) -> [ProgramEffect] { feature.start(&state, at: time) }

    mutating func send(_ input: ProgramInput, at time: Double) -> [ProgramEffect] {
        guard let action = feature.action(for: input) else { return [] }
        return feature.reduce(&state, action, at: time)
    }

    mutating func follow(_ profile: Profile) {
        guard var following = state as? any ProfileFollowing else { return }
        following.follow(profile)
        if let followed = following as? F.State { state = followed }
    }

    func render(size: Size) -> ScreenBuffer { feature.render(state, size: size) }
    var isFinished: Bool { feature.isFinished(state) }
    var wantsTicks: Bool { feature.wantsTicks(state) }
    var takesText: Bool { feature.takesText(state) }
    var isRunningAnother: Bool { feature.isRunningAnother(state) }
    var hasOwnHelp: Bool { feature.hasOwnHelp(state) }
}
