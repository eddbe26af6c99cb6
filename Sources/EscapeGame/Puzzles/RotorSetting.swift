/// One setting of the rotor on an element: a name ("Actions", "Letters", or a door's custom rotor) and the
/// items that up and down move through.
public struct RotorSetting: Hashable, Sendable {
    public var name: String
    public var items: [String]

    public init(name: String, items: [String]) {
        self.name = name
        self.items = items
    }
}
