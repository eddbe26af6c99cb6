import FaceNavCore
import SafeFiles
import SceneApp

/// One problem found in a scene or app file, printed as `file:line:column: message`.
///
/// Editors and terminals turn that form into a link to the offending spot, so every diagnostic points at
/// the node that is wrong rather than at the file as a whole.
public struct SceneDiagnostic: Error, Hashable, Sendable, CustomStringConvertible {
    public var location: SourceLocation
    public var message: String

    public init(location: SourceLocation, message: String) {
        self.location = location
        self.message = message
    }

    /// One printable line: control characters from the file (its name or a quoted value) written visibly.
    public var description: String { PrintableText.escaped("\(location): \(message)") }
}

extension SceneDiagnostic: Comparable {
    /// Orders by file, then line, then column, so reports read top to bottom.
    public static func < (lhs: SceneDiagnostic, rhs: SceneDiagnostic) -> Bool {
        let left = (lhs.location.file, lhs.location.line, lhs.location.column, lhs.message)
        let right = (rhs.location.file, rhs.location.line, rhs.location.column, rhs.message)
        return left < right
    }
}
