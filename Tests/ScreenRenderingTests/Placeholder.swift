import Testing
@Suite struct ScreenRenderingTestsPlaceholder { @Test func compiles() { #expect(1 + 1 == 2) } }
