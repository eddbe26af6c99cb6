/// What is wrong with bytes that should hold a dlib serialised object, and where.
///
/// `offset` is the byte position in the file where reading failed; `context` names what was being read
/// ("the leaf values of tree 12 of cascade 3"), so a user's error line says what and where.
enum DlibFormatError: Error, Equatable {
    /// The bytes ended in the middle of a value.
    case truncated(offset: Int, context: String)
    /// A value's encoding is not one dlib writes (an integer's control byte, a float in the old text form).
    case badEncoding(offset: Int, context: String, detail: String)
    /// A well-encoded value that does not fit the model (a version, a size, an index out of range).
    case invalid(offset: Int, context: String, detail: String)

    /// One line saying what was wrong and at which byte.
    var message: String {
        switch self {
        case .truncated(let offset, let context):
            "truncated at byte \(offset) while reading \(context)"
        case .badEncoding(let offset, let context, let detail):
            "bad encoding at byte \(offset) in \(context): \(detail)"
        case .invalid(let offset, let context, let detail):
            "invalid data at byte \(offset) in \(context): \(detail)"
        }
    }
}
