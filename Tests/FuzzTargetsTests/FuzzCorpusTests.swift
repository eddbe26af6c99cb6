import Foundation
import FuzzTargets
import Testing

/// Every input kept under `Tests/FuzzCorpus/<target>/` (seeds, and each crashing input the fuzzer found, once
/// fixed) still parses without a crash: the fuzz findings as regression tests, run in every `swift test`.
@Suite struct FuzzCorpusTests {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("FuzzCorpus")

    @Test(arguments: FuzzTarget.all.map(\.name))
    func everyKeptInputParsesWithoutACrash(target name: String) throws {
        let target = try #require(FuzzTarget.named(name))
        let folder = Self.corpus.appendingPathComponent(name)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(!files.isEmpty, "no seed inputs for \(name)")
        for file in files {
            let bytes = try [UInt8](Data(contentsOf: folder.appendingPathComponent(file)))
            target.run(bytes)
        }
    }
}
