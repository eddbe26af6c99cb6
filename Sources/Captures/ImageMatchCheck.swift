/// What re-hashing one LOCAL record's file found.
public struct ImageMatchCheck: Hashable, Sendable {
    public enum State: Hashable, Sendable {
        /// The file is there with the recorded hash.
        case unchanged
        /// The file is there but its bytes changed; carries the hash it has now.
        case changed(currentHash: String)
        /// There is no file at the recorded path any more.
        case vanished
        /// The file is there but cannot be read; carries why.
        case unreadable(String)
    }

    public var record: ImageMatchRecord
    public var state: State

    public init(record: ImageMatchRecord, state: State) {
        self.record = record
        self.state = state
    }
}
