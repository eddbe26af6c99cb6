import Testing
import VoiceCommands

@Suite struct WavAudioTests {
    /// A canonical WAV header and `samples` as 16-bit data.
    private func wav(rate: Int = 16_000, channels: Int = 1, bits: Int = 16, samples: [Int16]) -> [UInt8] {
        func le(_ value: Int, _ bytes: Int) -> [UInt8] { (0..<bytes).map { UInt8((value >> (8 * $0)) & 0xFF) } }
        let data = samples.flatMap { le(Int(UInt16(bitPattern: $0)), 2) }
        let format =
            le(1, 2) + le(channels, 2) + le(rate, 4) + le(rate * channels * bits / 8, 4) + le(channels * bits / 8, 2)
            + le(bits, 2)
        return Array("RIFF".utf8) + le(36 + data.count, 4) + Array("WAVE".utf8) + Array("fmt ".utf8) + le(16, 4)
            + format
            + Array("data".utf8) + le(data.count, 4) + data
    }

    @Test func readsSixteenKilohertzMonoSamples() throws {
        let audio = try WavAudio(bytes: wav(samples: [0, 1, -1, 32767, -32768]), name: "a.wav")
        #expect(audio.samples == [0, 1, -1, 32767, -32768])
    }

    @Test func otherFormatsAreRefusedWithTheSoxCommandToConvert() {
        #expect {
            try WavAudio(bytes: wav(rate: 44_100, channels: 2, samples: [0, 0]), name: "song.wav")
        } throws: { error in
            let message = (error as? VoiceError)?.message ?? ""
            return message.contains("song.wav is 44100 Hz, 2 channel(s)")
                && message.contains("sox song.wav -r 16000 -c 1 -b 16 out.wav")
        }
    }

    @Test func notAWavFileSaysSo() {
        #expect(throws: VoiceError("notes.txt is not a WAV file (no RIFF/WAVE header)")) {
            try WavAudio(bytes: Array("hello, this is text".utf8), name: "notes.txt")
        }
    }

    @Test func aMissingFileIsNamed() {
        #expect(throws: VoiceError("the WAV file /nonexistent/x.wav: does not exist")) {
            try WavAudio(contentsOf: "/nonexistent/x.wav")
        }
    }

    @Test func theFileSourceReadsTenthsOfASecondToTheEnd() throws {
        var source = WavAudioSource(WavAudio(samples: [Int16](repeating: 7, count: 4000)))
        var counts: [Int] = []
        while let chunk = try source.read() { counts.append(chunk.count) }
        #expect(counts == [1600, 1600, 800])
    }
}
