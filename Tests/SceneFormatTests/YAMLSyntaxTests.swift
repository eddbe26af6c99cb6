import SceneFormat
import Testing

/// YAML that does not parse becomes a diagnostic at the spot libyaml stopped.
@Suite struct YAMLSyntaxTests {
    @Test func syntaxErrorPointsAtItsLineAndColumn() {
        let errors = TestFixtures.sceneErrors("scene: s\ntitle: a: b\nwidgets: []\n")
        #expect(errors == ["s.yaml:2:9: invalid YAML: mapping values are not allowed in this context"])
    }

    @Test func unclosedFlowSequence() {
        let errors = TestFixtures.sceneErrors("scene: s\nwidgets: [\n  - label: A\n")
        #expect(errors.count == 1)
        #expect(errors.first?.hasPrefix("s.yaml:") == true)
        #expect(errors.first?.contains(": invalid YAML: ") == true)
    }

    @Test func duplicateKeyIsNamed() {
        let errors = TestFixtures.sceneErrors(
            "scene: s\nwidgets:\n  - button: A\n    push: a\n    push: b\n")
        #expect(errors == ["s.yaml:4:5: duplicate key 'push' in one mapping"])
    }

    @Test func emptyFile() {
        let errors = TestFixtures.sceneErrors("# nothing here\n")
        #expect(errors == ["s.yaml:1:1: empty file; expected a scene with keys 'scene' and 'widgets'"])
    }

    @Test func fileThatIsNotAMapping() {
        let errors = TestFixtures.sceneErrors("- button: A\n")
        #expect(errors == ["s.yaml:1:1: a scene file must be a mapping, not a sequence"])
    }
}
