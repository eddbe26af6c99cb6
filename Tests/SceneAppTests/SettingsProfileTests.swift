import FaceNavCore
import FaceNavTestSupport
import Testing

@testable import SceneApp

/// Issue 18, item 2: the settings keep the profile whole. Choosing the press gesture moves exactly that
/// binding, never swapping another gesture into a command the user did not pick; Restore defaults brings the
/// defaults back; a profile that would be broken is refused before it is written.
@Suite struct SettingsProfileTests {
    /// Every settings event a screen offers, as a user could choose them in any order.
    static let events: [String] =
        PressChoice.allCases.map { "facenav.press.\($0.rawValue)" } + [
            "facenav.defaults", "facenav.dwell.1", "facenav.dwell.2.5", "facenav.cursor.joystick",
            "facenav.cursor.absolute", "facenav.cursor.faster", "facenav.gestures.easier", "facenav.gestures.firmer",
            "facenav.speech.off", "facenav.speech.on", "facenav.scanning.on", "facenav.scanning.off",
        ]

    /// Runs a settings event as a button with it would, pressed by a key.
    static func choose(_ event: String, in state: inout AppState, at time: Double) -> [Effect] {
        state.app.scenes["t"] = Scene(
            id: "t", title: "t", widgets: [Widget(id: "b", kind: .button(label: "B"), actions: [.emit(event: event)])])
        if state.navigation.topSceneID != "t" { state.navigation.push("t") }
        state.cursor = state.layout.regions.first { $0.label == "B" }!.rect.center
        return state.reduce(.command(.activate, source: .key), at: time)
    }

    @Test func theIssuesSequencesLeaveNoGestureWithAnotherCommand() {
        var state = AppState(app: SampleApp.make(), screenSize: Size(width: 80, height: 24))
        _ = Self.choose("facenav.press.dwell", in: &state, at: 1)
        _ = Self.choose("facenav.press.winkLeft", in: &state, at: 2)
        #expect(state.profile.bindings[.winkLeft] == .activate)
        #expect(state.profile.bindings[.dwell] == nil, "resting no longer goes back")
        #expect(state.profile.bindings[.tongueOut] == nil)
        _ = Self.choose("facenav.defaults", in: &state, at: 3)
        _ = Self.choose("facenav.press.mouthOpen", in: &state, at: 4)
        _ = Self.choose("facenav.press.dwell", in: &state, at: 5)
        _ = Self.choose("facenav.press.winkLeft", in: &state, at: 6)
        #expect(state.profile.bindings[.dwell] == nil, "not recenter")
        #expect(state.profile.bindings[.mouthOpen] == nil)
        #expect(state.profile.bindings[.winkLeft] == .activate)
        _ = Self.choose("facenav.defaults", in: &state, at: 7)
        #expect(state.profile.bindings == Profile.defaultBindings)
    }

    /// The property: over seeded random sequences of choices, each gesture is only ever bound to the command
    /// it started with, to activate once chosen as the press (until another press is chosen), to its default
    /// after Restore defaults, or to nothing; and every profile applied is whole.
    @Test(arguments: 0..<40)
    func noSequenceOfChoicesBindsAGestureToACommandTheUserDidNotPick(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        var state = AppState(app: SampleApp.make(), screenSize: Size(width: 80, height: 24))
        // What each gesture may be bound to now: what the user picked for it, or nothing.
        var picked = Profile.defaultBindings
        for step in 0..<30 {
            let event = Self.events.randomElement(using: &random)!
            let before = state.profile
            let effects = Self.choose(event, in: &state, at: Double(step + 1))
            let saved = effects.contains { if case .saveProfile = $0 { true } else { false } }
            if !saved { #expect(state.profile == before, "\(event) refused: nothing changed") }
            if saved, event == "facenav.defaults" { picked = Profile.defaultBindings }
            if saved, let choice = PressChoice(rawValue: String(event.dropFirst("facenav.press.".count))),
                event.hasPrefix("facenav.press."), let gesture = choice.gesture
            {
                for (other, command) in picked where command == .activate { picked[other] = nil }
                picked[gesture] = .activate
                #expect(state.profile.bindings[gesture] == .activate, "seed \(seed) step \(step): \(event)")
            }
            for gesture in Gesture.allCases {
                let bound = state.profile.bindings[gesture]
                #expect(
                    bound == nil || bound == picked[gesture],
                    "seed \(seed) step \(step) \(event): \(gesture) is \(String(describing: bound)), picked \(String(describing: picked[gesture]))"
                )
            }
            #expect(state.profile.problems.isEmpty, "seed \(seed) step \(step): \(state.profile.problems)")
        }
    }

    @Test func aBrokenProfileIsRefusedBeforeItIsWritten() {
        var state = AppState(app: SampleApp.make(), screenSize: Size(width: 80, height: 24))
        state.profile.gestures.enabled.remove(.tongueOut)
        _ = Self.choose("facenav.press.dwell", in: &state, at: 1)
        state.profile.gestures.enabled.remove(.dwell)
        let before = state.profile
        let effects = Self.choose("facenav.dwell.2", in: &state, at: 2)
        #expect(!effects.contains { if case .saveProfile = $0 { true } else { false } })
        #expect(state.profile == before)
        #expect(state.lastAnnouncement?.text == "Not changed: no enabled gesture presses")
        #expect(Profile.default.problems.isEmpty)
    }
}
