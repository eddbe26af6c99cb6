import FaceNavCore
import ScreenRendering

/// Draws the selfie app: the title, the live preview with the oval over it, the advice and the status
/// line; or the saved photo's path and hash; or the registry.
///
/// The 'face detected' state is told three ways: the title's text, the oval's glyphs (`·` to `●`) and,
/// on a colour terminal, the oval's colour.
public struct SelfieRenderer: Sendable {
    public var previewMode: CameraPreview.Mode

    public init(previewMode: CameraPreview.Mode = .ascii) {
        self.previewMode = previewMode
    }

    public func render(_ state: SelfieState, size: Size) -> ScreenBuffer {
        var buffer = ScreenBuffer(size: size)
        guard size.width >= 20, size.height >= 8 else {
            buffer.write("Make the window larger", x: 0, y: 0)
            return buffer
        }
        let full = Rect(x: 0, y: 0, width: size.width, height: size.height)
        let title: String
        switch state.screen {
        case .camera: title = state.isFaceDetected ? state.faceDetectedText : state.title
        case .saving: title = state.texts.savingTitle
        case .saved: title = state.texts.savedTitle
        case .failed: title = state.texts.failedTitle
        case .registry: title = state.texts.registryTitle
        }
        _ = buffer.write(title, in: full, y: 0, alignment: .center, style: CellStyle(bold: true))
        buffer.write(String(repeating: "─", count: size.width), x: 0, y: 1, style: CellStyle(role: .chrome))
        let body = Rect(x: 0, y: 2, width: size.width, height: size.height - 5)
        switch state.screen {
        case .camera, .saving: drawCamera(state, in: body, into: &buffer)
        case .saved(let file, let hash):
            drawLines(
                [
                    state.texts.savedFileIntro, file, "", state.texts.savedHashIntro, String(hash.prefix(32)),
                    String(hash.dropFirst(32)), "", state.texts.savedRegistryIntro, state.registryPath,
                ],
                in: body, into: &buffer)
        case .failed(let reason):
            drawLines(
                [state.texts.failedReasonIntro, reason, "", state.texts.failedReassurance], in: body,
                into: &buffer)
        case .registry:
            let lines =
                state.registry.isEmpty ? [state.texts.registryEmpty] : Array(state.registry.suffix(body.height - 2))
            drawLines(
                ["\(state.registry.count) record(s) in \(state.registryPath)", ""] + lines, in: body, into: &buffer)
        }
        let hint: String
        switch state.screen {
        case .camera: hint = state.fit == .fits ? "Hold still…" : state.fit.advice + " " + state.texts.cameraHint
        case .saving: hint = state.texts.savingHint
        case .saved, .failed: hint = state.texts.resultHint
        case .registry: hint = state.texts.registryHint
        }
        _ = buffer.write(hint, in: full, y: size.height - 3, alignment: .center, style: CellStyle(dim: true))
        buffer.write(
            String(repeating: "─", count: size.width), x: 0, y: size.height - 2, style: CellStyle(role: .chrome))
        let face = state.face?.faceFound == true ? "face found" : "no face"
        buffer.write(" \(state.inputName) │ \(face) │ \(state.message)", x: 0, y: size.height - 1)
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

    func drawLines(_ lines: [String], in rect: Rect, into buffer: inout ScreenBuffer) {
        for (index, line) in lines.prefix(rect.height).enumerated() {
            _ = buffer.write(ScreenBuffer.truncate(line, to: rect.width - 4), x: rect.minX + 2, y: rect.minY + index)
        }
    }
}
