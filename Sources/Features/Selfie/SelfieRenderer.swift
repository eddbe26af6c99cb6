import FaceNavCore
import SceneApp
import ScreenRendering

/// Draws the selfie app: the scene app's screen (`Scenes/selfie`, with its buttons, navigation bar, status
/// line and cursor), and on the camera screen the live preview with the oval over it in the camera widget.
///
/// The 'face detected' state is told three ways: the title's text, the oval's glyphs (`·` to `●`) and,
/// on a colour terminal, the oval's colour.
public struct SelfieRenderer: Sendable {
    public var previewMode: CameraPreview.Mode

    public init(previewMode: CameraPreview.Mode = .ascii) {
        self.previewMode = previewMode
    }

    public func render(_ state: SelfieState, size: Size) -> ScreenBuffer {
        var buffer = ScreenRenderer(previewMode: previewMode).render(state.screens)
        guard state.screen == .camera || state.screen == .saving,
            let camera = state.screens.layout.widgets.first(where: {
                if case .cameraPreview = $0.widget.kind { true } else { false }
            })
        else { return buffer }
        let inside = camera.rect.inset(by: 1)
        guard inside.size.width > 6, inside.size.height > 2 else { return buffer }
        drawCamera(state, in: inside, into: &buffer)
        // The cursor stays visible over the picture: its cell reversed and underlined, as everywhere.
        let cursor = state.screens.cursor
        buffer.restyle(Rect(x: cursor.x, y: cursor.y, width: 1, height: 1)) {
            $0.reverse = true
            $0.underline = true
        }
        return buffer
    }

    /// The preview (or a note when no frame has come yet) with the oval: 0.6 of the picture's width and
    /// 0.8 of its height, centred, as `SelfieFit` judges.
    func drawCamera(_ state: SelfieState, in rect: Rect, into buffer: inout ScreenBuffer) {
        let picture: Rect
        if let preview = state.preview {
            CameraPreview(mode: previewMode).draw(preview, overlay: nil, in: rect, into: &buffer)
            picture = CameraPreview.pictureRect(for: preview, in: rect)
        } else {
            _ = buffer.write(
                "No camera picture yet: waiting for the camera or video", in: rect, y: rect.minY + rect.height / 2,
                alignment: .center)
            return
        }
        let detected = state.isFaceDetected
        let glyph = detected ? "●" : "·"
        let style = detected ? CellStyle(bold: true, foreground: state.settings.faceDetectedColor) : CellStyle()
        let centreX = Double(picture.minX) + Double(picture.width) / 2
        let centreY = Double(picture.minY) + Double(picture.height) / 2
        let radiusX = 0.3 * Double(picture.width)
        let radiusY = 0.4 * Double(picture.height)
        guard radiusX >= 1, radiusY >= 1 else { return }
        for y in picture.minY..<(picture.minY + picture.height) {
            for x in picture.minX..<(picture.minX + picture.width) {
                let dx = (Double(x) + 0.5 - centreX) / radiusX
                let dy = (Double(y) + 0.5 - centreY) / radiusY
                let distance = (dx * dx + dy * dy).squareRoot()
                // One cell of outline: the width of a cell along the ellipse at this point.
                let band = max(1 / radiusX, 1 / radiusY) * 0.7
                if abs(distance - 1) < band { _ = buffer.write(glyph, x: x, y: y, style: style) }
            }
        }
    }
}
