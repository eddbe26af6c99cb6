import Foundation

/// Mel-frequency cepstral coefficients of 16 kHz speech: the short-time shape of its spectrum, as speech
/// recognisers compare sounds.
///
/// Each 25 ms frame (10 ms apart) is pre-emphasised, Hamming-windowed, turned into a power spectrum
/// (`FourierTransform`, 512 points), pooled by `filterCount` triangular filters spaced evenly on the mel
/// scale from 133 to 6855 Hz, logged, and turned by a DCT into `coefficientCount` coefficients, c1 onwards
/// (c0, the loudness, is left out: a take said louder is the same word). Cepstral mean normalisation
/// (each coefficient minus its mean over the word) takes out the microphone's and the room's colouring.
/// With `floorBelowPeak`, each log filter energy is first raised to a floor that many dB under the loudest
/// (`floorsEachFilter`: that filter's loudest over the frames; else the loudest of any filter), so noise
/// quieter than the floor reads alike at any level under it. Pure.
public struct MelCepstrum: Sendable {
    public static let sampleRate = 16_000
    public static let frameLength = 400
    public static let frameShift = 160
    public var filterCount: Int
    public var coefficientCount: Int
    /// dB under the loudest log filter energy that every filter energy is raised to; nil: no floor.
    public var floorBelowPeak: Double?
    /// Whether `floorBelowPeak` is under each filter's own loudest energy rather than the loudest of all.
    public var floorsEachFilter: Bool
    private let transform = FourierTransform(length: 512)
    private let window: [Double]
    /// Per filter, its first FFT bin and weights.
    private let filters: [(first: Int, weights: [Double])]
    /// The DCT's cosines: per coefficient (c1 onwards), one per filter.
    private let cosines: [[Double]]

    public init(
        filterCount: Int = 26, coefficientCount: Int = 12, floorBelowPeak: Double? = nil,
        floorsEachFilter: Bool = false
    ) {
        self.filterCount = filterCount
        self.coefficientCount = coefficientCount
        self.floorBelowPeak = floorBelowPeak
        self.floorsEachFilter = floorsEachFilter
        window = (0..<Self.frameLength).map {
            0.54 - 0.46 * cos(2 * Double.pi * Double($0) / Double(Self.frameLength - 1))
        }
        let mel = { (hertz: Double) in 2595 * log10(1 + hertz / 700) }
        let hertz = { (mel: Double) in 700 * (pow(10, mel / 2595) - 1) }
        let low = mel(133), high = mel(6855)
        let bins = (0...filterCount + 1).map { index in
            hertz(low + (high - low) * Double(index) / Double(filterCount + 1)) * 512 / Double(Self.sampleRate)
        }
        filters = (0..<filterCount).map { filter in
            let (left, centre, right) = (bins[filter], bins[filter + 1], bins[filter + 2])
            let first = Int(left.rounded(.up))
            let last = Int(right.rounded(.down))
            let weights = (first...max(first, last)).map { bin -> Double in
                let x = Double(bin)
                return x <= centre ? max(0, (x - left) / (centre - left)) : max(0, (right - x) / (right - centre))
            }
            return (first, weights)
        }
        cosines = (1...coefficientCount).map { k in
            (0..<filterCount).map { n in cos(Double.pi * Double(k) * (Double(n) + 0.5) / Double(filterCount)) }
        }
    }

    /// The log energy (dB) of each frame of `samples`, for finding the word in them.
    public static func frameLevels(_ samples: ArraySlice<Int16>) -> [Double] {
        frameStarts(samples.count).map { start in
            var sum = 0.0
            for sample in samples[samples.startIndex + start..<samples.startIndex + start + frameLength] {
                sum += Double(sample) * Double(sample)
            }
            return 10 * log10(sum / Double(frameLength) + 1)
        }
    }

    static func frameStarts(_ count: Int) -> StrideTo<Int> {
        stride(from: 0, to: count - frameLength + 1, by: frameShift)
    }

    /// The mean-normalised coefficients of every frame of `samples`; empty when shorter than one frame.
    public func features(of samples: ArraySlice<Int16>) -> [[Float]] {
        var energies: [[Double]] = []
        for start in Self.frameStarts(samples.count) {
            let base = samples.startIndex + start
            var frame = [Double](repeating: 0, count: Self.frameLength)
            var previous = base > samples.startIndex ? Double(samples[base - 1]) : Double(samples[base])
            for index in 0..<Self.frameLength {
                let value = Double(samples[base + index])
                frame[index] = (value - 0.97 * previous) * window[index]
                previous = value
            }
            let power = transform.powerSpectrum(of: frame)
            energies.append(
                filters.map { filter in
                    var sum = 0.0
                    for (offset, weight) in filter.weights.enumerated() where filter.first + offset < power.count {
                        sum += weight * power[filter.first + offset]
                    }
                    return log(max(sum, 1e-3))
                })
        }
        guard !energies.isEmpty else { return [] }
        if let floorBelowPeak { energies = floored(energies, below: floorBelowPeak) }
        let frames = energies.map { frame in
            cosines.map { row in
                var sum = 0.0
                for (n, energy) in frame.enumerated() { sum += energy * row[n] }
                return sum * sqrt(2 / Double(filterCount))
            }
        }
        let means = (0..<coefficientCount).map { k in frames.reduce(0) { $0 + $1[k] } / Double(frames.count) }
        return frames.map { frame in (0..<coefficientCount).map { Float(frame[$0] - means[$0]) } }
    }

    /// `energies` (natural log, per frame and filter) each raised to `decibels` under the loudest: each
    /// filter's own loudest with `floorsEachFilter`, else the loudest of all.
    func floored(_ energies: [[Double]], below decibels: Double) -> [[Double]] {
        let drop = decibels * log(10) / 10
        let peaks = (0..<filterCount).map { n in energies.map { $0[n] }.max() ?? 0 }
        let floors = floorsEachFilter ? peaks.map { $0 - drop } : peaks.map { _ in (peaks.max() ?? 0) - drop }
        return energies.map { frame in zip(frame, floors).map { max($0, $1) } }
    }
}
