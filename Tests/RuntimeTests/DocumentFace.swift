import FaceNavCore
import SceneApp
import Testing

/// A face driving the document app with no keys (`DocumentCaptureTests.FaceDriver`, the trace recorder of
/// `DocumentFaceTraceTests`): it holds a head pose for a while, and so can dwell on a button.
protocol DocumentFace {
    var run: DocumentCaptureTests.Run { get }

    /// Sends the face (and whatever else the driver sends with it) holding `yaw` and `pitch` for `seconds`.
    mutating func hold(yaw: Double, pitch: Double, for seconds: Double)
}

extension DocumentFace {
    /// Looks at the button labelled `label` until the flow moves on (at most 5 s).
    ///
    /// The head pose puts the absolute cursor on the button's middle (80x24, the default limits), to four
    /// decimals as a trace file writes it.
    mutating func dwell(on label: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        guard
            let region = run.program.state.screens.layout.regions.last(where: {
                $0.label == label && $0.target != nil
            })
        else {
            Issue.record("no \(label) on:\n\(run.screen)", sourceLocation: sourceLocation)
            return
        }
        let across = Double(region.rect.center.x) / 39.5 - 1
        let down = Double(region.rect.center.y) / 11.5 - 1
        let yaw = (-across * 0.20 * 10000).rounded() / 10000
        let pitch = (-down * 0.15 * 10000).rounded() / 10000
        let before = run.program.state.flow
        let end = run.time + 5
        while run.program.state.flow == before && run.time < end { hold(yaw: yaw, pitch: pitch, for: 0.1) }
        if run.program.state.flow == before {
            Issue.record("dwell on \(label) pressed nothing:\n\(run.screen)", sourceLocation: sourceLocation)
        }
    }
}
