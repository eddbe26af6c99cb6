import FaceNavCore
import FaceNavTestSupport
import Features
import Foundation
import Inputs
import Runtime
import SceneApp
import SceneFormat
import ScreenRendering
import Testing

/// The selfie app through the one program loop, with a synthetic picture and face: the photo takes
/// itself only for a face in the oval, large enough, frontal and still; the screens as text.
@Suite struct SelfieTests {
    static let source = Size(width: 640, height: 480)
    /// The app's screens, `Scenes/selfie`.
    nonisolated(unsafe) static let app = try! AppLoader.load(directory: OneLoopTests.root + "/Scenes/selfie")
    /// A 64x48 picture: dark background, a bright oval face in the middle.
    static let picture: PreviewImage = {
        var luma = [UInt8](repeating: 30, count: 64 * 48)
        for y in 0..<48 {
            for x in 0..<64 {
                let dx = Double(x - 32) / 10
                let dy = Double(y - 24) / 14
                if dx * dx + dy * dy <= 1 { luma[y * 64 + x] = 220 }
            }
        }
        return PreviewImage(width: 64, height: 48, luma: luma)!
    }()

    static let savedFile = "/data/MRTD/FaceDetection/FaceDetected20261123-020000-000.jpg"
    static let savedHash = String(repeating: "ab", count: 32)
    static let saved = CaptureHandler { request in
        CaptureResult(request: request, outcome: .success, file: savedFile, sha256: savedHash)
    }

    /// A face at `time`: centred 200 px wide unless moved, frontal unless turned.
    static func face(_ time: Double, x: Double = 220, width: Double = 200, yaw: Double = 0) -> FaceMeasurement {
        var face = FaceMeasurement(time: time, yaw: yaw)
        face.box = PictureRect(x: x, y: 240 - width / 2, width: width, height: width)
        return face
    }

    /// A picture then a face every 1/30 s from `start` to `end`.
    static func frames(from start: Double, to end: Double, _ face: (Double) -> FaceMeasurement = { Self.face($0) })
        -> [(Double, ProgramInput)]
    {
        stride(from: start, to: end, by: 1.0 / 30).flatMap { t in
            [(t, ProgramInput.frameSeen(picture, source: source)), (t, .faceMeasured(face(t)))]
        }
    }

    func run(
        _ schedule: [(Double, ProgramInput)], settings: SelfieSettings = SelfieSettings(),
        camera: CaptureHandler = Self.saved, app: AppDefinition = Self.app
    ) -> (state: SelfieState, screen: ScreenBuffer, log: [String], said: [String]) {
        var lines: [String] = []
        let voice = RecordingAnnouncer()
        var program = Program(
            feature: SelfieFeature(previewMode: .ascii),
            state: SelfieState(
                app: app, settings: settings, registry: ["LOCAL  0123456789ab  /data/old.jpg"],
                registryPath: "/data/image-matches.json", size: Size(width: 60, height: 22)),
            performer: EffectPerformer(
                announcer: voice, log: EventLog { lines += $0.split(separator: "\n").map(String.init) },
                handlers: [camera.handler, CameraCheck.none.handler])
        )
        let screen = program.runHeadless(
            size: Size(width: 60, height: 22), schedule: ScheduledInputs(schedule.map { (time: $0.0, input: $0.1) }))
        return (program.state, screen, lines, voice.texts)
    }

    func captures(_ log: [String]) -> Int { log.filter { $0.contains(#""input":"captured""#) }.count }

    @Test func aFaceInTheOvalHeldStillIsPhotographedOnceByItself() {
        let run = run(Self.frames(from: 0, to: 3))
        #expect(captures(run.log) == 1)
        #expect(
            run.state.screen
                == .saved(
                    file: "/data/MRTD/FaceDetection/FaceDetected20261123-020000-000.jpg",
                    sha256: String(repeating: "ab", count: 32)))
        #expect(run.log.contains { $0.contains(#""type":"selfie","event":"saved","file":"/data/MRTD/FaceDetection/"#) })
        #expect(run.said.contains("Face detected: hold still"))
        #expect(run.said.contains { $0.hasPrefix("Photo taken and saved as /data/MRTD/FaceDetection/") })
        #expect(!run.log.contains { $0.contains(#""input":"frame""#) })
        let mismatch = snapshotMismatch(run.screen.plainText, named: "selfie-saved")
        #expect(mismatch == nil, "\(mismatch ?? "")")
    }

    @Test func theOvalAndTitleChangeWhenTheFaceFits() {
        let looking = run(Array(Self.frames(from: 0, to: 0.2).prefix(1)))
        #expect(looking.screen.plainText.contains("Selfie: put your face in the oval"))
        #expect(looking.screen.plainText.contains("·"))
        var mismatch = snapshotMismatch(looking.screen.plainText, named: "selfie-looking")
        #expect(mismatch == nil, "\(mismatch ?? "")")
        var settings = SelfieSettings()
        settings.faceDetectedText = "Got you, stay there"
        settings.faceDetectedColor = RGBColor(red: 255, green: 0, blue: 255)
        let fitting = run(Self.frames(from: 0, to: 0.5), settings: settings)
        #expect(fitting.state.isFaceDetected)
        #expect(captures(fitting.log) == 0)
        #expect(fitting.screen.plainText.contains("Got you, stay there"))
        #expect(!fitting.screen.plainText.contains("·"))
        let ovalCells = fitting.screen.cells.filter { $0.character == "●" }
        #expect(!ovalCells.isEmpty)
        #expect(ovalCells.allSatisfy { $0.style.foreground == RGBColor(red: 255, green: 0, blue: 255) })
        mismatch = snapshotMismatch(fitting.screen.plainText, named: "selfie-face-detected")
        #expect(mismatch == nil, "\(mismatch ?? "")")
    }

    /// Issue 18: the photo waits for both eyes open, and a wink's back to the camera takes no other photo.
    @Test func anEyeShutIsNotPhotographedAndAWinkBackTakesNoSecondPhoto() {
        let winking = run(
            Self.frames(from: 0, to: 3) { t in
                var face = Self.face(t)
                face.eyeLeft = 0.1
                return face
            })
        #expect(captures(winking.log) == 0)
        #expect(winking.state.fit == .eyesClosed)
        #expect(winking.said.contains("Open both eyes."))
        // A photo, then a left wink (back: the camera again), then the face held still in the oval again.
        let back = run(
            Self.frames(from: 0, to: 2.5)
                + Self.frames(from: 2.5, to: 3) { t in
                    var face = Self.face(t)
                    face.eyeLeft = t < 2.9 ? 0 : 1
                    return face
                } + Self.frames(from: 3, to: 8))
        #expect(back.state.screen == .camera, "the wink went back to the camera")
        #expect(captures(back.log) == 1, "one photo: going back never re-arms the camera")
        #expect(back.screen.plainText.contains("Photo taken. Press Take a photo for another."))
    }

    @Test func aFaceMovingThroughTheOvalIsNotPhotographed() {
        let run = run(Self.frames(from: 0, to: 3) { t in Self.face(t, x: 120 + 60 * t) })
        #expect(captures(run.log) == 0)
    }

    @Test func aTurnedSmallOrOffCentreFaceIsToldWhatToDo() {
        #expect(run(Self.frames(from: 0, to: 3) { Self.face($0, yaw: 0.7) }).state.fit == .turned)
        #expect(run(Self.frames(from: 0, to: 3) { Self.face($0, width: 80) }).state.fit == .tooSmall)
        #expect(run(Self.frames(from: 0, to: 3) { Self.face($0, x: 10, width: 130) }).state.fit == .outsideOval)
        #expect(captures(run(Self.frames(from: 0, to: 3) { Self.face($0, yaw: 0.7) }).log) == 0)
    }

    @Test func aLostFaceStartsTheHoldAgain() {
        let lost =
            Self.frames(from: 0, to: 0.8) + [(0.85, .faceMeasured(.lost(at: 0.85)))]
            + Self.frames(from: 0.9, to: 1.7)
        #expect(captures(run(lost).log) == 0)
    }

    @Test func withoutAPictureNothingIsTaken() {
        let faces = stride(from: 0.0, to: 3, by: 1.0 / 30).map { ($0, ProgramInput.faceMeasured(Self.face($0))) }
        let run = run(faces)
        #expect(captures(run.log) == 0)
        #expect(run.screen.plainText.contains("No camera picture yet"))
    }

    @Test func aFailedSaveSaysWhyAndTheCameraIsOnePressAway() {
        let failing = CaptureHandler { request in
            CaptureResult(request: request, outcome: .failed("cannot save the selfie: read-only file system"))
        }
        let run = run(Self.frames(from: 0, to: 3), camera: failing)
        #expect(run.state.screen == .failed("cannot save the selfie: read-only file system"))
        #expect(run.screen.plainText.contains("Photo not saved"))
        let again = self.run(
            Self.frames(from: 0, to: 1.5) + [(1.6, .key(.escape))] + Self.frames(from: 1.7, to: 1.8), camera: failing)
        #expect(again.state.screen == .camera)
    }

    @Test func theRegistryScreenListsTheRecordsAndTheNewPhoto() {
        let run = run(Self.frames(from: 0, to: 2) + [(2.1, .key(.character("r")))])
        #expect(run.state.screen == .registry)
        #expect(run.state.registry.count == 2)
        let mismatch = snapshotMismatch(run.screen.plainText, named: "selfie-registry")
        #expect(mismatch == nil, "\(mismatch ?? "")")
        let back = self.run(Self.frames(from: 0, to: 2) + [(2.1, .key(.character("r"))), (2.2, .key(.escape))])
        #expect(back.state.screen == .camera)
    }

    @Test func aReplayedLogIsToldTheSameResultWithoutACamera() throws {
        let live = run(Self.frames(from: 0, to: 3))
        var replayed = ScheduledInputs()
        let inputs = try live.log.compactMap {
            try ProgramInput.parse(logLine: Substring($0), featureInputs: ProgramInput.loggedCameraInputs)
        }
        replayed = ScheduledInputs(inputs.map { (time: $0.time, input: $0.input) })
        var program = Program(feature: SelfieFeature(previewMode: .ascii), state: SelfieState(app: Self.app))
        _ = program.runHeadless(size: Size(width: 60, height: 22), schedule: replayed)
        // No pictures are logged, so the replay never fits the oval; the logged result still tells it.
        #expect(program.state.registry.count == 1)
        #expect(program.state.screen == live.state.screen)
    }

    /// A face, no keys, with dwell as the one press (the settings' choice): 30 pictures and measurements a
    /// second, the face in the oval, the head aimed at a button until dwell presses it.
    struct FaceDriver {
        var program: Program<SelfieFeature>
        var time = 0.0
        let size = Size(width: 80, height: 24)

        var screen: String { program.render(size: size).plainText }

        mutating func hold(yaw: Double, pitch: Double, for seconds: Double) {
            let end = time + seconds
            while time < end {
                time += 1.0 / 30
                var face = SelfieTests.face(time, yaw: yaw)
                face.pitch = pitch
                program.send(.frameSeen(SelfieTests.picture, source: SelfieTests.source), at: time)
                program.send(.faceMeasured(face), at: time)
            }
        }

        /// Looks at the button labelled `label` until the screen changes or the camera is armed (at most 5 s).
        mutating func dwell(on label: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
            let layout = program.state.screens.layout
            guard let region = layout.regions.last(where: { $0.label == label && $0.target != nil }) else {
                Issue.record("no \(label) on:\n\(screen)", sourceLocation: sourceLocation)
                return
            }
            let point = region.rect.center
            let yaw = -(Double(point.x) / (Double(size.width - 1) / 2) - 1) * 0.20
            let pitch = -(Double(point.y) / (Double(size.height - 1) / 2) - 1) * 0.15
            let before = (program.state.screen, program.state.screens.navigation, program.state.isArmed)
            let end = time + 5
            while (program.state.screen, program.state.screens.navigation, program.state.isArmed) == before, time < end
            {
                hold(yaw: yaw, pitch: pitch, for: 0.1)
            }
            if (program.state.screen, program.state.screens.navigation, program.state.isArmed) == before {
                Issue.record("dwell on \(label) pressed nothing:\n\(screen)", sourceLocation: sourceLocation)
            }
        }
    }

    @Test func withDwellAsThePressTheFaceAloneGoesFromThePhotoToTheRegistryAndBack() {
        var profile = Profile.default
        profile.bindings = PressChoice.dwell.applied(to: profile.bindings)
        let recorder = SessionRecorder()
        var program = Program(
            feature: SelfieFeature(previewMode: .ascii),
            state: SelfieState(
                app: Self.app, profile: profile, registry: ["LOCAL  0123456789ab  /data/old.jpg"],
                registryPath: "/data/image-matches.json"),
            performer: EffectPerformer(
                announcer: recorder.announcer, log: recorder.performer.log,
                handlers: [Self.saved.handler, CameraCheck.none.handler]))
        program.start(size: Size(width: 80, height: 24), at: 0)
        var face = FaceDriver(program: program)
        face.hold(yaw: 0, pitch: 0, for: 2)  // in the oval, looking straight: the photo takes itself
        #expect(face.program.state.screen == .saved(file: Self.savedFile, sha256: Self.savedHash))
        #expect(snapshotMismatch(face.screen, named: "selfie-dwell-saved") == nil)
        face.dwell(on: "Registry")
        #expect(face.program.state.screen == .registry)
        #expect(snapshotMismatch(face.screen, named: "selfie-dwell-registry") == nil)
        face.dwell(on: "Back to the camera")
        #expect(face.program.state.screen == .camera)
        // Issue 18: back at the camera nothing is taken until another photo is asked for.
        face.hold(yaw: 0, pitch: 0, for: 3)
        #expect(face.program.state.screen == .camera)
        #expect(captures(recorder.lines) == 1)
        face.dwell(on: "Take a photo")
        face.hold(yaw: 0, pitch: 0, for: 2)
        #expect(face.program.state.screen == .saved(file: Self.savedFile, sha256: Self.savedHash))
        #expect(captures(recorder.lines) == 2)
        face.dwell(on: "Take another")
        #expect(face.program.state.screen == .camera)
        // Resting on the camera screen's Registry is choosing it: no photo is taken meanwhile.
        face.dwell(on: "Registry")
        #expect(face.program.state.screen == .registry)
        #expect(captures(recorder.lines) == 2)
        face.dwell(on: "Back to the camera")
        face.hold(yaw: 0, pitch: 0, for: 2)
        #expect(captures(recorder.lines) == 3, "the photo asked for by Take another, once")
        // The bar's ‹ Back is a target too, and going back never takes a photo by itself.
        face.dwell(on: "Back")
        #expect(face.program.state.screen == .camera)
        face.hold(yaw: 0, pitch: 0, for: 3)
        #expect(captures(recorder.lines) == 3)
        // Quit is destructive: dwell asks, and the question opens with the cursor on Cancel.
        face.dwell(on: "Quit")
        #expect(!face.program.isFinished)
        #expect(face.program.state.screens.navigation.sheet == AppState.dwellConfirmationSceneID)
        #expect(face.program.state.screens.hovered?.label == "Cancel")
        #expect(snapshotMismatch(face.screen, named: "selfie-dwell-quit") == nil)
        face.dwell(on: "Cancel")
        #expect(!face.program.isFinished)
        #expect(face.program.state.screen == .camera)
        #expect(captures(recorder.lines) == 3)
        #expect(recorder.said.contains { $0.hasPrefix("Image-match registry, 3 records.") })
        #expect(recorder.lines.contains { $0.contains(#""type":"gesture","gesture":"dwell""#) })
    }

    /// Winks, the tongue and the voice press as in every scene app: next (a right wink, the word) moves to the
    /// next button, activate (tongue out, "select") presses the one the cursor is on, back (a left wink)
    /// returns to the camera.
    @Test func afterThePhotoWinksTheTongueAndTheVoicePressTheButtons() {
        // Saved by 1.1 s; a straight face rests the cursor in the middle of the screen: on Registry at this size.
        let pressed = Self.frames(from: 0, to: 4) { t in
            var face = Self.face(t)
            face.tongue = (1.5..<2.0).contains(t) ? 1 : 0
            face.eyeLeft = (2.8..<3.2).contains(t) ? 0 : 1
            return face
        }
        let run = run(pressed)
        #expect(run.said.contains { $0.hasPrefix("Image-match registry, 2 records.") }, "\(run.said)")
        #expect(run.said.contains("Selfie: put your face in the oval"))
        #expect(run.state.screen == .camera)
        // A right wink moves on from Registry to Quit, and the cursor stays there: nothing is pressed.
        let next = self.run(
            Self.frames(from: 0, to: 2.5) { t in
                var face = Self.face(t)
                face.eyeRight = (1.5..<1.9).contains(t) ? 0 : 1
                return face
            })
        #expect(next.said.contains("Quit, button"), "\(next.said)")
        #expect(next.state.screen == .saved(file: Self.savedFile, sha256: Self.savedHash))
        // By voice: "next" moves on to Quit, "previous" back to Registry; "select" presses it.
        let voice = self.run(
            Self.frames(from: 0, to: 1.5) + [
                (1.6, .heard(.next, word: "next")), (1.7, .heard(.previous, word: "previous")),
                (1.8, .heard(.activate, word: "select")),
            ])
        #expect(voice.said.contains("Quit, button"))
        #expect(voice.state.screen == .registry, "\(voice.said) \(voice.log.suffix(8))")
    }

    /// The app's words are its scene files': `Scenes/selfie` (checked by `facenav check`) holds them all.
    static func bundledTexts() throws -> SelfieTexts {
        SelfieTexts(app: try AppLoader.load(directory: OneLoopTests.root + "/Scenes/selfie"))
    }

    @Test func theBundledScenesHoldEveryTextTheAppShows() throws {
        let app = try AppLoader.load(directory: OneLoopTests.root + "/Scenes/selfie")
        #expect(Set(app.scenes.keys) == ["camera", "saving", "saved", "failed", "registry"])
        // The snapshots show the defaults, so the files must hold exactly those; a reworded file fails here.
        #expect(SelfieTexts(app: app) == SelfieTexts())
        // And every text is read from a file: with each scene's words replaced, nothing keeps its default.
        var marked = app
        for (id, scene) in app.scenes {
            marked.scenes[id]?.title = "T " + scene.title
            for (index, widget) in scene.widgets.enumerated() {
                if case .label(let text) = widget.kind {
                    marked.scenes[id]?.widgets[index].kind = .label(text: "L " + text)
                }
            }
        }
        let read = SelfieTexts(app: marked)
        let texts = [read.title, read.faceDetected, read.cameraHint, read.savingTitle, read.registryEmpty]
        #expect(texts.allSatisfy { $0.hasPrefix("T ") || $0.hasPrefix("L ") }, "\(texts)")
    }

    @Test func rewordedSceneFilesRewordTheScreens() throws {
        var app = try AppLoader.load(directory: OneLoopTests.root + "/Scenes/selfie")
        app.scenes["camera"]?.title = "Selfie: look here"
        app.scenes["saved"]?.title = "Foto salva"
        if let index = app.scenes["camera"]?.widgets.firstIndex(where: { $0.id == "face-detected" }) {
            app.scenes["camera"]?.widgets[index].kind = .label(text: "Rosto detectado")
        }
        let looking = run(Self.frames(from: 0, to: 0.1, { Self.face($0, x: 20) }), app: app)
        #expect(looking.screen.plainText.contains("Selfie: look here"))
        #expect(looking.said.first?.hasPrefix("Selfie: look here.") == true)
        let fitting = run(Self.frames(from: 0, to: 0.5), app: app)
        #expect(fitting.screen.plainText.contains("Rosto detectado"), "\(fitting.screen.plainText)")
        #expect(fitting.said.contains("Rosto detectado"))
        let saved = run(Self.frames(from: 0, to: 3), app: app)
        #expect(saved.screen.plainText.contains("Foto salva"))
        // A title given on the command line still wins over the scene's.
        var settings = SelfieSettings()
        settings.faceDetectedText = "Got you"
        #expect(run(Self.frames(from: 0, to: 0.5), settings: settings, app: app).said.contains("Got you"))
    }
}
