import FaceNavCore
import FaceNavTestSupport
import Features
import Inputs
import Runtime
import SceneApp
import SceneFormat
import Testing

/// An event log holds every input, so it replays the session it came from exactly.
@Suite struct ReplayTests {
    @Test func everyInputSurvivesTheLogLine() throws {
        let inputs: [ProgramInput] = [
            .key(.up), .key(.backTab), .key(.character("q")), .key(.character("\"")), .pointerMoved(Point(x: 3, y: 4)),
            .clicked(Point(x: 5, y: 6)), .resized(Size(width: 100, height: 30)),
            .faceMeasured(
                FaceMeasurement(
                    time: 1.2345678, yaw: 0.123456789, pitch: -0.1, roll: 0.3, eyeLeft: 0.2, eyeRight: 0.9, mouth: 0.1,
                    tongue: 0.7, quality: 0.5)),
            .faceMeasured(.lost(at: 1.2345678)), .heard(.next, word: "next"), .tick,
            .voice(.listening), .voice(.off), .voice(.utterance([])),
            .voice(.utterance([SpokenWord("back", score: -13.123456789), SpokenWord("pause", score: nil)])),
            .inputChanged("camera /dev/video0"),
            .notice(Announcement("Voice off", priority: .important)), .writeFailed(path: "/p", message: "full"),
            .quitRequested, .cameraChecked(.ready), .cameraChecked(.busy(path: "/dev/video0")),
            .cameraChecked(.permissionDenied(path: "/dev/video1")), .cameraChecked(.noDevice(path: "/dev/video0")),
            .cameraChecked(.noPicture(path: "/dev/video0")), .cameraChecked(.failed(message: "it broke")),
        ]
        for input in inputs {
            let parsed = try ProgramInput.parse(
                logLine: Substring(input.jsonLine(at: 1.2345678)), featureInputs: ProgramInput.loggedCameraInputs)
            #expect(parsed?.time == 1.2345678)
            #expect(parsed?.input == input)
        }
        #expect(try ProgramInput.parse(logLine: #"{"t":1,"type":"gesture","gesture":"tongueOut"}"#) == nil)
        #expect(throws: ProgramInputLogError.self) {
            try ProgramInput.parse(logLine: #"{"t":1,"type":"input","input":"key","key":"sideways"}"#)
        }
        // The loop knows no camera: a camera's line is read only when its input type is given.
        #expect(throws: ProgramInputLogError.self) {
            try ProgramInput.parse(logLine: Substring(ProgramInput.cameraChecked(.ready).jsonLine(at: 1)))
        }
        #expect(throws: ProgramInputLogError.self) {
            try ProgramInput.parse(
                logLine: #"{"t":1,"type":"input","input":"voice","event":"utterance","words":"back:x"}"#)
        }
    }

    @Test func aLoggedTerminalSessionReplaysHeadlessToTheSameEventsAndScreen() throws {
        let app = try AppLoader.load(directory: OneLoopTests.root + "/Scenes/demo")
        var original: [String] = []
        let terminal = InMemoryTerminal(script: [
            (0.2, .key(.character("f"))), (0.5, .key(.right)), (0.7, .key(.right)), (0.9, .key(.character("0"))),
            (1.0, .key(.tab)), (1.1, .key(.enter)), (1.5, .key(.escape)), (2.0, .pointerMoved(Point(x: 10, y: 5))),
        ])
        var live = Program(
            feature: EmulatedFaceHost(AppFeature()), state: .init(base: AppState(app: app, screenSize: terminal.size)),
            performer: EffectPerformer(log: EventLog { original += $0.split(separator: "\n").map(String.init) }))
        live.run(in: terminal, clock: terminal.clock, inputs: .init())
        #expect(original.contains { $0.contains(#""input":"tick""#) }, "the emulated face ticks, and ticks are logged")

        let schedule = try ScheduledInputs.replay(original.joined(separator: "\n"))
        var replayed: [String] = []
        var replay = Program(
            feature: EmulatedFaceHost(AppFeature()), state: .init(base: AppState(app: app, screenSize: terminal.size)),
            performer: EffectPerformer(log: EventLog { replayed += $0.split(separator: "\n").map(String.init) }))
        let screen = replay.runHeadless(size: terminal.size, schedule: schedule)
        let events = { (lines: [String]) in lines.filter { !$0.contains(#""type":"input""#) } }
        #expect(events(replayed).count > 10)
        #expect(events(replayed) == events(original))
        #expect(replay.state == live.state)
        #expect(screen == live.render(size: terminal.size))
    }

    /// A first live run opens the calibration wizard on the first face; its log says so, and its replay
    /// (which is not a live run) opens the wizard too, so the same faces land on the same screens.
    @Test func theReplayOfAFirstRunCalibratesAsTheRunDid() throws {
        let app = try AppLoader.load(directory: OneLoopTests.root + "/Scenes/demo")
        let size = Size(width: 80, height: 24)
        let faces = CalibrationWizardFlowTests.calibration(FaceStream().neutral(for: 0.5)).measurements
        let run = { (feature: AppFeature, schedule: ScheduledInputs) -> (lines: [String], state: AppState) in
            let recorder = SessionRecorder()
            var program = Program(
                feature: feature, state: AppState(app: app, screenSize: size), performer: recorder.performer)
            _ = program.runHeadless(size: size, schedule: schedule)
            return (recorder.lines, program.state)
        }
        let live = run(
            AppFeature(profilePath: "/p.yaml", calibratesOnFirstFace: true), .trace(faces))
        #expect(
            live.lines.prefix(2) == [
                #"{"t":0,"type":"input","input":"resize","width":80,"height":24}"#,
                #"{"t":0,"type":"start","calibratesOnFirstFace":true}"#,
            ])
        #expect(live.lines.contains { $0.contains("Calibration") }, "the wizard opened")
        let log = live.lines.joined(separator: "\n")
        #expect(AppFeature.calibratesOnFirstFace(inLog: log))

        let replay = run(
            AppFeature(profilePath: "/p.yaml", calibratesOnFirstFace: AppFeature.calibratesOnFirstFace(inLog: log)),
            try .replay(log))
        let events = { (lines: [String]) in lines.filter { !$0.contains(#""type":"input""#) } }
        #expect(events(replay.lines) == events(live.lines))
        #expect(replay.state == live.state)
        #expect(!AppFeature.calibratesOnFirstFace(inLog: events(replay.lines).dropFirst().joined(separator: "\n")))
    }

    /// A capture's result is an input in the log: the replay is told it from there and takes no photo of its
    /// own (`CaptureHandler.replayed`), so it hears each result once, as the run did; `.none` would add a second,
    /// made-up "no camera frame" answer after every press of Capture.
    @Test func aReplayTakesEachCapturesResultFromTheLog() throws {
        var lines: [String] = []
        var live = try DocumentCaptureTests().start(
            log: EventLog { lines += $0.split(separator: "\n").map(String.init) })
        live.press("CNH (driving licence)")
        live.wait(3.5)
        live.press("Continue")
        live.press("Capture")
        live.press("Yes")
        live.press("Continue")
        live.press("Capture")
        live.press("Yes")
        live.wait(2)
        #expect(live.program.state.flow.screen == .result(.success))
        let captured = { (log: [String]) in log.filter { $0.contains(#""input":"captured""#) } }
        #expect(captured(lines).count == 2)

        let app = try AppLoader.load(directory: OneLoopTests.root + "/Scenes/document")
        let recorder = SessionRecorder()
        var replay = Program(
            feature: DocumentCaptureFeature(), state: DocumentCaptureFeature().initialState(app: app),
            performer: EffectPerformer(
                log: recorder.performer.log,
                handlers: [CaptureHandler.replayed.handler, CameraCheck.replayed.handler]))
        _ = replay.runHeadless(
            size: Size(width: 80, height: 24),
            schedule: try .replay(lines.joined(separator: "\n"), featureInputs: ProgramInput.loggedCameraInputs))
        #expect(captured(recorder.lines) == captured(lines), "the logged results only, each once")
        #expect(replay.state.flow.screen == .result(.success))
        #expect(replay.state.files == live.program.state.files)
    }

    /// FaceNav's screens over an app change only through reduce (the start's hint kept for the history,
    /// the paused screen shown and hidden, the app's announcements kept), so the log of a run over the
    /// cards and over the game replays to the same screen at every step, and the same history.
    @Test(arguments: ["cards", "game"])
    func aRunUnderTheShellReplaysToTheSameScreens(app name: String) throws {
        var run = try ShellRun(name)
        var seen: [(time: Double, screen: String)] = []
        func look(_ run: ShellRun) { seen.append((run.program.time, run.screen)) }
        run.face { $0.neutral(for: 1.5) }
        look(run)
        run.pauseGesture()
        look(run)
        _ = run.focus("Messages")
        run.rest()
        look(run)
        run.back()
        run.back()
        look(run)
        run.program.send(.key(.character("p")), at: run.stream.nextTime)
        look(run)
        run.program.send(.heard(.quit, word: "quit"), at: run.stream.nextTime + 0.1)
        look(run)
        #expect(Set(seen.map(\.screen)).count >= 4, "the run went through several screens")

        let shell = HandsFreeShell(profilePath: HandsFreeShellTests.profilePath)
        let recorder = SessionRecorder()
        var replay = Program(
            feature: shell,
            state: shell.initialState(
                app: try HandsFreeShellTests.app(name),
                screens: try AppLoader.load(directory: OneLoopTests.root + "/Scenes/settings"),
                profile: CalibrationWizardFlowTests.joystick, size: HandsFreeShellTests.size),
            performer: recorder.performer(handlers: [CaptureHandler.none.handler, CameraCheck.none.handler]))
        var schedule = try ScheduledInputs.replay(
            run.recorder.lines.joined(separator: "\n"), featureInputs: ProgramInput.loggedCameraInputs)
        replay.start(size: HandsFreeShellTests.size, at: 0)
        for (time, screen) in seen {
            for entry in schedule.take(upTo: time) { replay.send(entry.input, at: entry.time) }
            #expect(replay.render(size: HandsFreeShellTests.size).plainText == screen, "\(name) at \(time)")
        }
        #expect(recorder.events == run.recorder.events)
        #expect(replay.state.screens == run.program.state.screens)
        #expect(replay.state.screens.messages.entries.contains { $0.text.hasPrefix("For FaceNav's settings") })
    }
}
