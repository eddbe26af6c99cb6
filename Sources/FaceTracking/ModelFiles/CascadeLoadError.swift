import SafeFiles

/// Why a cascade file could not be used, in one line fit to show a user: which file, what is wrong, and
/// what to do: the one file error of `SafeFiles`, by the name the model-file code uses.
public typealias CascadeLoadError = SafeFileError
