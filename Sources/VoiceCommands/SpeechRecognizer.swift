/// Decodes 16 kHz mono 16-bit audio into words, chunk by chunk, as it arrives.
///
/// Times are seconds from the first sample fed, so a file and a microphone give the same answers.
/// The live one is `PocketSphinxRecognizer`; tests use a scripted fake.
public protocol SpeechRecognizer {
    /// Feeds the next samples; returns the words of every utterance that ended inside them.
    mutating func process(_ samples: [Int16]) throws(VoiceError) -> [HeardWord]
    /// Ends the stream: returns the words of an utterance still open.
    mutating func finish() throws(VoiceError) -> [HeardWord]
}
