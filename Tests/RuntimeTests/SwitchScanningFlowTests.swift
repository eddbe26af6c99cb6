import FaceNavCore
import FaceNavTestSupport
import Features
import Runtime
import SceneApp
import SceneFormat
import Testing

/// Switch scanning as a mode, with face frames only, in a `ScreensStore` (the live loop's ticks in an
/// in-memory terminal too): the highlight moves at the profile's pace, row then item; the one press gesture
/// (tongue out) presses; dwell's safety rules hold; the mode is turned on and off hands-free and saved.
@Suite struct SwitchScanningFlowTests {
    /// Scanning on, two seconds a highlight: time enough for a held tongue (0.3 s) and its cooldown.
    static var scanning: Profile {
        var profile = Profile.default
        profile.scanning = SwitchScanSettings(isEnabled: true, interval: 2)
        return profile
    }

    @Test func theHighlightMovesRowByRowAndTheTonguePicksARowThenItsItem() throws {
        var run = try ScreensStore(profile: Self.scanning)
        run.face { $0.neutral(for: 1.5) }
        var seen: [[String]] = []
        for _ in 0..<4 {
            seen.append(run.state.scanHighlight.map(\.label))
            run.face { $0.neutral(for: 2) }
        }
        #expect(seen == [["Help"], ["Cards", "About"], ["Say hello", "Delete all…"], ["Quit"]], "\(seen)")
        #expect(run.state.navigation.topSceneID == "home", "resting the head presses nothing while scanning")
        #expect(run.said.contains("Row: Cards, About"), "each highlight is said")
        #expect(
            !run.state.messages.recent(100).contains { $0.text.hasPrefix("Row:") },
            "highlights are not kept in the message history")

        let reached = run.scanTo("Cards")
        #expect(reached, "\(run.screen)")
        #expect(run.state.navigation.topSceneID == "cards", "the tongue pressed Cards: \(run.screen)")
    }

    @Test func aRowHighlightIsMarkedWithoutColour() throws {
        var run = try ScreensStore(profile: Self.scanning)
        run.face { $0.neutral(for: 1.5).neutral(for: 2) }
        #expect(run.state.scanHighlight.map(\.label) == ["Cards", "About"])
        let rows = run.screen.split(separator: "\n", omittingEmptySubsequences: false)
        let cards = try #require(rows.firstIndex { $0.contains("Cards") })
        #expect(rows[cards].hasPrefix("▶") && rows[cards].hasSuffix("◀"), "\(rows[cards])")
        let buffer = run.store.feature.render(run.state, size: ScreensHarness.size)
        let cardsColumn = try #require(rows[cards].firstIndex(of: "C")).utf16Offset(in: rows[cards])
        #expect(buffer[cardsColumn, cards].style.reverse, "the row is in reverse video")
        if let mismatch = snapshotMismatch(run.screen, named: "screens-scanning-row") {
            Issue.record(Comment(rawValue: mismatch))
        }
    }

    @Test func scanningToQuitAsksFirstWithCancelHighlightedAndCancelKeepsTheApp() throws {
        var run = try ScreensStore(profile: Self.scanning)
        run.face { $0.neutral(for: 1.5) }
        let reached = run.scanTo("Quit")
        #expect(reached)
        #expect(!run.state.isQuitting, "Quit is destructive: pressing it by scanning asks first")
        #expect(run.state.navigation.sheet == AppState.dwellConfirmationSceneID, "\(run.screen)")
        #expect(run.state.scanHighlight.map(\.label) == ["Cancel"], "Cancel is highlighted first")
        run.press()
        #expect(run.state.navigation.sheet == nil)
        #expect(!run.state.isQuitting)
    }

    @Test func scanningIsTurnedOnByDwellAndOffByScanningAndBothAreSaved() throws {
        var run = try ScreensStore(profile: CalibrationWizardFlowTests.joystick)
        run.face { $0.neutral(for: 1.5) }
        run.openSettingsPage("Switch scanning", scene: "facenav-scanning")
        let onScanning = run.focus("Scanning on")
        #expect(onScanning)
        run.rest()
        #expect(run.state.profile.scanning.isEnabled, "applied at once")
        let saved = try #require(run.files[ScreensHarness.profilePath])
        #expect(saved.contains("scanning:\n  enabled: true\n"))
        #expect(try ProfileFile.decode(saved).scanning.isEnabled, "it survives a restart")
        #expect(!run.state.scanHighlight.isEmpty, "the highlight starts at once")

        // Now the one gesture: out of the mode again by scanning to "Scanning off".
        let reached = run.scanTo("Scanning off")
        #expect(reached, "\(run.screen)")
        #expect(!run.state.profile.scanning.isEnabled)
        #expect(run.state.scanHighlight.isEmpty)
        #expect(run.files[ScreensHarness.profilePath]?.contains("scanning:\n  enabled: false\n") == true)
    }

    @Test func fromTheHomeScreenTheOneGestureReachesSettingsToLeaveTheMode() throws {
        var run = try ScreensStore(profile: Self.scanning)
        run.face { $0.neutral(for: 1.5) }
        for label in ["Help", "Settings", "Switch scanning", "Scanning off"] {
            let reached = run.scanTo(label)
            #expect(reached, "scanning reached \(label): \(run.screen)")
        }
        #expect(!run.state.profile.scanning.isEnabled, "\(run.screen)")
        #expect(!run.lines.contains { $0.contains(#""source":"key""#) }, "nothing pressed by a key")
    }
}

extension SwitchScanningFlowTests {
    @Test func aSwitchThatIsAKeyScansOnTheLoopsTicksAndSpacePresses() throws {
        let run = try ScreensStore(profile: Self.scanning)
        #expect(run.store.feature.wantsTicks(run.state), "the loop ticks while scanning, face or not")
        var time = 0.0
        func tick(for seconds: Double) {
            for _ in 0..<Int(seconds * 10) {
                time += 0.1
                run.send(.tick, at: time)
            }
        }
        tick(for: 0.5)
        #expect(run.state.scanHighlight.map(\.label) == ["Cards", "About"], "no face: no Help target to scan")
        tick(for: 2)
        #expect(run.state.scanHighlight.map(\.label) == ["Say hello", "Delete all…"])
        run.send(.key(.character(" ")), at: time)
        #expect(run.state.scanHighlight.map(\.label) == ["Say hello"], "Space picks the row")
        run.send(.key(.character(" ")), at: time + 0.2)
        #expect(run.lines.contains { $0.contains(#""type":"activation""#) && $0.contains("Say hello") })
    }
}

extension SwitchScanningFlowTests {
    /// The live loop (`Program.run`) in an in-memory terminal: its ticks move the highlight, a switch that
    /// is the Space key picks the row, then the item.
    @Test func theLiveLoopScansAndTheSwitchPresses() throws {
        let recorder = SessionRecorder()
        let terminal = InMemoryTerminal(script: [(2.5, .key(.character(" "))), (3.0, .key(.character(" ")))])
        var program = Program(
            feature: AppFeature(),
            state: AppState(app: try ScreensHarness.app(), profile: Self.scanning, screenSize: terminal.size),
            performer: recorder.performer)
        program.run(in: terminal, clock: terminal.clock, inputs: .init())
        let screens = terminal.frames.map(\.plainText)
        #expect(screens.contains { $0.contains("▶│                Cards") }, "the first row was highlighted")
        #expect(screens.contains { $0.contains("▶│              Say hello") }, "then the second, by the loop's ticks")
        #expect(recorder.lines.contains { $0.contains(#""type":"activation""#) && $0.contains("Say hello") })
        #expect(!recorder.lines.contains { $0.contains(#""type":"activation""#) && $0.contains("Cards") })
    }
}

extension SwitchScanningFlowTests {
    /// A list taller than the screen: at the end of a pass scanning shows its next rows, so a row below
    /// the first screenful is reached and pressed with the one gesture; after the last rows, the top again.
    @Test func aLongListScrollsAtTheEndOfEachPass() throws {
        let rows = (1...30).map { ListContent.Row(label: "Row \($0)", actions: [.emit(event: "row-\($0)")]) }
        let list = Widget(id: "list", kind: .list(ListContent(sections: [.init(title: nil, rows: rows)])))
        let app = AppDefinition(
            title: "Long", rootSceneID: "long", scenes: ["long": Scene(id: "long", title: "Long", widgets: [list])])
        var profile = Profile.default
        profile.scanning = SwitchScanSettings(isEnabled: true, interval: 1)
        var driver = AppDriver(app: app, profile: profile, size: Size(width: 40, height: 12))
        var seen: [String] = []
        for step in 0..<40 {
            driver.send(.tick, at: Double(step) + 0.5)
            seen += driver.state.scanHighlight.map(\.label)
        }
        #expect(seen.contains("Row 12") && seen.contains("Row 30"), "scanning reached the rows below: \(seen)")
        #expect(seen.firstIndex(of: "Row 1") != seen.lastIndex(of: "Row 1"), "and came back to the top")
        for _ in 0..<60 where driver.state.scanHighlight.map(\.label) != ["Row 12"] {
            driver.send(.tick, at: driver.time + 1)
        }
        driver.send(.key(.enter))
        #expect(driver.events.contains { $0.kind == .emitted(name: "row-12", sceneID: "long") })
    }
}

extension SwitchScanningFlowTests {
    /// A whole page taller than 80x24 (sixteen buttons, no list): at the end of a pass scanning scrolls the
    /// page to its next targets, so every one is highlighted in view and the last is pressed with the one
    /// gesture; after the last, the top again.
    @Test func aPageTallerThanTheScreenScrollsAtTheEndOfEachPass() throws {
        let buttons = (1...16).map {
            Widget(id: "b\($0)", kind: .button(label: "Button \($0)"), actions: [.emit(event: "button-\($0)")])
        }
        let app = AppDefinition(
            title: "Tall", rootSceneID: "tall", scenes: ["tall": Scene(id: "tall", title: "Tall", widgets: buttons)])
        var profile = Profile.default
        profile.scanning = SwitchScanSettings(isEnabled: true, interval: 1)
        var driver = AppDriver(app: app, profile: profile, size: Size(width: 80, height: 24))
        #expect(driver.state.layout.pageOverflow > 0, "the page is taller than the screen")
        var seen: [String] = []
        for step in 0..<40 {
            driver.send(.tick, at: Double(step) + 0.5)
            let highlight = driver.state.scanHighlight
            seen += highlight.map(\.label)
            for region in highlight {
                #expect(driver.state.layout.content.contains(region.rect.center), "\(region.label) is in view")
            }
        }
        #expect(Set(seen) == Set((1...16).map { "Button \($0)" }), "scanning reached every button: \(seen)")
        #expect(seen.firstIndex(of: "Button 1") != seen.lastIndex(of: "Button 1"), "and came back to the top")
        for _ in 0..<40 where driver.state.scanHighlight.map(\.label) != ["Button 16"] {
            driver.send(.tick, at: driver.time + 1)
        }
        driver.send(.key(.enter))
        #expect(driver.events.contains { $0.kind == .emitted(name: "button-16", sceneID: "tall") })
    }

    @Test func scanningIsNotTurnedOnWhenOnlyDwellPresses() throws {
        var profile = Profile.default
        profile.bindings = PressChoice.dwell.applied(to: profile.bindings)
        var driver = AppDriver(app: try ScreensHarness.app(), profile: profile, size: ScreensHarness.size)
        driver.send(.command(.settings, source: .key), at: 1)
        driver.state.navigation.push("facenav-scanning")
        driver.point(at: "Scanning on")
        driver.send(.command(.activate, source: .gesture(.dwell)), at: 2)
        #expect(!driver.state.profile.scanning.isEnabled, "the user would have nothing left to press with")
        #expect(driver.announcements.last?.hasPrefix("Switch scanning needs a press gesture other than dwell") == true)
        #expect(!driver.effects.contains { if case .saveProfile = $0 { true } else { false } })

        driver.state.profile.bindings = PressChoice.mouthOpen.applied(to: driver.state.profile.bindings)
        driver.state.profile.gestures.enabled.insert(.mouthOpen)
        driver.point(at: "Scanning on")
        driver.send(.command(.activate, source: .gesture(.dwell)), at: 3)
        #expect(driver.state.profile.scanning.isEnabled)
        #expect(
            driver.announcements.contains(
                "Switch scanning on, a highlight every 1.2 seconds; mouth open presses the highlighted target"))
        #expect(driver.announcements.last == "Back", "then the first highlight is said")
    }
}
