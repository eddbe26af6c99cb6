/// Where 16 kHz mono 16-bit audio comes from: a WAV file or a microphone.
public protocol AudioSource {
    /// The next samples, or nil when the audio has ended.
    mutating func read() throws(VoiceError) -> [Int16]?
}
