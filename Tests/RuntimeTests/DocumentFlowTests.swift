import Features
import Inputs
import Runtime
import Testing

/// The document capture flow's state machine driven screen by screen, with the effects' results supplied
/// as the program would supply them: the camera's answer, the still, the backend's verdict.
@Suite struct DocumentFlowTests {
    /// Type, instruction (on ticks), example, capture and confirm the front, then the back, processing, success.
    @Test func theMainPathEndsInSuccess() {
        var flow = DocumentFlow()
        #expect(flow.screen == .chooseType)
        #expect(flow.reduce(.typeChosen(.cnh), at: 0).contains(.probeCamera))
        #expect(flow.screen == .loading)
        _ = flow.reduce(.cameraProbed(.ready), at: 0.2)
        #expect(flow.screen == .instruction(.front, until: 0.2 + DocumentFlow.instructionSeconds))
        _ = flow.reduce(.tick, at: 1)
        #expect(flow.screen == .instruction(.front, until: 3.2), "the instruction stays for a few seconds")
        _ = flow.reduce(.tick, at: 3.3)
        #expect(flow.screen == .example(.front))
        _ = flow.reduce(.continuePressed, at: 4)
        #expect(flow.screen == .capture(.front))
        #expect(flow.reduce(.capturePressed, at: 5) == [.takeStill(.front)])
        _ = flow.reduce(.stillCaptured(.front), at: 5.1)
        #expect(flow.screen == .confirm(.front))
        _ = flow.reduce(.retakePressed, at: 6)
        #expect(flow.screen == .capture(.front), "No, retake goes back to the camera")
        _ = flow.reduce(.capturePressed, at: 7)
        _ = flow.reduce(.stillCaptured(.front), at: 7.1)
        _ = flow.reduce(.confirmPressed, at: 8)
        #expect(flow.confirmed == [.front])
        #expect(flow.screen == .instruction(.back, until: 11))
        _ = flow.reduce(.continuePressed, at: 8.5)
        #expect(flow.screen == .capture(.back))
        _ = flow.reduce(.capturePressed, at: 9)
        _ = flow.reduce(.stillCaptured(.back), at: 9.1)
        #expect(flow.reduce(.confirmPressed, at: 10).contains(.submit(.cnh)))
        #expect(flow.screen == .processing(until: 11.5))
        _ = flow.reduce(.judged(.success), at: 10.1)
        _ = flow.reduce(.tick, at: 10.5)
        #expect(flow.screen == .processing(until: 11.5), "processing shows for a moment even when the verdict is quick")
        let effects = flow.reduce(.tick, at: 11.6)
        #expect(flow.screen == .result(.success))
        #expect(effects == [.announce("Done: the CNH was accepted.")])
        _ = flow.reduce(.continuePressed, at: 12)
        #expect(flow.isFinished && flow.outcome == .success)
    }

    @Test func aDarkCaptureEndsInTryAgainAndRetryStartsOver() {
        var flow = Self.atProcessing()
        _ = flow.reduce(.judged(.tryAgain(problems: ["Too dark: find more light"])), at: 20)
        _ = flow.reduce(.tick, at: 30)
        #expect(flow.screen == .result(.tryAgain(problems: ["Too dark: find more light"])))
        #expect(flow.announcement.contains("Too dark"))
        _ = flow.reduce(.retryPressed, at: 31)
        #expect(flow.screen == .instruction(.front, until: 34))
        #expect(flow.confirmed.isEmpty)
    }

    @Test func theCameraPermissionNoticeChecksAgainAndShowsTheFix() {
        var flow = DocumentFlow()
        _ = flow.reduce(.typeChosen(.rg), at: 0)
        _ = flow.reduce(.cameraProbed(.permissionDenied(path: "/dev/video0")), at: 0.1)
        #expect(
            flow.screen == .cameraPermission(problem: .permissionDenied(path: "/dev/video0"), showingSettings: false))
        #expect(flow.announcement.contains("permission denied opening /dev/video0"))
        _ = flow.reduce(.settingsPressed, at: 1)
        #expect(flow.announcement.contains("For this camera: Join the video group: sudo usermod -aG video $USER"))
        _ = flow.reduce(.settingsClosed, at: 2)
        #expect(flow.reduce(.checkPressed, at: 3) == [.announce("Checking the camera."), .probeCamera])
        // Still closed, for another reason now: the notice says the new one.
        #expect(
            flow.reduce(.cameraProbed(.busy(path: "/dev/video0")), at: 3.05).contains { effect in
                if case .announce(let text) = effect { text.contains("/dev/video0 is busy") } else { false }
            })
        #expect(flow.screen == .cameraPermission(problem: .busy(path: "/dev/video0"), showingSettings: false))
        _ = flow.reduce(.cameraProbed(.ready), at: 3.1)
        #expect(flow.screen == .instruction(.front, until: 6.1), "once the camera opens the flow goes on")
    }

    @Test func closeOnThePermissionNoticeAsksThenEndsWithTheError() {
        var flow = DocumentFlow()
        _ = flow.reduce(.typeChosen(.rg), at: 0)
        _ = flow.reduce(.cameraProbed(.noDevice(path: "/dev/video0")), at: 0.1)
        _ = flow.reduce(.closePressed, at: 1)
        #expect(flow.confirmingClose && !flow.isFinished, "Close asks first")
        _ = flow.reduce(.closeCancelled, at: 2)
        #expect(!flow.isFinished && !flow.confirmingClose)
        _ = flow.reduce(.closePressed, at: 3)
        #expect(
            flow.reduce(.closeConfirmed, at: 4) == [
                .announce("Document capture ended: no camera permission."), .finish,
            ])
        #expect(flow.outcome == .error(reason: "no camera permission"))
    }

    @Test func aFailedSaveKeepsTheFlowUsable() {
        var flow = Self.atProcessing()
        let effects = flow.reduce(.saveFailed(message: "cannot save the capture: no space left on device"), at: 20)
        #expect(flow.screen == .confirm(.back))
        #expect(flow.message == "cannot save the capture: no space left on device")
        #expect(effects.contains(.announce("cannot save the capture: no space left on device")))
        #expect(flow.reduce(.confirmPressed, at: 21).contains(.submit(.rg)), "Yes submits again")
        #expect(flow.message == nil)
    }

    @Test func nothingButTheConfirmationAnswersWhileItIsUp() {
        var flow = DocumentFlow()
        _ = flow.reduce(.closePressed, at: 0)
        #expect(flow.reduce(.typeChosen(.cnh), at: 1).isEmpty)
        #expect(flow.screen == .chooseType)
    }

    /// A flow for an RG whose back was just confirmed at time 10.
    static func atProcessing() -> DocumentFlow {
        var flow = DocumentFlow()
        let steps: [DocumentFlowAction] = [
            .typeChosen(.rg), .cameraProbed(.ready), .continuePressed, .capturePressed, .stillCaptured(.front),
            .confirmPressed, .continuePressed, .capturePressed, .stillCaptured(.back), .confirmPressed,
        ]
        for step in steps { _ = flow.reduce(step, at: 10) }
        return flow
    }
}
