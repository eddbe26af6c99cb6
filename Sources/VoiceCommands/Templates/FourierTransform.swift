import Foundation

/// A radix-2 fast Fourier transform of a fixed power-of-two length, for the mel cepstrum's power spectra.
///
/// The twiddle factors and bit-reversed order are worked out once per length. Pure.
/// - Complexity: O(n log n) per transform.
public struct FourierTransform: Sendable {
    public let length: Int
    private let cosines: [Double]
    private let sines: [Double]
    private let reversed: [Int]

    /// A transform of `length` points; `length` must be a power of two of at least 2.
    public init(length: Int) {
        precondition(length >= 2 && length & (length - 1) == 0, "FourierTransform needs a power-of-two length")
        self.length = length
        cosines = (0..<length / 2).map { cos(-2 * Double.pi * Double($0) / Double(length)) }
        sines = (0..<length / 2).map { sin(-2 * Double.pi * Double($0) / Double(length)) }
        let bits = length.trailingZeroBitCount
        reversed = (0..<length).map { index in
            var result = 0
            for bit in 0..<bits where index & (1 << bit) != 0 { result |= 1 << (bits - 1 - bit) }
            return result
        }
    }

    /// The power |X[k]|² of bins 0 through length/2 of the real signal `values` (zero-padded or cut to
    /// `length`).
    public func powerSpectrum(of values: [Double]) -> [Double] {
        var real = [Double](repeating: 0, count: length)
        var imaginary = [Double](repeating: 0, count: length)
        for index in 0..<min(length, values.count) { real[reversed[index]] = values[index] }
        var size = 2
        while size <= length {
            let half = size / 2
            let step = length / size
            var start = 0
            while start < length {
                for offset in 0..<half {
                    let c = cosines[offset * step]
                    let s = sines[offset * step]
                    let even = start + offset
                    let odd = even + half
                    let tr = real[odd] * c - imaginary[odd] * s
                    let ti = real[odd] * s + imaginary[odd] * c
                    real[odd] = real[even] - tr
                    imaginary[odd] = imaginary[even] - ti
                    real[even] += tr
                    imaginary[even] += ti
                }
                start += size
            }
            size *= 2
        }
        return (0...length / 2).map { real[$0] * real[$0] + imaginary[$0] * imaginary[$0] }
    }
}
