import Foundation
import ImageFiles

extension ImageMatchRecord {
    /// A record for the image file at `file`, hashed now: LOCAL keeps its absolute path, URI the `link`,
    /// AZURE the `token`. Every mistake a person can make here is a ``RegistryError`` saying what to give.
    public static func make(
        type: ResourceType, description: String, file: String, link: String? = nil, token: String? = nil,
        workingDirectory: String = FileManager.default.currentDirectoryPath
    ) throws(RegistryError) -> ImageMatchRecord {
        let description = description.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !description.isEmpty else { throw RegistryError("the description is empty; say what the image is") }
        let path = file.hasPrefix("/") ? file : workingDirectory + "/" + file
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        guard FileManager.default.fileExists(atPath: absolute) else {
            throw RegistryError("\(file): no such file; give the path of the image to record")
        }
        let hash: String
        do {
            hash = try FileDigest.sha256Hex(ofFile: absolute)
        } catch {
            throw RegistryError("\(error)")
        }
        switch type {
        case .local:
            guard link == nil, token == nil else {
                throw RegistryError("a LOCAL record keeps the file's path; leave out --link and --token")
            }
            return ImageMatchRecord(resourceType: .local, description: description, hash: hash, file: absolute)
        case .uri:
            guard token == nil else { throw RegistryError("a URI record takes --link, not --token") }
            guard let link, let scheme = link.range(of: "://"), !link[..<scheme.lowerBound].isEmpty,
                link[scheme.upperBound...].contains(where: { !$0.isWhitespace }), !link.contains(" ")
            else {
                throw RegistryError(
                    "a URI record needs --link with the uploaded image's address, like https://host/photo.jpg")
            }
            return ImageMatchRecord(resourceType: .uri, description: description, hash: hash, file: link)
        case .azure:
            guard link == nil else { throw RegistryError("an AZURE record takes --token, not --link") }
            guard let token, !token.trimmingCharacters(in: .whitespaces).isEmpty else {
                throw RegistryError("an AZURE record needs --token with the token Azure gave for the upload")
            }
            return ImageMatchRecord(resourceType: .azure, description: description, hash: hash, file: token)
        }
    }
}
