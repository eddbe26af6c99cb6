import FaceNavCore
import FaceNavTestSupport
import Foundation
import Testing

@testable import FaceTracking

/// The compact cached copy: built on first load, mapped after, rebuilt when the source changes or the
/// copy is damaged. Each test has its own temporary folders; the cache folder is passed in, never set in
/// the environment.
@Suite struct ShapePredictorCacheTests {
    /// A fresh folder holding a model file and a cache folder.
    private struct Folders {
        let temporary: TemporaryFolder
        var root: String { temporary.path }
        var model: String { root + "/models/tiny.dat" }
        var cache: ShapePredictorCache { ShapePredictorCache(directory: root + "/cache/facenav") }

        init() throws {
            temporary = try TemporaryFolder("cache-test")
            try FileManager.default.createDirectory(atPath: root + "/models", withIntermediateDirectories: true)
        }

        func write(_ model: TinyModel) throws {
            try Data(model.bytes).write(to: URL(fileURLWithPath: self.model))
        }

        func remove() { try? FileManager.default.removeItem(atPath: root) }
    }

    private let box = PixelRect(x: 0, y: 0, width: 9, height: 9)
    private let image = TinyModel.image(left: 200, right: 50)

    @Test func theFirstLoadWritesTheCacheAndTheNextMapsIt() throws {
        let folders = try Folders()
        defer { folders.remove() }
        try folders.write(TinyModel())
        let first = try ShapePredictor(contentsOf: folders.model, cache: folders.cache)
        #expect(first.origin == .source(cacheProblem: nil))
        let cachePath = folders.cache.cachePath(forSource: folders.model)
        #expect(cachePath.hasPrefix(folders.root + "/cache/facenav/tiny-") && cachePath.hasSuffix(".fnshape"))
        #expect(FileManager.default.fileExists(atPath: cachePath))
        let second = try ShapePredictor(contentsOf: folders.model, cache: folders.cache)
        #expect(second.origin == .cache)
        #expect(second.landmarks(in: image, box: box) == first.landmarks(in: image, box: box))
        #expect(second.landmarks(in: image, box: box) == [PixelPoint(x: 3, y: 4), PixelPoint(x: 7, y: 4)])
        // No temporary file is left behind.
        let names = try FileManager.default.contentsOfDirectory(atPath: folders.cache.directory)
        #expect(names.count == 1)
    }

    @Test func aChangedSourceIsParsedAgain() throws {
        let folders = try Folders()
        defer { folders.remove() }
        try folders.write(TinyModel())
        _ = try ShapePredictor(contentsOf: folders.model, cache: folders.cache)
        // A different leaf of the same size: only the modification time tells (set apart from now, so a
        // coarse file-system clock cannot hide the change).
        try folders.write(TinyModel(shift: 0.375))
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSince1970: 1_000_000)], ofItemAtPath: folders.model)
        let changed = try ShapePredictor(contentsOf: folders.model, cache: folders.cache)
        #expect(changed.origin == .source(cacheProblem: nil))
        #expect(changed.landmarks(in: image, box: box) == [PixelPoint(x: 5, y: 4), PixelPoint(x: 9, y: 4)])
        let again = try ShapePredictor(contentsOf: folders.model, cache: folders.cache)
        #expect(again.origin == .cache)
        #expect(again.landmarks(in: image, box: box) == [PixelPoint(x: 5, y: 4), PixelPoint(x: 9, y: 4)])
    }

    @Test func aDamagedCacheIsRebuilt() throws {
        let folders = try Folders()
        defer { folders.remove() }
        try folders.write(TinyModel())
        _ = try ShapePredictor(contentsOf: folders.model, cache: folders.cache)
        let cachePath = folders.cache.cachePath(forSource: folders.model)
        let whole = try Data(contentsOf: URL(fileURLWithPath: cachePath))
        // A header claiming 2^40 features (and so a layout far larger than the file).
        var boastful = whole
        boastful.replaceSubrange(56..<64, with: [0, 0, 0, 0, 0, 1, 0, 0])
        for damaged in [whole.prefix(whole.count / 2), Data(count: whole.count), Data(), boastful] {
            try damaged.write(to: URL(fileURLWithPath: cachePath))
            let rebuilt = try ShapePredictor(contentsOf: folders.model, cache: folders.cache)
            #expect(rebuilt.origin == .source(cacheProblem: nil))
            #expect(rebuilt.landmarks(in: image, box: box) == [PixelPoint(x: 3, y: 4), PixelPoint(x: 7, y: 4)])
            #expect(try Data(contentsOf: URL(fileURLWithPath: cachePath)) == whole)
        }
    }

    /// The cache file is written straight from the parsed arrays, part by part (no block of the whole model
    /// is made to be written): its bytes are exactly the block the same model builds in memory.
    @Test func theCacheFileHoldsTheBlockBuiltInMemory() throws {
        let folders = try Folders()
        defer { folders.remove() }
        try folders.write(TinyModel())
        _ = try ShapePredictor(contentsOf: folders.model, cache: folders.cache)
        let written = try Data(contentsOf: URL(fileURLWithPath: folders.cache.cachePath(forSource: folders.model)))
        let key = try #require(try MappedFile.status(folders.model))
        let built = try TinyModel().bytes.withUnsafeBytes { try ShapePredictorModel.parsingDlib($0, source: key) }
        #expect(written == Data(built.bytes))
        #expect(written.count == ShapePredictorModel.Layout(built.counts).totalSize)
    }

    /// Parsing says after each cascade how far it has read, so a mapped source's pages can be let go.
    @Test func parsingSaysHowFarItHasReadAfterEachCascade() throws {
        let bytes = TinyModel().bytes
        var offsets: [Int] = []
        let key = ShapePredictorModel.SourceKey(size: 0, modificationSeconds: 0, modificationNanoseconds: 0)
        let arrays = try bytes.withUnsafeBytes { source in
            try ShapePredictorModel.parsingDlibArrays(source, source: key) { offsets.append($0) }
        }
        #expect(arrays.counts.cascades == 1)
        // One cascade: read up to its last leaf, before the anchors and deltas.
        #expect(offsets.count == 1)
        #expect(offsets.allSatisfy { $0 > 0 && $0 < bytes.count })
    }

    @Test func anUnwritableCacheStillLoadsTheModel() throws {
        let folders = try Folders()
        defer { folders.remove() }
        try folders.write(TinyModel())
        // The cache folder's parent is a regular file: nothing can be created under it.
        try Data("x".utf8).write(to: URL(fileURLWithPath: folders.root + "/blocked"))
        let predictor = try ShapePredictor(
            contentsOf: folders.model, cache: ShapePredictorCache(directory: folders.root + "/blocked/facenav"))
        guard case .source(let problem?) = predictor.origin else {
            Issue.record("expected a cache problem, got \(predictor.origin)")
            return
        }
        #expect(problem.contains("blocked"))
        #expect(predictor.landmarks(in: image, box: box) == [PixelPoint(x: 3, y: 4), PixelPoint(x: 7, y: 4)])
    }

    @Test func theCacheFollowsXDG() {
        #expect(
            ShapePredictorCache.standard(environment: ["XDG_CACHE_HOME": "/x/cache", "HOME": "/home/u"])
                == ShapePredictorCache(directory: "/x/cache/facenav"))
        // A relative XDG_CACHE_HOME is ignored, as the XDG specification says.
        #expect(
            ShapePredictorCache.standard(environment: ["XDG_CACHE_HOME": "cache", "HOME": "/home/u"])
                == ShapePredictorCache(directory: "/home/u/.cache/facenav"))
        #expect(ShapePredictorCache.standard(environment: [:]) == nil)
    }

    @Test func modelsOfTheSameNameInDifferentFoldersHaveTheirOwnCopies() {
        let cache = ShapePredictorCache(directory: "/c")
        #expect(cache.cachePath(forSource: "/a/m.dat") != cache.cachePath(forSource: "/b/m.dat"))
    }
}
