import FaceNavCore
import Runtime

extension TerminalInput {
    /// What the terminal reported as a program input; nil for what FaceNav has no use for.
    public var programInput: ProgramInput? {
        switch self {
        case .character(let c): .key(.character(c))
        case .up: .key(.up)
        case .down: .key(.down)
        case .left: .key(.left)
        case .right: .key(.right)
        case .enter: .key(.enter)
        case .backspace, .delete: .key(.backspace)
        case .escape: .key(.escape)
        case .tab: .key(.tab)
        case .backTab: .key(.backTab)
        case .pageUp: .key(.pageUp)
        case .pageDown: .key(.pageDown)
        case .mouseClick(let point): .clicked(point)
        case .mouseMoved(let point): .pointerMoved(point)
        case .resize(let size): .resized(size)
        case .home, .end, .function, .timeout: nil
        }
    }
}
