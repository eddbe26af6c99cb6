import FaceNavCore
import ScreenRendering

extension ScreenRenderer {
    /// The wizard's voice step: the word to say and which take, what the last try heard and whether it
    /// counted, the time left, every word with its takes counted, the dwell buttons, and the keys.
    func drawVoiceStep(_ step: VoiceEnrolmentStep, state: AppState, in body: Rect, into buffer: inout ScreenBuffer) {
        var y = body.minY
        let buttonsY = state.voiceStepButtons.first?.rect.minY ?? body.maxY
        func line(_ content: String, style: CellStyle = .plain) {
            guard y < buttonsY - 1 else { return }
            buffer.write(content, x: body.minX, y: y, style: style, clip: body)
            y += 1
        }
        line("Voice: teach FaceNav your voice", style: CellStyle(bold: true))
        y += 1
        if let take = step.currentTakeName {
            let waiting = max(0, step.deadline - state.time)
            let listening =
                state.time < step.listensFrom ? "wait for the prompt" : "listening, \(Int(waiting.rounded(.up))) s left"
            line("Say: \(take)", style: CellStyle(bold: true, role: .accent))
            line("  (\(listening))", style: CellStyle(role: .muted))
        }
        if let last = step.last {
            let heard: String
            switch last.verdict {
            case .counted?: heard = "Heard: \(last.prompt) ✓ counted"
            case .heardAs(let other)?: heard = "Heard: \(other) ✗ not counted (asked for \(last.prompt))"
            case .nothing?: heard = "Heard nothing clear ✗ not counted"
            case nil: heard = "Nothing heard in time ✗ not counted"
            }
            line(heard)
        } else {
            line("")
        }
        y += 1
        // The words in columns: "✓ back 2/2", "▶ camera 0/2", "  help".
        let width = 16
        let columns = max(1, body.width / width)
        let words = step.words
        let rows = (words.count + columns - 1) / columns
        for row in 0..<rows where y < buttonsY - 1 {
            for column in 0..<columns {
                let index = column * rows + row
                guard index < words.count else { continue }
                let word = words[index]
                let counted = step.countedTakes(of: word)
                let mark =
                    word == step.currentPrompt ? "▶" : step.isDone(word) ? (counted > 0 ? "✓" : "✗") : " "
                let text = "\(mark) \(word) \(counted)/\(VoiceEnrolmentStep.takesPerWord)"
                buffer.write(
                    text, x: body.minX + column * width, y: y,
                    style: CellStyle(bold: word == step.currentPrompt), clip: body)
            }
            y += 1
        }
        let hovered = state.voiceStepButtons.first { $0.rect.contains(state.cursor) }?.button
        for (button, rect) in state.voiceStepButtons {
            let on = button == hovered
            buffer.write(
                "[ \(button.rawValue) ]", x: rect.minX, y: rect.minY,
                style: CellStyle(bold: true, reverse: on, underline: on, role: .chrome), clip: body)
        }
        let again = binding(.next, in: state)
        let skip = binding(.activate, in: state)
        let stop = binding(.back, in: state)
        if body.height > 0 {
            buffer.write(
                "Again: \(again)r. Skip: \(skip)Enter. Stop: \(stop)Esc.", x: body.minX, y: body.maxY - 1,
                style: CellStyle(role: .muted), clip: body)
        }
    }

    /// "wink right or " for the first gesture bound to `command` (dwell aside), or nothing.
    private func binding(_ command: Command, in state: AppState) -> String {
        Gesture.allCases.first { $0 != .dwell && state.profile.bindings[$0] == command }.map { "\($0.spokenName) or " }
            ?? ""
    }
}
