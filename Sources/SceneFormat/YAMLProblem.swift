/// libyaml's own wording made plain for a user who edits YAML but has never called libyaml.
enum YAMLProblem {
    /// `problem` as one plain sentence; libyaml's words when they need no translating.
    static func plain(_ problem: String) -> String {
        if problem.localizedCaseInsensitiveContains("nesting level") {
            return "nested too deeply (over \(nestingLimit) levels of lists and mappings); flatten the file"
        }
        return problem
    }

    /// libyaml's default maximum depth of nested collections.
    static let nestingLimit = 1000
}
