import FaceNavCore
import ScreenRendering

/// A feature together with its state, whatever their types: how one feature runs another inside it (the
/// launcher runs the app or the game it opens; a mock app could run a camera screen).
///
/// It takes the same inputs as the program loop and returns the effects for the loop to perform. Two
/// instances are equal when their states are (of the same type and equal), so a state holding one (the
/// launcher's, the shell's) is `Equatable` and a `FeatureTestStore` can check it.
public struct FeatureInstance: Hashable {
    private var box: any FeatureInstanceBox

    /// A feature whose state keeps the profile it was opened with (`follow(_:)` does nothing).
    public init<F: Feature>(_ feature: F, state: F.State) where F.State: Hashable {
        box = Box(feature: feature, current: state, adopt: nil)
    }

    /// A feature whose state takes a changed profile at once (`ProfileFollowing`): known from the type when
    /// the instance is made, so `follow(_:)` needs no cast.
    public init<F: Feature>(_ feature: F, state: F.State) where F.State: ProfileFollowing & Hashable {
        box = Box(feature: feature, current: state) { state, profile in state.follow(profile) }
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

    public static func == (lhs: FeatureInstance, rhs: FeatureInstance) -> Bool { lhs.box.state == rhs.box.state }
    public func hash(into hasher: inout Hasher) { box.state.hash(into: &hasher) }
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
    /// The state, for equality: of another type, it is another state.
    var state: AnyHashable { get }
}

private struct Box<F: Feature>: FeatureInstanceBox where F.State: Hashable {
    let feature: F
    var current: F.State
    var state: AnyHashable { AnyHashable(current) }
    /// How the state takes a changed profile; nil when it keeps its own.
    let adopt: ((inout F.State, Profile) -> Void)?

    mutating func start(at time: Double) -> [ProgramEffect] { feature.start(&current, at: time) }

    mutating func send(_ input: ProgramInput, at time: Double) -> [ProgramEffect] {
        guard let action = feature.action(for: input) else { return [] }
        return feature.reduce(&current, action, at: time)
    }

    mutating func follow(_ profile: Profile) { adopt?(&current, profile) }

    func render(size: Size) -> ScreenBuffer { feature.render(current, size: size) }
    var isFinished: Bool { feature.isFinished(current) }
    var wantsTicks: Bool { feature.wantsTicks(current) }
    var takesText: Bool { feature.takesText(current) }
    var isRunningAnother: Bool { feature.isRunningAnother(current) }
    var hasOwnHelp: Bool { feature.hasOwnHelp(current) }
}
