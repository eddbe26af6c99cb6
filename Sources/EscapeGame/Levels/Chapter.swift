/// A chapter: a title, an introduction spoken before its first level, and its levels in order.
public struct Chapter: Hashable, Sendable {
    public var title: String
    public var introduction: String
    public var levels: [Level]

    public init(title: String, introduction: String, levels: [Level]) {
        self.title = title
        self.introduction = introduction
        self.levels = levels
    }
}
