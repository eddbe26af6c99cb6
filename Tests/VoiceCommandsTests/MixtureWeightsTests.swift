import Foundation
import Testing
import VoiceCommands

/// The `sendump` → `mixture_weights` converter that lets sphinxtrain's `bw` read Debian's model.
@Suite struct MixtureWeightsTests {
    /// A `sendump` in the installed model's layout: header strings, a zero length, densities and senones,
    /// then one byte per stream, density and senone.
    static func sendump(
        header: [String] = ["feature_count 2"], streams: Int = 2, densities: Int = 3, senones: Int = 4,
        values: [UInt8]? = nil
    ) -> [UInt8] {
        var bytes: [UInt8] = []
        func append(_ value: Int32) { withUnsafeBytes(of: value.littleEndian) { bytes += $0 } }
        for string in header {
            append(Int32(string.utf8.count + 1))
            bytes += Array(string.utf8) + [0]
        }
        append(0)
        append(Int32(densities))
        append(Int32(senones))
        bytes += values ?? (0..<(streams * densities * senones)).map { UInt8($0 % 7) }
        return bytes
    }

    @Test func weightsAreReadPerSenoneStreamAndDensityAndSumToOne() throws {
        // Stream 0, density 0 is 0 (weight 1) for every senone; every other byte 20 (weight 1.0001^-20480).
        var values = [UInt8](repeating: 20, count: 2 * 3 * 4)
        for senone in 0..<4 { values[senone] = 0 }
        let weights = try MixtureWeights(sendump: Self.sendump(values: values), name: "test")
        #expect(weights.senones == 4 && weights.streams == 2 && weights.densities == 3)
        let small = Float(exp(-20480 * log(1.0001)))
        for senone in 0..<4 {
            let first = Array(weights.weights[(senone * 2) * 3..<(senone * 2 + 1) * 3])
            #expect(abs(first[0] - 1 / (1 + 2 * small)) < 1e-6)
            #expect(abs(first[1] - small / (1 + 2 * small)) < 1e-6)
            let second = Array(weights.weights[(senone * 2 + 1) * 3..<(senone * 2 + 2) * 3])
            #expect(second.allSatisfy { abs($0 - 1.0 / 3) < 1e-6 })
        }
    }

    @Test func theFileHasTheS3HeaderCountsAndFloats() throws {
        let weights = try MixtureWeights(sendump: Self.sendump(), name: "test")
        let file = weights.mixtureWeightsFile
        let header = Array("s3\nversion 1.0\nendhdr\n".utf8)
        #expect(Array(file.prefix(header.count)) == header)
        let numbers = file[header.count..<header.count + 20].withUnsafeBytes { raw in
            (0..<5).map { Int(UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: $0 * 4, as: UInt32.self))) }
        }
        #expect(numbers == [0x1122_3344, 4, 2, 3, 24])
        #expect(file.count == header.count + 20 + 24 * 4)
    }

    @Test(arguments: [
        (sendump(values: [1, 2, 3]), "weight bytes"),
        (Array(sendump().prefix(10)), "cut short"),
        (sendump(header: ["cluster_count 16", "cluster_bits 4"]), "clustered"),
        (sendump(densities: 0), "densities"),
        ([0xFF, 0xFF, 0xFF, 0x7F] + sendump(), "length"),
    ])
    func aDamagedSendumpIsOneLineNamingIt(bytes: [UInt8], expected: String) {
        #expect {
            try MixtureWeights(sendump: bytes, name: "/models/x/sendump")
        } throws: { error in
            let message = (error as? VoiceError)?.message ?? ""
            return message.hasPrefix("/models/x/sendump: not a pocketsphinx sendump") && message.contains(expected)
                && !message.contains("\n")
        }
    }

    /// The installed English model: 5,126 senones, 3 streams of 128 densities, each summing to 1.
    @Test func theInstalledModelConverts() throws {
        let path = VoiceModel.englishModel + "/sendump"
        try #require(FileManager.default.fileExists(atPath: path), "install pocketsphinx-en-us")
        let bytes = try Array(Data(contentsOf: URL(fileURLWithPath: path)))
        let weights = try MixtureWeights(sendump: bytes, name: path)
        #expect(weights.senones == 5126 && weights.streams == 3 && weights.densities == 128)
        for start in stride(from: 0, to: weights.weights.count, by: 128 * 997) {
            #expect(abs(weights.weights[start..<start + 128].reduce(0, +) - 1) < 1e-4)
        }
    }
}
