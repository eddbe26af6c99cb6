/// One image a face match may be checked against: where it is, what it is, and its SHA-256.
///
/// For ``ResourceType/local`` `file` is the image's absolute path; for ``ResourceType/uri`` it is the
/// link and for ``ResourceType/azure`` the token given by the person. `hash` is always the SHA-256 of the
/// file as written here (before any upload), 64 lowercase hexadecimal digits.
public struct ImageMatchRecord: Codable, Hashable, Sendable {
    public var resourceType: ResourceType
    public var description: String
    public var hash: String
    public var file: String

    public init(resourceType: ResourceType, description: String, hash: String, file: String) {
        self.resourceType = resourceType
        self.description = description
        self.hash = hash
        self.file = file
    }
}
