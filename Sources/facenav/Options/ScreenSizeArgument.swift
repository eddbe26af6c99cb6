import ArgumentParser
import FaceNavCore

/// `--size WIDTHxHEIGHT` for a headless screen, bounded so a typo cannot ask for gigabytes of cells.
///
/// The bound, 1000x1000, is far past any real terminal (a 4K monitor with a 6-pixel font is about 640 columns
/// by 240 rows) while a screen that size still renders in well under a second: a million cells, where
/// 99999x99999 would be ten billion (about 240 GB) and abort the program.
struct ScreenSizeArgument: ExpressibleByArgument, Hashable, CustomStringConvertible {
    /// The largest width and height accepted.
    static let maximum = 1000

    var size: Size

    init(size: Size) { self.size = size }

    init?(argument: String) {
        guard case .success(let size) = Self.parse(argument) else { return nil }
        self.size = size
    }

    var description: String { size.description }

    var defaultValueDescription: String { description }

    /// The size `text` names, or a message saying what is wrong with it.
    static func parse(_ text: String) -> Result<Size, ScreenSizeError> {
        let parts = text.split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]) else {
            return .failure(ScreenSizeError(message: "give WIDTHxHEIGHT, like 80x24"))
        }
        guard (1...maximum).contains(width), (1...maximum).contains(height) else {
            return .failure(
                ScreenSizeError(
                    message: "a screen is 1x1 to \(maximum)x\(maximum) cells; 80x24 is a usual terminal"
                ))
        }
        return .success(Size(width: width, height: height))
    }

    /// Argument parser's own message for a bad value, so the line says what is wrong rather than only "invalid".
    static func transform(_ text: String) throws -> ScreenSizeArgument {
        switch parse(text) {
        case .success(let size): return ScreenSizeArgument(size: size)
        case .failure(let error): throw error
        }
    }
}

/// A `--size` that is malformed or out of range; the message says which and what to give instead.
struct ScreenSizeError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
