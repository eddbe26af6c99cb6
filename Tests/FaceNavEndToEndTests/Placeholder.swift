import Testing
@Suite struct FaceNavEndToEndTestsPlaceholder { @Test func compiles() { #expect(1 + 1 == 2) } }
