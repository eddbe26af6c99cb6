import SafeFiles

/// A picture or file could not be read or written; the message names the file, says what went wrong and
/// what to do, fit to print on one line: the one file error of `SafeFiles`, by the name the image code uses.
public typealias ImageFileError = SafeFileError
