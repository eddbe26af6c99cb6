import EscapeGame

/// A small game with one level of each kind, for rule tests.
enum SampleGame {
    static let closed = Level(
        title: "Colours", story: "A grey room.",
        puzzle: .closedQuestion(
            ClosedQuestion(question: "What colour is the sky?", answers: ["Red", "Blue", "Green"], correct: "Blue")),
        hints: ["Look up.", "It rhymes with glue."], success: "Well seen.")
    static let open = Level(
        title: "Name", story: "A voice asks a name.",
        puzzle: .openQuestion(OpenQuestion(question: "What opens a lock?", accepted: ["Clé", "key"])))
    static let rotor = Level(
        title: "Door", story: "Notes on the walls.",
        puzzle: .rotor(
            RotorPuzzle(
                clues: ["It shines at night", "It is not the sun"], candidates: ["Sun", "Moon", "Star"], answer: "Moon")
        ))
    static let actions = Level(
        title: "Lamp and mirror", story: "Dark.",
        puzzle: .customActions(
            CustomActionPuzzle(
                objects: ["Lamp", "Mirror"], actions: [["switch on", "break"], ["turn", "polish"]],
                results: [["Light!", "Glass everywhere."], ["It faces the door.", "It shines."]],
                expected: ["switch on", "turn"])))

    static let game = Game(
        title: "Test Escape", introduction: "Keys are arrows.",
        chapters: [
            Chapter(title: "One", introduction: "Chapter one.", levels: [closed, open]),
            Chapter(title: "Two", introduction: "Chapter two.", levels: [rotor, actions]),
        ],
        ending: "You are free.")
}
