import Captures
import EscapeGame
import FaceNavCore
import Features
import Foundation
import Inputs
import Runtime
import SceneApp
import SceneFormat
import ScreenRendering

/// What `facenav run --app NAME` opens, and what the launcher lists: the features that ship with FaceNav.
///
/// A new feature (a mock app, a settings screen) is one more case here: it is then reachable by name and
/// from the launcher, through the same program loop as the rest.
public enum BundledApp: String, CaseIterable, Sendable {
    case launcher
    case demo
    case example
    case escape
    case cards
    case selfie
    case document

    /// The launcher's button for it.
    public var title: String {
        switch self {
        case .launcher: "Launcher"
        case .demo: "Demo app"
        case .example: "Example app"
        case .escape: "Escape from Blindness"
        case .cards: "Swipe cards"
        case .selfie: "Selfie auto-capture"
        case .document: "Document capture"
        }
    }

    /// Loads what the feature needs now, so a broken file stops the command at once, and returns how to
    /// open a fresh one, given the files written since by features the launcher opened (see
    /// `LauncherFeature.Entry.open`).
    public func opener(
        profile: Profile, voiceName: String, deck: String = BundledData.defaultPath("cards") + "/deck.yaml",
        selfie: SelfieSettings = SelfieSettings()
    ) throws(UserFacingError)
        -> (_ written: [String: String]) -> FeatureInstance
    {
        let size = Size(width: 80, height: 24)
        switch self {
        case .launcher:
            var entries: [LauncherFeature.Entry] = []
            for app in Self.allCases where app != .launcher {
                entries.append(
                    .init(
                        title: app.title,
                        open: try app.opener(profile: profile, voiceName: voiceName, deck: deck, selfie: selfie)))
            }
            let launcher = LauncherFeature(entries: entries)
            return { _ in FeatureInstance(launcher, state: launcher.initialState(profile: profile, size: size)) }
        case .demo, .example:
            let folder = BundledData.defaultPath(rawValue)
            try BundledData.requireFound(folder, option: "--scenes")
            let app = try FeatureFiles.loadApp(folder)
            return { _ in FeatureInstance(AppFeature(), state: AppState(app: app, profile: profile, screenSize: size)) }
        case .escape:
            let folder = BundledData.defaultPath("escape")
            try BundledData.requireFound(folder, option: "--game")
            let game = try FeatureFiles.loadGame(folder)
            let progressPath = ProgressFile.defaultPath()
            let saved = try FeatureFiles.loadProgress(at: progressPath, for: game)
            let feature = GameFeature(
                progressPath: progressPath, renderer: GameScreenRenderer(voiceName: voiceName), progressNote: saved.note
            )
            return feature.opener(game: game, saved: saved.progress, profile: profile)
        case .selfie:
            let folder = BundledData.defaultPath("selfie")
            try BundledData.requireFound(folder, option: "--scenes")
            let scenes = try FeatureFiles.loadApp(folder)
            let registry = CapturePlaces.registry()
            var lines: [String] = []
            if let registry {
                switch try? RegistryFile.read(registry) {
                case .records(let records)?:
                    lines = records.map { "\($0.resourceType.rawValue)  \(String($0.hash.prefix(12)))  \($0.file)" }
                case .damaged(let reason)?:
                    lines = ["The registry is damaged (\(reason)); the next photo keeps it aside and starts a new one."]
                case nil: lines = ["The registry cannot be read; check its permissions."]
                }
            }
            return { _ in
                FeatureInstance(
                    SelfieFeature(previewMode: Self.previewMode),
                    state: SelfieState(
                        app: scenes, settings: selfie, profile: profile, registry: lines,
                        registryPath: registry ?? "(none)", size: size))
            }
        case .document:
            let folder = BundledData.defaultPath("document")
            try BundledData.requireFound(folder, option: "--scenes")
            let app = try FeatureFiles.loadApp(folder)
            let feature = DocumentCaptureFeature(previewMode: Self.previewMode)
            return { _ in FeatureInstance(feature, state: feature.initialState(app: app, profile: profile, size: size))
            }
        case .cards:
            let deck = try Self.loadDeck(deck)
            let cards = deck.cards.map { Card(title: $0.title, text: $0.text, picture: $0.picture) }
            return { _ in
                FeatureInstance(
                    SwipeCardsFeature(), state: SwipeCardsState(deckName: deck.title, cards: cards, profile: profile))
            }
        }
    }
}

extension BundledApp {
    /// The swipe deck at `path`; an unreadable or broken deck is one line saying where and what to fix.
    public static func loadDeck(_ path: String) throws(UserFacingError) -> Deck {
        do {
            return try DeckLoader.load(path)
        } catch let failure {
            let first = failure.diagnostics.first.map(\.description) ?? "cannot read the deck \(path)"
            let more =
                failure.diagnostics.count > 1
                ? " (and \(failure.diagnostics.count - 1) more: facenav check \(path))" : ""
            throw UserFacingError(message: first + more, exitCode: 2)
        }
    }
}

extension BundledApp {
    /// The camera preview in colour half blocks, or the ASCII ramp when `NO_COLOR` is set.
    public static var previewMode: CameraPreview.Mode {
        ProcessInfo.processInfo.environment["NO_COLOR"].map { !$0.isEmpty } == true ? .ascii : .halfBlocks
    }
}
