import FaceNavCore
import FaceNavTestSupport
import Runtime
import SceneApp
import Testing

/// A person driving FaceNav's screens by face: what `ShellStore` and `ScreensStore` (a reducer alone) and
/// `ShellRun` and `ScreensHarness` (the whole loop) share.
protocol ShellDriving {
    /// The face sent so far; the next frame follows its last.
    var stream: FaceStream { get set }
    /// FaceNav's own screens, shown over the app or waiting.
    var screens: AppState { get }
    /// What the terminal shows now.
    var screen: String { get }
    mutating func send(_ input: ProgramInput, at time: Double)
}

extension ShellDriving {
    /// Appends to the face stream and sends the new frames, each at its time.
    mutating func face(_ build: (FaceStream) -> FaceStream) {
        let before = stream.measurements.count
        stream = build(stream)
        for frame in stream.measurements[before...] { send(.faceMeasured(frame), at: frame.time) }
    }

    /// Both eyes closed long enough to pause, then the head still past the screens' settle time.
    mutating func pauseGesture() { face { $0.blink(for: 1.3).neutral(for: 1.5) } }

    /// Winks right (`next`) until the screens' cursor is on `label`; false if never.
    mutating func focus(_ label: String) -> Bool {
        for _ in 0..<30 where screens.hovered?.label != label {
            face { $0.wink(left: false, for: 0.3).neutral(for: 0.9) }
        }
        return screens.hovered?.label == label
    }

    mutating func rest() { face { $0.neutral(for: 2.0) } }
    mutating func back() { face { $0.wink(left: true, for: 0.3).neutral(for: 0.9) } }

    /// "Settings" said over the app, then the settings page `page` and on it `choice`, each reached by
    /// winks and pressed by dwell; `scene`, when given, is the page expected to open.
    mutating func chooseSetting(
        _ choice: String, on page: String, scene: String? = nil,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        send(.heard(.settings, word: "settings"), at: stream.nextTime)
        face { $0.neutral(for: 1.5) }
        let onPage = focus(page)
        #expect(onPage, "focus reached \(page)", sourceLocation: sourceLocation)
        rest()
        if let scene { #expect(screens.navigation.topSceneID == scene, sourceLocation: sourceLocation) }
        face { $0.wink(left: false, for: 0.3).neutral(for: 0.9) }
        let onChoice = focus(choice)
        #expect(onChoice, "focus reached \(choice)", sourceLocation: sourceLocation)
        rest()
    }

    /// Help > Settings > `label` by winks and dwell alone, expecting the settings page `scene`; then one wink
    /// on, so the cursor has moved off where the page's button was (dwell waits for that on a new screen).
    mutating func openSettingsPage(
        _ label: String, scene: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        for (label, scene) in [("Help", nil), ("Settings", AppState.settingsSceneID), (label, scene)] {
            let reached = focus(label)
            #expect(reached, "focus reached \(label): \(screen)", sourceLocation: sourceLocation)
            rest()
            if let scene {
                #expect(screens.navigation.topSceneID == scene, "\(screen)", sourceLocation: sourceLocation)
            }
        }
        face { $0.wink(left: false, for: 0.3).neutral(for: 0.9) }
    }

    /// Presses with the tongue (held 0.5 s), then rests out its cooldown: the one gesture of switch scanning.
    mutating func press() { face { $0.face(for: 0.5) { $0.tongue = 1 }.neutral(for: 0.6) } }

    /// Waits, the head still, until `label` (or its row) is highlighted by switch scanning, and presses until
    /// the item itself is pressed; false if it never comes up.
    mutating func scanTo(_ label: String) -> Bool {
        for _ in 0..<300 {
            let highlighted = screens.scanHighlight.map(\.label)
            if highlighted.contains(label) {
                press()
                if highlighted == [label] { return true }
                continue
            }
            face { $0.neutral(for: 0.1) }
        }
        return false
    }
}
