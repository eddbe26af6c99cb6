import FaceNavCore
import SceneApp

/// Places boxes of given sizes at random but reproducible places in an area: all inside, none touching.
public enum CluePlacement {
    /// Rectangles for `sizes` inside `area`, each at least one cell from the others, chosen by `random`.
    ///
    /// Tries random spots first; a box that finds none is put at the first free spot scanning row by row;
    /// nil when even that fails (the area is too small for the boxes).
    public static func place(_ sizes: [Size], in area: Size, random: inout SeededRandom) -> [Rect]? {
        var placed: [Rect] = []
        for size in sizes {
            guard size.width <= area.width, size.height <= area.height else { return nil }
            var chosen: Rect?
            for _ in 0..<200 {
                let x = Int.random(in: 0...(area.width - size.width), using: &random)
                let y = Int.random(in: 0...(area.height - size.height), using: &random)
                let candidate = Rect(origin: Point(x: x, y: y), size: size)
                if isFree(candidate, among: placed) {
                    chosen = candidate
                    break
                }
            }
            if chosen == nil {
                scan: for y in 0...(area.height - size.height) {
                    for x in 0...(area.width - size.width) {
                        let candidate = Rect(origin: Point(x: x, y: y), size: size)
                        if isFree(candidate, among: placed) {
                            chosen = candidate
                            break scan
                        }
                    }
                }
            }
            guard let chosen else { return nil }
            placed.append(chosen)
        }
        return placed
    }

    /// Whether `rect`, grown by one cell each way, overlaps none of `placed`.
    static func isFree(_ rect: Rect, among placed: [Rect]) -> Bool {
        let grown = Rect(x: rect.minX - 1, y: rect.minY - 1, width: rect.width + 2, height: rect.height + 2)
        return placed.allSatisfy { grown.intersection($0).isEmpty }
    }
}
