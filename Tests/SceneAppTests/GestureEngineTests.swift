import FaceNavCore
import FaceNavTestSupport
import Testing

@testable import SceneApp

@Suite struct GestureEngineTests {
    /// A stream past the settle time, ready for a gesture.
    let settled = FaceStream().neutral(for: 1.5)

    func fired(_ stream: FaceStream, settings: GestureSettings = .default) -> [Gesture] {
        var engine = GestureEngine(settings: settings)
        return engine.replay(stream.measurements).map(\.gesture)
    }

    /// Makes `face` show `gesture`, with its recogniser's signal well past `on`.
    static func make(_ gesture: Gesture, _ face: inout FaceMeasurement) {
        switch gesture {
        case .winkLeft: face.eyeLeft = 0
        case .winkRight: face.eyeRight = 0
        case .eyesClosed: (face.eyeLeft, face.eyeRight) = (0, 0)
        case .tongueOut: (face.tongue, face.mouth) = (0.9, 0.2)
        case .mouthOpen: face.mouth = 0.9
        case .tiltLeft: face.roll = 0.6
        case .tiltRight: face.roll = -0.6
        case .dwell: break
        }
    }

    @Test(arguments: GestureEngine.recognized) func everyGestureFiresAfterItsHoldAndNotBefore(gesture: Gesture) throws {
        let face = { (measurement: inout FaceMeasurement) in Self.make(gesture, &measurement) }
        let hold = try #require(GestureSettings.default.threshold(for: gesture)).minimumHold
        let short = settled.frames(settled.frameCount(hold) - 1) { measurement, _ in face(&measurement) }
        #expect(fired(short.neutral(for: 1)).isEmpty)

        let start = settled.nextTime
        var engine = GestureEngine()
        let firings = engine.replay(settled.face(for: hold + 0.5, face).neutral(for: 1).measurements)
        #expect(firings.map(\.gesture) == [gesture])
        #expect(firings.first.map { $0.time - start >= hold - 1e-9 } == true)
    }

    @Test func aDeliberateLeftWinkFiresOnlyWinkLeft() {
        #expect(fired(settled.wink(left: true, for: 0.5).neutral(for: 1)) == [.winkLeft])
        #expect(fired(settled.wink(left: false, for: 0.5).neutral(for: 1)) == [.winkRight])
    }

    @Test func naturalBlinksWithUnevenEdgesNeverFire() {
        var random = SeededRandom(seed: 2012)
        var stream = settled
        var blinks = 0
        for _ in 0..<300 {
            let length = Double.random(in: 0.1...0.35, using: &random)
            stream = stream.blink(
                for: length, leftLeads: Int.random(in: 1...2, using: &random),
                leftLags: Int.random(in: 1...2, using: &random)
            )
            .neutral(for: Double.random(in: 0.3...3, using: &random))
            blinks += 1
        }
        let noisy = stream.map { face, _ in
            face.eyeLeft = min(max(face.eyeLeft + Double.random(in: -0.1...0.1, using: &random), 0), 1)
            face.eyeRight = min(max(face.eyeRight + Double.random(in: -0.1...0.1, using: &random), 0), 1)
        }
        #expect(blinks == 300)
        #expect(fired(noisy).isEmpty)
    }

    @Test(arguments: 0...12) func aBlinkWhoseLeftEyeLingersClosedIsNoWink(lagFrames: Int) {
        // Up to 0.4 s of left eye closed after the blink: longer than a wink's hold, vetoed by the blink.
        #expect(fired(settled.blink(for: 0.2, leftLeads: 2, leftLags: lagFrames).neutral(for: 1)).isEmpty)
    }

    @Test func aBlinkNeverFiresEyesClosedEvenWithAShortConfiguredHold() {
        var settings = GestureSettings.default
        settings.eyesClosed.minimumHold = 0.1
        #expect(fired(settled.blink(for: 0.35, leftLeads: 1, leftLags: 1).neutral(for: 1), settings: settings).isEmpty)
    }

    @Test func aLongTwoEyeClosureFiresEyesClosedAndNoWink() {
        #expect(fired(settled.blink(for: 1.2, leftLeads: 2, leftLags: 2).neutral(for: 1)) == [.eyesClosed])
    }

    @Test func aWinkAfterABlinkFiresOnceTheEyeReopened() {
        let stream = settled.blink(for: 0.2, leftLeads: 1, leftLags: 1).neutral(for: 0.1).wink(left: true, for: 0.5)
        #expect(fired(stream.neutral(for: 1)) == [.winkLeft])
    }

    @Test func aTongueOutWithAWideOpenMouthFiresNoMouthOpen() {
        let tongueWide = settled.face(for: 1.0) { face in (face.tongue, face.mouth) = (0.9, 0.8) }
        #expect(fired(tongueWide.neutral(for: 1)) == [.tongueOut])
        // The veto lasts only for that opening: a plain mouth-open afterwards still fires.
        let then = tongueWide.neutral(for: 1).face(for: 1.0) { face in face.mouth = 0.9 }
        #expect(fired(then.neutral(for: 1)) == [.tongueOut, .mouthOpen])
    }

    @Test func jitterAroundTheThresholdFiresOnce() {
        var random = SeededRandom(seed: 5)
        let stream = settled.face(for: 3) { face in face.tongue = 0.5 + Double.random(in: -0.15...0.15, using: &random)
        }
        #expect(fired(stream.neutral(for: 1)) == [.tongueOut])
    }

    @Test func cooldownStopsAQuickRepeatButNotADeliberateOne() {
        let quick = settled.face(for: 0.3) { $0.tongue = 1 }.neutral(for: 0.15).face(for: 0.4) { $0.tongue = 1 }
        #expect(fired(quick.neutral(for: 1)) == [.tongueOut])
        let deliberate = settled.wink(left: false, for: 0.4).neutral(for: 0.5).wink(left: false, for: 0.4)
        #expect(fired(deliberate.neutral(for: 1)) == [.winkRight, .winkRight])
    }

    @Test func aLongHoldFiresOnce() {
        let stream = settled.face(for: 5) { $0.roll = 0.6 }.neutral(for: 1)
        #expect(fired(stream) == [.tiltLeft])
    }

    @Test func losingTheFaceCancelsTheHoldAndNothingFiresWhileLost() {
        let interrupted = settled.face(for: 0.2) { $0.tongue = 1 }.lost(for: 0.1).face(for: 0.5) { $0.tongue = 1 }
        #expect(fired(interrupted.neutral(for: 1)).isEmpty)
        let lostWithSignals = settled.face(for: 3) {
            $0.faceFound = false
            $0.tongue = 1
            $0.eyeLeft = 0
            $0.roll = 1
        }
        #expect(fired(lostWithSignals).isEmpty)
    }

    @Test func nothingFiresWhileSettlingAtStartUp() {
        let fromFirstFrame = FaceStream().face(for: 3) { $0.tongue = 1 }
        #expect(fired(fromFirstFrame).isEmpty)
        let startedWhileSettling = FaceStream().neutral(for: 0.5).face(for: 2) { $0.eyeLeft = 0 }
        #expect(fired(startedWhileSettling).isEmpty)
        #expect(fired(startedWhileSettling.neutral(for: 0.2).wink(left: true, for: 0.5)) == [.winkLeft])
    }

    @Test func nothingFiresWhileSettlingAfterTheFaceIsFoundAgain() {
        let refound = settled.lost(for: 0.5).neutral(for: 0.4).face(for: 0.5) { $0.roll = -0.6 }.neutral(for: 0.3)
        #expect(fired(refound).isEmpty)
        let again = refound.face(for: 0.5) { $0.roll = -0.6 }
        #expect(fired(again) == [.tiltRight])
    }

    @Test func disabledGesturesDoNotFire() {
        var settings = GestureSettings.default
        settings.enabled.remove(.winkLeft)
        let stream = settled.wink(left: true, for: 0.5).neutral(for: 1).wink(left: false, for: 0.5).neutral(for: 1)
        #expect(fired(stream, settings: settings) == [.winkRight])
    }

    @Test func heldReportsTheGestureAndItsProgress() {
        var engine = GestureEngine()
        _ = engine.replay(settled.measurements)
        #expect(engine.held == nil)
        _ = engine.replay(settled.face(for: 0.15) { $0.tongue = 1 }.measurements.suffix(5))
        let progress = engine.held
        #expect(progress?.gesture == .tongueOut)
        #expect(progress.map { $0.progress > 0.3 && $0.progress < 0.8 } == true)
        _ = engine.update(FaceMeasurement(time: 10))
        #expect(engine.held == nil)
    }

    @Test func duplicateAndBackwardTimesNeitherCrashNorFire() {
        let tongue = settled.face(for: 1) { $0.tongue = 1 }.neutral(for: 0.5).measurements
        let doubled = tongue.flatMap { [$0, $0] }
        var engine = GestureEngine()
        #expect(engine.replay(doubled).map(\.gesture) == [.tongueOut])

        var shuffled = tongue
        var random = SeededRandom(seed: 9)
        shuffled.shuffle(using: &random)
        #expect(GestureEngine().replayed(shuffled).isEmpty)
        #expect(GestureEngine().replayed(tongue.reversed()).isEmpty)
        #expect(GestureEngine().replayed([FaceMeasurement(time: .nan, tongue: 1)]).isEmpty)
    }

    @Test func resetKeepsAHeldGestureFromFiringAgain() {
        var engine = GestureEngine()
        let closed = settled.face(for: 4) {
            $0.eyeLeft = 0
            $0.eyeRight = 0
        }
        var firings = 0
        for measurement in closed.measurements where engine.update(measurement).contains(.eyesClosed) {
            firings += 1
            engine.reset()
        }
        #expect(firings == 1)
    }
}

extension GestureEngine {
    /// The gestures a fresh engine fires on `measurements`.
    fileprivate func replayed(_ measurements: [FaceMeasurement]) -> [Gesture] {
        var engine = self
        return engine.replay(measurements).map(\.gesture)
    }
}
