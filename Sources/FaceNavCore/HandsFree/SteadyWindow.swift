/// The latest run of samples that stayed within a tolerance of each other: tells when a signal has been
/// still for long enough, and what its still value is.
///
/// Each sample is a few channels (yaw and pitch, or both eyes). A sample that leaves the run's spread
/// (largest minus smallest, per channel, above `tolerance`) drops the oldest samples until the run fits
/// again, so the run is always the steady tail of the stream. Time that goes backwards starts over.
///
/// - Complexity: O(n) per sample, n the samples in the run (about 30 for a second at 30 fps).
public struct SteadyWindow: Hashable, Sendable {
    /// Seconds the run must last to count as steady.
    public var duration: Double
    /// The largest spread per channel that still counts as steady.
    public var tolerance: Double
    private var times: [Double] = []
    private var samples: [[Double]] = []

    public init(duration: Double, tolerance: Double) {
        self.duration = duration
        self.tolerance = tolerance
    }

    /// Adds a sample taken at `time`; non-finite samples and times break the run.
    public mutating func add(_ sample: [Double], at time: Double) {
        guard time.isFinite, sample.allSatisfy(\.isFinite), !sample.isEmpty else {
            reset()
            return
        }
        if let last = times.last, time < last || samples[0].count != sample.count { reset() }
        times.append(time)
        samples.append(sample)
        while samples.count > 1, !Self.fits(samples, tolerance) {
            times.removeFirst()
            samples.removeFirst()
        }
    }

    /// How long the current run has lasted, in seconds.
    public var steadyTime: Double {
        guard let first = times.first, let last = times.last else { return 0 }
        return last - first
    }

    /// How far the run is towards steady, 0...1.
    public var progress: Double {
        guard duration > 0 else { return samples.isEmpty ? 0 : 1 }
        return min(max(steadyTime / duration, 0), 1)
    }

    /// True once the run has lasted `duration`.
    public var isSteady: Bool { !samples.isEmpty && steadyTime + 1e-9 >= duration }

    /// The median of each channel over the run; nil when there is no sample.
    public var median: [Double]? {
        guard let first = samples.first else { return nil }
        return (0..<first.count).map { channel in
            let values = samples.map { $0[channel] }.sorted()
            let middle = values.count / 2
            return values.count % 2 == 1 ? values[middle] : (values[middle - 1] + values[middle]) / 2
        }
    }

    /// Forgets the run.
    public mutating func reset() {
        times.removeAll(keepingCapacity: true)
        samples.removeAll(keepingCapacity: true)
    }

    private static func fits(_ samples: [[Double]], _ tolerance: Double) -> Bool {
        for channel in 0..<samples[0].count {
            var low = Double.infinity
            var high = -Double.infinity
            for sample in samples {
                low = min(low, sample[channel])
                high = max(high, sample[channel])
            }
            if high - low > tolerance { return false }
        }
        return true
    }
}
