/// Several objects, each with its own custom actions; once every object has had an action performed, the
/// level is solved if each object's latest action is the one expected of it.
///
/// The lists run in parallel, as level files write them: `objects[i]` has the actions `actions[i]`, whose
/// results are `results[i]` (one per action), and needs `expected[i]`.
public struct CustomActionPuzzle: Hashable, Sendable {
    public var objects: [String]
    public var actions: [[String]]
    public var results: [[String]]
    public var expected: [String]

    public init(objects: [String], actions: [[String]], results: [[String]], expected: [String]) {
        self.objects = objects
        self.actions = actions
        self.results = results
        self.expected = expected
    }

    /// What is wrong, in words: lists that do not line up, or an expected action an object does not have.
    public func problems() -> [String] {
        var problems: [String] = []
        if objects.isEmpty { problems.append("a custom-action level needs at least one object") }
        if actions.count != objects.count {
            problems.append(
                "there are \(objects.count) objects but \(actions.count) action lists; give one list per object")
        }
        if results.count != objects.count {
            problems.append(
                "there are \(objects.count) objects but \(results.count) result lists; give one list per object")
        }
        if expected.count != objects.count {
            problems.append(
                "there are \(objects.count) objects but \(expected.count) expected actions; give one per object")
        }
        for (i, object) in objects.enumerated() {
            guard i < actions.count else { break }
            if actions[i].isEmpty { problems.append("'\(object)' has no actions") }
            if i < results.count, results[i].count != actions[i].count {
                problems.append(
                    "'\(object)' has \(actions[i].count) actions but \(results[i].count) results; give one result per action"
                )
            }
            if i < expected.count, !actions[i].contains(expected[i]) {
                problems.append(
                    "'\(object)' expects '\(expected[i])', which is not one of its actions (\(actions[i].joined(separator: ", ")))"
                )
            }
        }
        return problems
    }
}
