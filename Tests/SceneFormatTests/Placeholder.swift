import Testing
@Suite struct SceneFormatTestsPlaceholder { @Test func compiles() { #expect(1 + 1 == 2) } }
