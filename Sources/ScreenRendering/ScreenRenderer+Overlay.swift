import FaceNavCore

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
        buffer.fill(Rect(x: 0, y: 1, width: size.width, height: 1), with: Cell("─", style: CellStyle(role: .muted)))
        let body = Rect(x: 1, y: 2, width: max(0, size.width - 2), height: max(0, area.height - 2))
        switch overlay {
        case .calibration(let wizard): drawCalibration(wizard, state: state, in: body, into: &buffer)
        case .camera: drawCamera(state, in: body, into: &buffer)
        case .history: drawHistory(state, in: body, into: &buffer)
        }
    }

    func drawCalibration(_ wizard: CalibrationWizard, state: AppState, in body: Rect, into buffer: inout ScreenBuffer) {
        let capture = wizard.capture
        var y = body.minY
        func line(_ text: String, style: CellStyle = .plain) {
            guard y < body.maxY else { return }
            buffer.write(text, x: body.minX, y: y, style: style, clip: body)
            y += 1
        }
        if let step = capture.currentStep, let index = capture.steps.firstIndex(of: step) {
            line("Step \(index + 1) of \(capture.steps.count): \(step.instruction)", style: CellStyle(bold: true))
        } else {
            line("Calibration finished", style: CellStyle(bold: true))
        }
        y += 1
        let barWidth = max(10, min(30, body.width - 20))
        line("Hold still  " + Self.bar(capture.progress, width: barWidth))
        line("All steps   " + Self.bar(capture.overallProgress, width: barWidth))
        y += 1
        for step in capture.steps {
            let mark = capture.captured[step] != nil ? "✓" : step == capture.currentStep ? "▶" : " "
            let name = step.rawValue.padding(toLength: 11, withPad: " ", startingAt: 0)
            let value = wizard.describe(step) ?? (step == capture.currentStep ? "holding…" : "")
            line("\(mark) \(name) \(value)", style: CellStyle(bold: step == capture.currentStep))
        }
        y += 1
        let redo = state.profile.bindings.first { $0.value == .next }.map { "\($0.key.spokenName) or " } ?? ""
        let cancel = state.profile.bindings.first { $0.value == .back }.map { "\($0.key.spokenName) or " } ?? ""
        line("Redo this step: \(redo)r.  Cancel: \(cancel)Escape.", style: CellStyle(role: .muted))
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
        let image = state.previewImage ?? Self.blankPreview
        CameraPreview(mode: .ascii).draw(image, overlay: face.map(PreviewOverlay.init), in: picture, into: &buffer)
        let note =
            state.previewImage == nil
            ? "No picture: face box, eye and mouth points (•), pose arrow. Back closes."
            : "Face box, eye and mouth points (•) and pose arrow. Back closes."
        if body.height > 1 {
            buffer.write(note, x: body.minX, y: body.maxY - 1, style: CellStyle(role: .muted), clip: body)
        }
    }

    /// A black 640×480 frame, for the overlay when no picture reaches the loop.
    static let blankPreview = PreviewImage(width: 640, height: 480, luma: [UInt8](repeating: 0, count: 640 * 480))!

    func drawHistory(_ state: AppState, in body: Rect, into buffer: inout ScreenBuffer) {
        let entries = state.messages.recent(max(body.height - 1, 0))
        guard !entries.isEmpty else {
            buffer.write("Nothing said yet.", x: body.minX, y: body.minY, style: CellStyle(dim: true), clip: body)
            return
        }
        for (i, entry) in entries.enumerated() {
            buffer.write(
                "\(MessageHistory.clock(entry.time).leftPadded(to: 6))  \(entry.text)", x: body.minX, y: body.minY + i,
                style: CellStyle(bold: i == 0), clip: body)
        }
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
