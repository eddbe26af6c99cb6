import FaceNavCore
import FaceNavTestSupport
import Runtime
import SceneApp
import Testing

/// A person driving FaceNav's shell by face: what `ShellStore` (the shell's reducer alone) and `ShellRun`
/// (the whole loop, for replay) share.
protocol ShellDriving {
    /// The face sent so far; the next frame follows its last.
    var stream: FaceStream { get set }
    /// FaceNav's own screens, shown over the app or waiting.
    var screens: AppState { get }
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
}
