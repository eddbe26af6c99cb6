/// Plays a WAV file's samples out in chunks of a tenth of a second, like a microphone would.
public struct WavAudioSource: AudioSource {
    public let audio: WavAudio
    private var position = 0
    public static let chunk = WavAudio.sampleRate / 10

    public init(_ audio: WavAudio) {
        self.audio = audio
    }

    public mutating func read() throws(VoiceError) -> [Int16]? {
        guard position < audio.samples.count else { return nil }
        let end = min(audio.samples.count, position + Self.chunk)
        defer { position = end }
        return Array(audio.samples[position..<end])
    }
}
