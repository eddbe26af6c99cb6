/// What a registry file holds when read: its records, or the news that it is damaged.
public enum RegistryContents: Hashable, Sendable {
    /// The records in file order (none when there is no file yet).
    case records([ImageMatchRecord])
    /// The file is there but is not a registry; `reason` says what is wrong with it.
    case damaged(reason: String)
}
