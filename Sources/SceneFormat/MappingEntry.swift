import Yams

/// One `key: value` pair of a YAML mapping, with the key as text and both nodes kept for their marks.
struct MappingEntry {
    var key: String
    var keyNode: Node
    var value: Node
}
