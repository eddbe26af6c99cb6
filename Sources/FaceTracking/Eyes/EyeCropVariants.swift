import Foundation

/// Extra crops of the same eye that the iris model also reads whenever it reads the eye, and how their lid
/// openings combine into the one reading: test-time augmentation against the model's pixel-level noise on
/// small, noisy crops (issue 19: one noisy frame's reading must not make or break a wink).
///
/// Each variant is the eye's own crop (`EyeCrop`) scaled about its centre and shifted along its axes; the
/// lid opening is a ratio of the outline's own width, so a crop a little wider or narrower reads the same
/// eye on the same scale. The readings combine by their median (of three, the middle one; of two, their
/// mean). None by default: the model runs once an eye, as before.
public struct EyeCropVariants: Hashable, Sendable {
    /// One extra crop of an eye.
    public struct Variant: Hashable, Sendable {
        /// Its width as a multiple of the eye's own crop's (1.1 a tenth wider: the eye a little smaller).
        public var scale: Double
        /// How far its centre moves along the crop's x (towards the outer corner on both eyes, as the model
        /// sees them) and y (down) axes, as fractions of the eye's own crop's width.
        public var shiftX: Double
        public var shiftY: Double

        public init(scale: Double, shiftX: Double = 0, shiftY: Double = 0) {
            self.scale = scale
            self.shiftX = shiftX
            self.shiftY = shiftY
        }
    }

    /// The extra crops, in the order the model reads them; empty reads each eye's own crop alone.
    public var variants: [Variant]

    public init(_ variants: [Variant] = []) {
        self.variants = variants
    }

    /// The variants written as `scale[:shiftX[:shiftY]]`, comma-separated (`1.1,0.9` two crops a tenth wider
    /// and a tenth narrower; an empty text none); nil when any part is not a number or a scale is not
    /// positive.
    public init?(description: String) {
        var variants: [Variant] = []
        for item in description.split(separator: ",") {
            let parts = item.split(separator: ":", omittingEmptySubsequences: false).map {
                Double($0.trimmingCharacters(in: .whitespaces))
            }
            guard (1...3).contains(parts.count), parts.allSatisfy({ $0 != nil }) else { return nil }
            let values = parts.map { $0! }
            guard values[0] > 0 else { return nil }
            variants.append(
                Variant(
                    scale: values[0], shiftX: values.count > 1 ? values[1] : 0, shiftY: values.count > 2 ? values[2] : 0
                ))
        }
        self.init(variants)
    }

    /// The one lid opening of an eye from its crops' `readings` (the eye's own crop's and its variants', in
    /// any order; a crop the model could not read left out): their median, the mean of the middle two for an
    /// even count; nil for none.
    public static func combined(_ readings: [Double]) -> Double? {
        guard !readings.isEmpty else { return nil }
        let sorted = readings.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}
