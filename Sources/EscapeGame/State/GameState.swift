import FaceNavCore
import SceneApp

/// Everything the game knows at one moment; changed only by `reduce(_:at:)`.
public struct GameState: Hashable, Sendable {
    public var game: Game
    public var progress: GameProgress
    public var screen: GameScreen
    /// The profile whose gesture bindings turn a face into commands.
    public var profile: Profile
    /// Seeds answer shuffling and clue placement.
    public var seed: UInt64
    /// Seconds between one hint unlocking and the next.
    public var hintInterval: Double
    /// The area placed elements (clues, the door) are laid out in.
    public var playArea: Size

    /// The focused element's index in `elements`.
    public var focus = 0
    /// The focused element's rotor setting, an index into its `rotors`.
    public var rotor = 0
    /// The item chosen in each rotor setting, by element index and setting name; none until moved.
    public var items: [String: Int] = [:]
    /// The open question's answer so far.
    public var typed = ""
    /// The latest action performed on each object of a custom-action level.
    public var performed: [Int?] = []
    /// When the current level was entered, for hints.
    public var levelStartedAt = 0.0
    /// How many hints have been announced as unlocked on this level.
    public var hintsUnlocked = 0
    /// The level being replayed from level select, when it is not the current one.
    public var isReplaying = false

    public var lastAnnouncement: Announcement?
    /// When `lastAnnouncement` was said: a long one takes turns in pages from then (`StatusLine`).
    public var lastAnnouncementTime = 0.0
    /// What drives the game, for the status line: "keyboard", "trace", "camera /dev/video0".
    public var inputName = "keyboard"
    public var isShowingHelp = false
    public var isPaused = false
    public var isQuitting = false
    public var time = 0.0

    /// The face: gestures, in view or not, since when (shared with the app and every feature).
    public var face: WatchedFace
    public var flick = HeadFlick()
    /// What the input says of itself, shown after its name (the emulated face's pose and eyes), or nil.
    public var inputDetail: String?

    public init(
        game: Game, progress: GameProgress = GameProgress(), profile: Profile = .default, seed: UInt64 = 1,
        hintInterval: Double = 30, playArea: Size = Size(width: 78, height: 14)
    ) {
        self.game = game
        self.progress = progress
        self.profile = profile
        self.seed = seed
        self.hintInterval = hintInterval
        self.playArea = playArea
        self.face = WatchedFace(settings: profile.gestures)
        screen = progress.finished ? .levelSelect : .opening
    }

    public var gestures: GestureEngine {
        get { face.gestures }
        set { face.gestures = newValue }
    }
    /// True from the first frame with a face to the first without.
    public var isFaceVisible: Bool { face.isVisible }

    /// The level on screen, if a level is.
    public var levelID: LevelID? {
        if case .level(let id) = screen { return id }
        return nil
    }

    public var level: Level? { levelID.flatMap { game.level($0) } }

    public var focusedElement: AccessibilityElement? {
        let all = elements
        return all.indices.contains(focus) ? all[focus] : nil
    }

    /// The focused element's current rotor setting.
    public var rotorSetting: RotorSetting? {
        guard let element = focusedElement, element.rotors.indices.contains(rotor) else { return nil }
        return element.rotors[rotor]
    }

    /// The item chosen in the focused element's current rotor setting, if any.
    public var chosenItem: Int? {
        guard let setting = rotorSetting else { return nil }
        return items[itemKey(setting)]
    }

    func itemKey(_ setting: RotorSetting) -> String { "\(focus)|\(setting.name)" }

    /// How many of the level's hints are unlocked at `time`.
    public func unlockedHints(at time: Double) -> Int {
        guard let level, hintInterval > 0 else { return 0 }
        return min(level.hints.count, Int(((time - levelStartedAt) / hintInterval).rounded(.down)))
    }

    /// A closed question's answers in the order shown: shuffled with the level's seed.
    public func shuffledAnswers(_ question: ClosedQuestion, at id: LevelID) -> [String] {
        var random = SeededRandom(seed: seed, level: id)
        return question.answers.shuffled(using: &random)
    }
}
