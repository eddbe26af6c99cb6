import FaceNavCore
import ScreenRendering

extension ScreenRenderer {
    /// Draws the calibration wizard, camera or message history over everything but the status line.
    func drawOverlay(_ state: AppState, into buffer: inout ScreenBuffer) {
        guard let overlay = state.overlay else { return }
        let size = buffer.size
        let area = Rect(x: 0, y: 0, width: size.width, height: max(0, size.height - 1))
        buffer.fill(area, with: .blank)
        let title: String
        switch overlay {
        case .calibration: title = "Calibration"
        case .camera: title = "Camera"
        case .history: title = "Message history"
        }
        let bar = Rect(x: 0, y: 0, width: size.width, height: 1)
        buffer.fill(bar, with: Cell(" ", style: CellStyle(role: .chrome)))
        buffer.write(title, in: bar, y: 0, alignment: .center, style: CellStyle(bold: true, role: .chrome))
        if state.isPaused {
            buffer.write(
                "‖ PAUSED", in: bar, y: 0, alignment: .trailing,
                style: CellStyle(bold: true, reverse: true, role: .danger))
        }
        if let back = state.overlayBackButton {
            buffer.write(
                ScreenLayout.backLabel, x: back.minX + 1, y: back.minY, style: CellStyle(bold: true, role: .chrome))
        }
        buffer.fill(Rect(x: 0, y: 1, width: size.width, height: 1), with: Cell("─", style: CellStyle(role: .muted)))
        let body = Rect(x: 1, y: 2, width: max(0, size.width - 2), height: max(0, area.height - 2))
        switch overlay {
        case .calibration(let wizard): drawCalibration(wizard, state: state, in: body, into: &buffer)
        case .camera: drawCamera(state, in: body, into: &buffer)
        case .history: drawHistory(state, in: body, into: &buffer)
        }
    }

    /// The wizard: the step and its progress across the top, the steps with what each captured on the
    /// left, the live picture (or "No camera") on the right when there is room, the keys at the bottom.
    func drawCalibration(_ wizard: CalibrationWizard, state: AppState, in body: Rect, into buffer: inout ScreenBuffer) {
        if let step = wizard.voice { return drawVoiceStep(step, state: state, in: body, into: &buffer) }
        let capture = wizard.capture
        let pictureWidth = body.width >= 60 ? body.width * 2 / 5 : 0
        let text = Rect(x: body.minX, y: body.minY, width: body.width - pictureWidth, height: body.height)
        var y = body.minY
        func line(_ content: String, style: CellStyle = .plain, clip: Rect = text) {
            guard y < body.maxY - 1 else { return }
            buffer.write(content, x: body.minX, y: y, style: style, clip: clip)
            y += 1
        }
        if let step = capture.currentStep, let index = capture.steps.firstIndex(of: step) {
            line(
                "Step \(index + 1) of \(capture.steps.count): \(step.instruction)", style: CellStyle(bold: true),
                clip: body)
        } else {
            line("Calibration finished", style: CellStyle(bold: true), clip: body)
        }
        y += 1
        if pictureWidth > 0 {
            let picture = Rect(
                x: body.maxX - pictureWidth, y: y, width: pictureWidth, height: max(0, body.maxY - 1 - y))
            drawPicture(state, in: picture, into: &buffer)
        }
        let barWidth = max(10, min(30, text.width - 20))
        line("Hold still  " + Self.bar(capture.progress, width: barWidth))
        line("All steps   " + Self.bar(capture.overallProgress, width: barWidth))
        y += 1
        for step in capture.steps {
            let mark = capture.captured[step] != nil ? "✓" : step == capture.currentStep ? "▶" : " "
            // Padded in Swift: Foundation's `padding(toLength:)` went through NSString on every frame.
            let name = step.name.prefix(11) + String(repeating: " ", count: max(0, 11 - step.name.count))
            let value = wizard.describe(step) ?? (step == capture.currentStep ? "holding…" : "")
            line("\(mark) \(name) \(value)", style: CellStyle(bold: step == capture.currentStep))
        }
        let redo = state.profile.bindings.first { $0.value == .next }.map { "\($0.key.spokenName) or " } ?? ""
        let cancel = state.profile.bindings.first { $0.value == .back }.map { "\($0.key.spokenName) or " } ?? ""
        if body.height > 0 {
            buffer.write(
                "Redo this step: \(redo)r.  Cancel: \(cancel)Escape.", x: body.minX, y: body.maxY - 1,
                style: CellStyle(role: .muted), clip: body)
        }
    }

    /// A bar of `width` cells and the percentage in digits, so it reads without colour.
    static func bar(_ fraction: Double, width: Int) -> String {
        let clamped = min(max(fraction, 0), 1)
        let filled = Int((clamped * Double(width)).rounded(.down))
        return "[" + String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled) + "] "
            + "\(Int((clamped * 100).rounded(.down)))%"
    }

    func drawCamera(_ state: AppState, in body: Rect, into buffer: inout ScreenBuffer) {
        let face = state.lastFace
        let status: String
        if let face, face.faceFound {
            func degrees(_ radians: Double) -> Int { Int((radians * 180 / .pi).rounded()) }
            status = "Face found: yaw \(degrees(face.yaw))°, pitch \(degrees(face.pitch))°, roll \(degrees(face.roll))°"
        } else {
            status = "No face in view"
        }
        buffer.write(status, x: body.minX, y: body.minY, style: CellStyle(bold: true), clip: body)
        let picture = Rect(x: body.minX, y: body.minY + 1, width: body.width, height: max(0, body.height - 2))
        let drawn = drawPicture(state, in: picture, into: &buffer)
        let note =
            drawn
            ? "Face box, eye and mouth points (•) and pose arrow. Back closes."
            : "Back closes. A webcam (or --video FILE) shows the picture here."
        if body.height > 1 {
            buffer.write(note, x: body.minX, y: body.maxY - 1, style: CellStyle(role: .muted), clip: body)
        }
    }

    /// The live picture with the face's overlay, fitted into `rect`; without a picture (no camera or video
    /// runs: the keyboard, a trace, the emulated face) a "No camera" message there instead. True when the
    /// picture was drawn.
    @discardableResult
    func drawPicture(_ state: AppState, in rect: Rect, into buffer: inout ScreenBuffer) -> Bool {
        guard rect.width > 0, rect.height > 0 else { return false }
        guard let image = state.previewImage else {
            buffer.fill(rect, with: .blank)
            let lines = ["No camera", "No picture reaches FaceNav;", "it is driven by \(state.inputName)."]
            let top = rect.minY + max(0, (rect.height - lines.count) / 2)
            for (index, line) in lines.enumerated() where top + index < rect.maxY {
                buffer.write(
                    line, in: rect, y: top + index, alignment: .center, style: CellStyle(bold: index == 0))
            }
            return false
        }
        let source = state.previewSource ?? Size(width: image.width, height: image.height)
        let overlay = state.lastFace.map { PreviewOverlay($0, source: source, image: image) }
        CameraPreview(mode: previewMode).draw(image, overlay: overlay, in: rect, into: &buffer)
        return true
    }

    /// The newest messages first, each wrapped under its time (never cut at the screen's edge), as many as
    /// fit whole; the newest always shows, its last lines cut only if it alone is taller than the screen.
    func drawHistory(_ state: AppState, in body: Rect, into buffer: inout ScreenBuffer) {
        let entries = state.messages.recent(max(body.height - 1, 0))
        guard !entries.isEmpty else {
            buffer.write("Nothing said yet.", x: body.minX, y: body.minY, style: CellStyle(dim: true), clip: body)
            return
        }
        let indent = 8  // "  1:05  "
        let room = max(body.width - indent, 8)
        var y = body.minY
        for (i, entry) in entries.enumerated() {
            let lines = TextWrap.lines(entry.text, width: room)
            guard i == 0 || y + lines.count <= body.maxY else { break }
            for (index, line) in lines.enumerated() where y < body.maxY {
                let time = index == 0 ? MessageHistory.clock(entry.time).leftPadded(to: 6) : ""
                buffer.write(
                    time.leftPadded(to: 6) + "  " + line, x: body.minX, y: y, style: CellStyle(bold: i == 0), clip: body
                )
                y += 1
            }
        }
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
