import FaceNavCore

extension AppState {
    /// Carries out a command from any input, and logs it.
    mutating func perform(_ command: Command, from source: InputSource, at time: Double) -> [Effect] {
        var effects: [Effect] = [.log(AppEvent(time: time, kind: .command(command, source: source)))]
        if case .voice(let word) = source {
            heardWord = word
            // The voice step hears every word as a take (`VoiceInputEvent.utterance`), never as a command.
            if isInVoiceStep { return effects }
            // Like gestures: while paused, talking to someone must not press anything.
            if isPaused, command != .pauseResume { return effects }
        }
        if let handled = overlayCommand(command, from: source, at: time) { return effects + handled }
        if isShowingHelp, command != .quit {
            isShowingHelp = false
            return effects
        }
        switch command {
        case .activate:
            // Scanning: any press but a click (which says where) presses the highlight.
            effects +=
                profile.scanning.isEnabled && source != .mouse
                ? scanPress(from: source, at: time) : activate(from: source, at: time)
        case .back: effects += goBack(at: time)
        case .next: effects += focusStep(+1, at: time)
        case .previous: effects += focusStep(-1, at: time)
        case .scrollNext: effects += scroll(by: +1, at: time)
        case .scrollBack: effects += scroll(by: -1, at: time)
        case .swipeLeft: effects += swipe(left: true, at: time)
        case .swipeRight: effects += swipe(left: false, at: time)
        case .pauseResume: effects += togglePause(at: time)
        case .recenter: effects += recenter(at: time)
        case .help: effects += toggleHelpSheet(at: time)
        case .settings: effects += openSettings(at: time)
        case .history: effects += show(.history, at: time)
        case .camera: effects += show(.camera, at: time)
        case .quit where source != .key && source != .mouse && navigation.sheet != Self.quitQuestionSceneID:
            // A gesture or a word can come by accident: asked first, Cancel first. Asked again, it quits.
            effects += askToQuit(at: time)
        case .quit:
            isQuitting = true
            effects += [.log(AppEvent(time: time, kind: .quit)), .quit]
        }
        return effects
    }

    /// Presses the target under the cursor; a destructive one pressed by the face or a word asks first (off
    /// a sheet) or waits for a deliberate move onto it (on a sheet): see `destructivePress`.
    mutating func activate(from source: InputSource = .key, at time: Double) -> [Effect] {
        guard let region = layout.target(at: cursor), region.target != nil else {
            return announce("Nothing to activate here", at: time)
        }
        if let held = destructivePress(region, from: source, at: time) { return held }
        return press(region, at: time)
    }

    /// Presses `region`'s target, whatever it is.
    mutating func press(_ region: HitRegion, at time: Double) -> [Effect] {
        let layout = self.layout
        guard let target = region.target else { return [] }
        let sceneID = layout.activeSceneID ?? navigation.topSceneID
        var effects: [Effect] = [
            .log(AppEvent(time: time, kind: .activation(sceneID: sceneID, target: target, label: region.label)))
        ]
        switch target {
        case .backButton:
            effects += goBack(at: time)
        case .helpButton:
            effects += toggleHelpSheet(at: time)
        case .tab(let index):
            effects += selectTab(index, at: time)
        case .widget(let id):
            guard let placed = layout.placedWidget(id: id) else { break }
            if case .cardStack(let cards) = placed.widget.kind {
                let card = cards[min(widgetStates.removed(placed.key), cards.count - 1)]
                effects += announce(card.text.isEmpty ? card.title : "\(card.title): \(card.text)", at: time)
            }
            effects += run(placed.widget.actions, sceneID: placed.sceneID, label: region.label, at: time)
        case .listRow(let id, let path):
            guard let placed = layout.placedWidget(id: id), case .list(let content) = placed.widget.kind else { break }
            let row = content.sections[path.section].rows[path.item]
            effects += select(path, of: placed, label: row.label, actions: row.actions, at: time)
        case .gridItem(let id, let path):
            guard let placed = layout.placedWidget(id: id), case .grid(let content) = placed.widget.kind else { break }
            let item = content.sections[path.section].items[path.item]
            effects += select(path, of: placed, label: item.label, actions: item.actions, at: time)
        }
        return effects
    }

    /// Logs the selection of a list row or grid item at `path` of `placed`, then runs its actions.
    mutating func select(
        _ path: IndexPath, of placed: PlacedWidget, label: String, actions: [WidgetAction], at time: Double
    ) -> [Effect] {
        let selection = AppEventKind.selection(
            sceneID: placed.sceneID, widgetID: placed.widget.id, indexPath: path, label: label)
        return [.log(AppEvent(time: time, kind: selection))]
            + run(actions, sceneID: placed.sceneID, label: label, at: time)
    }

    /// Runs a widget's declared actions in order; with none, says what was pressed.
    mutating func run(_ actions: [WidgetAction], sceneID: String, label: String, at time: Double) -> [Effect] {
        guard !actions.isEmpty else { return announce(label, at: time) }
        var effects: [Effect] = []
        for action in actions {
            switch action {
            case .push(let id):
                guard let scene = app.scenes[id] else {
                    effects += announce("There is no screen called \(id)", priority: .important, at: time)
                    continue
                }
                if scene.presentation == .sheet {
                    effects += presentSheet(id, at: time)
                } else {
                    navigation.push(id)
                    effects.append(
                        .log(AppEvent(time: time, kind: .navigation(.push, sceneID: id, depth: navigation.depth))))
                    effects += announce(scene.title, at: time)
                }
            case .back:
                effects += goBack(at: time)
            case .switchTab(let index):
                effects += selectTab(index, at: time)
            case .announce(let text):
                effects += announce(text, at: time)
            case .set(let widgetID, let value):
                widgetStates.values[WidgetKey(sceneID: sceneID, widgetID: widgetID)] = value
                effects.append(
                    .log(AppEvent(time: time, kind: .valueSet(sceneID: sceneID, widgetID: widgetID, value: value))))
            case .emit(let name):
                if let handled = settingsEvent(name, at: time) {
                    effects += handled
                    continue
                }
                effects.append(.log(AppEvent(time: time, kind: .emitted(name: name, sceneID: sceneID))))
                effects.append(.delegate(.emitted(name)))
            case .presentSheet(let id):
                effects += presentSheet(id, at: time)
            case .dismissSheet:
                if let sheet = navigation.sheet {
                    navigation.dismissSheet()
                    effects.append(
                        .log(AppEvent(time: time, kind: .navigation(.dismiss, sceneID: sheet, depth: navigation.depth)))
                    )
                }
            case .quit:
                effects += perform(.quit, from: .key, at: time).filter {
                    if case .log(let event) = $0, case .command = event.kind { return false }
                    return true
                }
            }
        }
        return effects
    }

    mutating func presentSheet(_ id: String, at time: Double) -> [Effect] {
        guard let scene = app.scenes[id] else { return announce("There is no sheet called \(id)", at: time) }
        let origin = cursor
        navigation.present(sheet: id)
        var effects: [Effect] = [
            .log(AppEvent(time: time, kind: .navigation(.sheet, sceneID: id, depth: navigation.depth)))
        ]
        effects += announce("\(scene.title) Sheet.", priority: .important, at: time)
        if let first = layout.focusOrder.first(where: { $0.target != .backButton }) {
            moveCursor(to: first.rect.center)
        }
        // A confirmation: the cursor onto the safe choice, the destructive one a clear travel from the head.
        armConfirmation(origin: origin)
        return effects
    }

    mutating func goBack(at time: Double) -> [Effect] {
        if let sheet = navigation.sheet {
            navigation.dismissSheet()
            return [.log(AppEvent(time: time, kind: .navigation(.dismiss, sceneID: sheet, depth: navigation.depth)))]
                + announce("Closed \(app.scenes[sheet]?.title ?? sheet)", at: time)
        }
        guard navigation.back() else { return announce("Nothing to go back to", at: time) + [.delegate(.backAtRoot)] }
        let top = navigation.topSceneID
        return [.log(AppEvent(time: time, kind: .navigation(.pop, sceneID: top, depth: navigation.depth)))]
            + announce(app.scenes[top]?.title ?? top, at: time)
    }

    mutating func selectTab(_ index: Int, at time: Double) -> [Effect] {
        guard app.tabs.indices.contains(index), navigation.selectTab(index) else { return [] }
        let tab = app.tabs[index]
        return [
            .log(AppEvent(time: time, kind: .tabSelected(index: index, title: tab.title))),
            .log(
                AppEvent(time: time, kind: .navigation(.tab, sceneID: navigation.topSceneID, depth: navigation.depth))),
        ] + announce("\(tab.title) tab, \(index + 1) of \(app.tabs.count)", at: time)
    }

    mutating func togglePause(at time: Double) -> [Effect] {
        isPaused.toggle()
        gestures.reset()
        dwell.reset()
        let resume =
            profile.bindings.first { $0.value == .pauseResume }.map { " \($0.key.spokenName) or p to resume." } ?? ""
        return [.log(AppEvent(time: time, kind: .paused(isPaused)))]
            + announce(isPaused ? "Paused.\(resume)" : "Resumed", priority: .important, at: time)
    }

    mutating func recenter(at time: Double) -> [Effect] {
        if let face = lastFace, face.faceFound { headCursor.recenter(yaw: face.yaw, pitch: face.pitch) }
        let content = layout.content
        cursor = clamped(content.isEmpty ? Point(x: screenSize.width / 2, y: screenSize.height / 2) : content.center)
        headCursor.place(at: cursor)
        return announce("Recentered", at: time)
    }

    /// The card stack to swipe: the one under the cursor, else the first on screen.
    mutating func swipe(left: Bool, at time: Double) -> [Effect] {
        let layout = self.layout
        let stacks = (layout.sheet?.widgets ?? layout.widgets).filter {
            if case .cardStack = $0.widget.kind { return true }
            return false
        }
        let hoveredID = layout.target(at: cursor)?.target?.widgetID
        guard let placed = stacks.first(where: { $0.widget.id == hoveredID }) ?? stacks.first,
            case .cardStack(let cards) = placed.widget.kind
        else { return announce("Nothing to swipe here", at: time) }
        let removed = widgetStates.removed(placed.key)
        guard removed < cards.count else { return announce("No more cards", at: time) }
        widgetStates.removedCards[placed.key] = removed + 1
        let remaining = cards.count - removed - 1
        let direction = left ? "left" : "right"
        return [
            .log(
                AppEvent(
                    time: time,
                    kind: .swipe(
                        direction: direction, sceneID: placed.sceneID, widgetID: placed.widget.id,
                        card: cards[removed].title, remaining: remaining)))
        ]
            + announce(
                "Swiped \(direction): \(cards[removed].title). \(remaining == 0 ? "No more cards" : "\(remaining) left").",
                at: time)
    }
}
