import FaceNavCore
import FaceNavTestSupport
import Testing

@testable import SceneApp

@Suite struct CalibrationCaptureTests {
    /// A user with a neutral slightly down and to the right, narrow eyes (0.7 open, 0.15 closed), a mouth
    /// that rests a little open (0.25), reaching up 0.25, down 0.2, left 0.3, right 0.35 rad.
    static let neutral = FaceMeasurement(
        time: 0, yaw: -0.04, pitch: -0.06, roll: 0.05, eyeLeft: 0.7, eyeRight: 0.7, mouth: 0.25)

    /// Moves to the pose, holds it still with a small tremor, and comes back.
    func hold(_ stream: FaceStream, for seconds: Double = 1.5, _ change: @escaping (inout FaceMeasurement) -> Void)
        -> FaceStream
    {
        stream.face(for: 0.3) { face in
            // On the way: halfway there, so not yet still.
            var target = face
            change(&target)
            face.yaw = (face.yaw + target.yaw) / 2
            face.pitch = (face.pitch + target.pitch) / 2
        }
        .frames(stream.frameCount(seconds)) { face, i in
            change(&face)
            face.yaw += i % 2 == 0 ? 0.008 : -0.008
            face.eyeLeft += i % 4 == 0 ? 0.03 : 0
        }
    }

    func wholeSession() -> FaceStream {
        var stream = FaceStream(neutral: Self.neutral)
        stream = hold(stream) { _ in }
        stream = hold(stream) { $0.pitch += 0.25 }
        stream = hold(stream) { $0.pitch -= 0.2 }
        stream = hold(stream) { $0.yaw += 0.3 }
        stream = hold(stream) { $0.yaw -= 0.35 }
        stream = hold(stream) { _ in }
        stream = hold(stream) {
            $0.eyeLeft = 0.15
            $0.eyeRight = 0.15
        }
        return stream
    }

    @Test func everyStepIsCapturedInTurnFromAStillHold() {
        var capture = CalibrationCapture()
        var capturedSteps: [CalibrationStep] = []
        var progressSeen: Set<Int> = []
        for measurement in wholeSession().measurements {
            if let step = capture.update(measurement) { capturedSteps.append(step) }
            progressSeen.insert(Int(capture.progress * 10))
        }
        #expect(capturedSteps == CalibrationStep.allCases)
        #expect(capture.isFinished && capture.currentStep == nil && capture.overallProgress == 1)
        #expect(progressSeen.count >= 8)  // progress climbed through the holds

        let result = try! #require(capture.result)
        #expect(abs(result.neutral.yaw + 0.04) < 0.01 && abs(result.neutral.pitch + 0.06) < 0.01)
        let sensitivity = result.sensitivity()
        #expect(abs(sensitivity.limitTop - 0.25) < 0.01)
        #expect(abs(sensitivity.limitBottom - 0.2) < 0.01)
        #expect(abs(sensitivity.limitLeft - 0.3) < 0.01)
        #expect(abs(sensitivity.limitRight - 0.35) < 0.01)
    }

    @Test func thresholdsSitBetweenThisUsersRestAndGestureLevels() throws {
        var capture = CalibrationCapture()
        for measurement in wholeSession().measurements { _ = capture.update(measurement) }
        let settings = try #require(capture.result).gestureSettings()
        // Eyes-closed signal: min(1 - left, 1 - right) = 0.3 at rest, 0.85 closed: on 60%, off 40% of the way.
        #expect(abs(settings.eyesClosed.on - (0.3 + 0.6 * 0.55)) < 0.02)
        #expect(abs(settings.eyesClosed.off - (0.3 + 0.4 * 0.55)) < 0.02)
        // Wink left: min(1 - left, right) peaks at 0.7 (the open right eye), so the default 0.6 would be
        // nearly out of reach; calibrated, it fires at 0.54.
        #expect(settings.winkLeft.on < 0.6 && settings.winkLeft.on > settings.winkLeft.off)
        #expect(settings.winkLeft.off > 0.3)
        // The mouth rests at 0.25: open needs 0.55, off 0.35, above its resting level.
        #expect(abs(settings.mouthOpen.on - 0.55) < 1e-9 && abs(settings.mouthOpen.off - 0.35) < 1e-9)
        #expect(settings.tongueOut == GestureSettings.default.tongueOut)
        // The head rests tilted 0.05 rad to the left: a left tilt needs that much more.
        #expect(abs(settings.tiltLeft.on - (GestureSettings.default.tiltLeft.on + 0.05)) < 1e-9)
        #expect(settings.tiltRight == GestureSettings.default.tiltRight)
    }

    @Test func aLimitIsNotCapturedWhileTheHeadStaysAtTheCentre() {
        var capture = CalibrationCapture(steps: [.centre, .up])
        var stream = hold(FaceStream(neutral: Self.neutral)) { _ in }
        stream = hold(stream, for: 3) { $0.pitch += 0.02 }  // barely moved: not a reach
        for measurement in stream.measurements { _ = capture.update(measurement) }
        #expect(capture.currentStep == .up && capture.progress == 0)
    }

    @Test func aWanderingHoldOrALostFaceIsNotCaptured() {
        var capture = CalibrationCapture(steps: [.centre])
        let wandering = FaceStream(neutral: Self.neutral).frames(90) { face, i in
            face.yaw += Double(i % 30) * 0.004  // drifts 0.12 rad every second
        }
        for measurement in wandering.measurements { _ = capture.update(measurement) }
        #expect(!capture.isFinished)
        let broken = FaceStream(neutral: Self.neutral).neutral(for: 0.8).lost(for: 0.1).neutral(for: 0.8)
        var other = CalibrationCapture(steps: [.centre])
        for measurement in broken.measurements { _ = other.update(measurement) }
        #expect(!other.isFinished)
    }

    @Test func eyesClosedNeedsBothEyesWellBelowTheirOpenLevel() {
        var capture = CalibrationCapture(steps: [.eyesOpen, .eyesClosed])
        var stream = hold(FaceStream(neutral: Self.neutral)) { _ in }
        stream = hold(stream, for: 2) { $0.eyeLeft = 0.1 }  // a wink is not both eyes closed
        for measurement in stream.measurements { _ = capture.update(measurement) }
        #expect(capture.currentStep == .eyesClosed)
    }

    @Test func redoCapturesAStepAndTheOnesAfterItAgain() {
        var capture = CalibrationCapture()
        for measurement in wholeSession().measurements { _ = capture.update(measurement) }
        let first = capture.captured[.left]
        capture.redo(.left)
        #expect(capture.currentStep == .left && capture.captured[.left] == nil && capture.captured[.right] == nil)
        #expect(capture.captured[.up] != nil && capture.result == nil)
        var stream = FaceStream(start: 100, neutral: Self.neutral)
        stream = hold(stream) { $0.yaw += 0.2 }
        for measurement in stream.measurements { _ = capture.update(measurement) }
        #expect(capture.currentStep == .right)
        #expect(capture.captured[.left] != first)
        #expect(capture.captured[.left].map { abs($0.yaw - 0.16) < 0.01 } == true)

        capture.redo()
        #expect(capture.currentStep == .right)
    }

    @Test func cancelStopsAndYieldsNoResult() {
        var capture = CalibrationCapture()
        capture.cancel()
        for measurement in wholeSession().measurements {
            let step = capture.update(measurement)
            #expect(step == nil)
        }
        #expect(capture.result == nil && capture.currentStep == nil && capture.isCancelled)
    }

    @Test func theResultAppliesToAProfileAndKeepsItsBindings() throws {
        var capture = CalibrationCapture()
        for measurement in wholeSession().measurements { _ = capture.update(measurement) }
        var profile = Profile.default
        profile.bindings[.mouthOpen] = .back
        let applied = try #require(capture.result).applied(to: profile)
        #expect(applied.bindings == profile.bindings)
        #expect(applied.sensitivity != profile.sensitivity && applied.gestures != profile.gestures)
    }
}
