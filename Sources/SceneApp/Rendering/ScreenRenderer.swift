import FaceNavCore
import ScreenRendering

/// Draws an `AppState` into a cell buffer: a pure function of the state, so a frame is a snapshot.
///
/// What the cursor is on is marked with reverse video and "▶ ◀" markers, never by colour alone.
public struct ScreenRenderer: Sendable {
    /// How the camera screen and the calibration wizard draw the live picture: half blocks in colour, or
    /// the ASCII ramp (`NO_COLOR`, tests).
    public var previewMode: CameraPreview.Mode

    public init(previewMode: CameraPreview.Mode = .ascii) {
        self.previewMode = previewMode
    }

    public func render(_ state: AppState) -> ScreenBuffer {
        var buffer = ScreenBuffer(size: state.screenSize)
        let layout = state.layout
        guard !layout.isTooSmall else {
            drawTooSmall(layout, into: &buffer)
            return buffer
        }
        let hovered = layout.target(at: state.cursor)?.target
        drawNavigationBar(state, layout, hovered: hovered, into: &buffer)
        // Widget ids are unique within a scene only, and under a modal sheet nothing can be hovered anyway.
        let baseHovered = layout.sheet == nil ? hovered : nil
        drawPage(layout, state: state, hovered: baseHovered, into: &buffer)
        drawTabBar(layout, hovered: hovered, into: &buffer)
        drawMoreBelow(layout, into: &buffer)
        if let sheet = layout.sheet {
            drawSheet(sheet, state: state, hovered: hovered, into: &buffer)
        }
        drawScanHighlight(state, into: &buffer)
        drawStatusLine(state, layout, into: &buffer)
        drawOverlay(state, into: &buffer)
        if state.isShowingHelp { drawHelp(state, into: &buffer) }
        // Over the wizard the cursor points at nothing; the camera and the history have one, for their ‹ Back.
        if state.overlay == nil || state.overlayBackButton != nil { drawCursor(state, into: &buffer) }
        return buffer
    }

    func drawTooSmall(_ layout: ScreenLayout, into buffer: inout ScreenBuffer) {
        let lines = [
            "Make the window larger:",
            "this screen needs \(layout.minimumSize.width)x\(layout.minimumSize.height),",
            "the terminal is \(layout.size.width)x\(layout.size.height).",
        ]
        let whole = Rect(origin: .zero, size: layout.size)
        let top = max(0, (layout.size.height - lines.count) / 2)
        for (i, line) in lines.enumerated() where top + i < layout.size.height {
            buffer.write(line, in: whole, y: top + i, alignment: .center, style: CellStyle(bold: i == 0))
        }
    }
}
