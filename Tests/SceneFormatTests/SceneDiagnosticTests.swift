import FaceNavCore
import SceneApp
import SceneFormat
import Testing

@Suite struct SceneDiagnosticTests {
    @Test func printsAsFileLineColumnMessage() {
        let diagnostic = SceneDiagnostic(
            location: SourceLocation(file: "a/b.yaml", line: 3, column: 7), message: "oops")
        #expect(diagnostic.description == "a/b.yaml:3:7: oops")
    }

    @Test func sortsByFileThenLineThenColumn() {
        func at(_ file: String, _ line: Int, _ column: Int) -> SceneDiagnostic {
            SceneDiagnostic(
                location: SourceLocation(file: file, line: line, column: column), message: "m")
        }
        let sorted = [at("b", 1, 1), at("a", 2, 1), at("a", 1, 9), at("a", 1, 2)].sorted()
        #expect(sorted.map { "\($0.location)" } == ["a:1:2", "a:1:9", "a:2:1", "b:1:1"])
    }

    @Test func loadErrorPrintsOneDiagnosticPerLine() {
        let error = SceneLoadError(diagnostics: [
            SceneDiagnostic(location: SourceLocation(file: "x", line: 1, column: 1), message: "first"),
            SceneDiagnostic(location: SourceLocation(file: "y", line: 2, column: 3), message: "second"),
        ])
        #expect(error.description == "x:1:1: first\ny:2:3: second")
    }
}
