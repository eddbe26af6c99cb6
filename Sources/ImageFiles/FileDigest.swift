import Crypto
import SafeFiles

/// SHA-256 digests of bytes and files as 64 lowercase hexadecimal digits, computed by swift-crypto.
public enum FileDigest {
    /// The digest of `bytes`.
    public static func sha256Hex<Bytes: Sequence>(of bytes: Bytes) -> String where Bytes.Element == UInt8 {
        hexadecimal(SHA256.hash(data: Array(bytes)))
    }

    /// The digest of the regular file at `path`, read in 64 KiB chunks so a file of any size takes constant
    /// memory; a FIFO, a folder or a device is refused.
    public static func sha256Hex(ofFile path: String) throws(ImageFileError) -> String {
        var hasher = SHA256()
        do {
            try SafeFile.forEachChunk(of: path) { hasher.update(bufferPointer: $0) }
        } catch {
            throw ImageFileError(path: error.path, message: error.message)
        }
        return hexadecimal(hasher.finalize())
    }

    static func hexadecimal(_ digest: SHA256.Digest) -> String {
        let digits = Array("0123456789abcdef")
        return String(digest.flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 15)]] })
    }
}
