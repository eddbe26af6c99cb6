import FaceNavCore
import SceneApp

/// One line of the game's event log, in the same JSON-lines shape as `facenav run --events`.
public typealias GameEvent = EventLine<GameEventKind>

/// What happened, in a line of the game's event log (`GameEvent`).
public enum GameEventKind: EventLineKind {
    /// What the app logs too (a command, a gesture, an announcement, the face lost or found, quitting),
    /// written exactly as `AppEvent` writes it.
    case app(AppEventKind)
    case screen(String)
    case focus(index: Int, label: String)
    case attempt(level: LevelID, answer: String, correct: Bool)
    case action(level: LevelID, object: String, action: String)
    case solved(LevelID)
    case hint(level: LevelID, number: Int)

    /// Writes `type` and this event's fields; the app's kinds exactly as `AppEvent` writes them.
    public func write(into json: inout JSONLineWriter) {
        switch self {
        case .app(let kind): kind.write(into: &json)
        case .screen(let name):
            json.add("type", "screen")
            json.add("screen", name)
        case .focus(let index, let label):
            json.add("type", "focus")
            json.add("index", index)
            json.add("label", label)
        case .attempt(let level, let answer, let correct):
            json.add("type", "attempt")
            json.add("level", level.description)
            json.add("answer", answer)
            json.add("correct", correct)
        case .action(let level, let object, let action):
            json.add("type", "action")
            json.add("level", level.description)
            json.add("object", object)
            json.add("action", action)
        case .solved(let level):
            json.add("type", "solved")
            json.add("level", level.description)
        case .hint(let level, let number):
            json.add("type", "hint")
            json.add("level", level.description)
            json.add("number", number)
        }
    }
}
