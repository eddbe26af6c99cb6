/// Where the image an image-match record describes lives.
public enum ResourceType: String, Codable, CaseIterable, Sendable {
    /// A file on this machine; the record holds its path, and `verify` re-hashes it.
    case local = "LOCAL"
    /// Uploaded somewhere reachable by a link; the record holds the link.
    case uri = "URI"
    /// Uploaded to Azure storage; the record holds the token the person was given.
    case azure = "AZURE"
}
