import Runtime

extension FeatureTestStore {
    /// The texts of the announcements among the effects not yet received, in order: what a run would have
    /// said so far, for a test that checks what it asserts (`exhaustivity = .off`).
    public var announcedTexts: [String] {
        effects.compactMap { if case .announce(let said) = $0 { said.text } else { nil } }
    }

    /// The event-log lines among the effects not yet received, in order.
    public var loggedLines: [String] {
        effects.compactMap { if case .log(let line) = $0 { line } else { nil } }
    }

    /// The files the effects not yet received write, by path, each with its last contents.
    public var writtenFiles: [String: String] {
        var files: [String: String] = [:]
        for case .writeFile(let path, let contents) in effects { files[path] = contents }
        return files
    }
}
