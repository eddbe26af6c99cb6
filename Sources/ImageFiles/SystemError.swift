#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `errno` in words, with advice for the failures a user can fix (a full disk, a read-only folder).
enum SystemError {
    static func describe(_ code: Int32) -> String {
        let text = String(cString: strerror(code))
        switch code {
        case ENOSPC, EDQUOT: return "\(text): the disk is full; free some space and try again"
        case EFBIG: return "\(text): the file would pass the size limit; free space or raise the limit and try again"
        case EROFS: return "\(text): the folder is on a read-only disk; choose another folder"
        case EACCES, EPERM: return "\(text): check that the folder is writable"
        default: return text
        }
    }
}
