import FaceNavCore
import Testing
import VoiceCommands

/// The listening loop with a scripted recogniser: chunks in, filtered commands out, in order.
@Suite struct VoiceListenerTests {
    /// Returns scripted words after the chunk at each index, and more at the end of the stream.
    struct ScriptedRecognizer: SpeechRecognizer {
        var script: [Int: [HeardWord]]
        var atEnd: [HeardWord] = []
        var chunks = 0

        mutating func process(_ samples: [Int16]) throws(VoiceError) -> [HeardWord] {
            defer { chunks += 1 }
            return script[chunks] ?? []
        }

        mutating func finish() throws(VoiceError) -> [HeardWord] { atEnd }
    }

    struct Silence: AudioSource {
        var chunks: Int
        mutating func read() throws(VoiceError) -> [Int16]? {
            guard chunks > 0 else { return nil }
            chunks -= 1
            return [Int16](repeating: 0, count: 1600)
        }
    }

    @Test func commandsComeOutInOrderWithGarbageAndRepeatsDropped() throws {
        let recognizer = ScriptedRecognizer(
            script: [
                2: [HeardWord(word: "next", start: 0.1, end: 0.5, score: 0)],
                4: [HeardWord(word: "hello", start: 0.6, end: 0.9, score: 0)],
                5: [HeardWord(word: "next", start: 1.0, end: 1.3, score: 0)],
                8: [HeardWord(word: "select", start: 1.5, end: 2.0, score: -30)],
            ],
            atEnd: [HeardWord(word: "back", start: 2.2, end: 2.6, score: 0)])
        var listener = VoiceListener(
            source: Silence(chunks: 10), recognizer: recognizer, filter: VoiceCommandFilter(settings: .default))
        let commands = try listener.commands()
        #expect(commands.map(\.command) == [.next, .back])
        #expect(commands.map(\.time) == [0.5, 2.6])
    }

    @Test func keepGoingStopsTheLoop() throws {
        var listener = VoiceListener(
            source: Silence(chunks: 100), recognizer: ScriptedRecognizer(script: [:]),
            filter: VoiceCommandFilter(settings: .default))
        var asked = 0
        try listener.run(keepGoing: {
            asked += 1
            return asked <= 3
        }) { _ in }
        #expect(listener.recognizer.chunks == 3)
    }

    /// Settings handed over between chunks: a forgotten score stops acting from the next chunk on, while
    /// a recogniser is made anew only when what it loaded (here the speaker adaptation) changed.
    @Test func changedSettingsAreAdoptedBeforeTheNextChunkAndANewRecogniserOnlyForANewAdaptation() throws {
        var learnt = VoiceSettings.default
        learnt.enrolled = ["back": -15]
        learnt.adaptation = "/p/profile.voice-mllr"
        var forgotten = learnt
        forgotten.enrolled = [:]
        let quiet = { (time: Double) in [HeardWord(word: "back", start: time, end: time + 0.4, score: -14)] }
        var listener = VoiceListener(
            source: Silence(chunks: 8),
            recognizer: ScriptedRecognizer(script: [0: quiet(0), 2: quiet(2), 4: quiet(4), 6: quiet(6)]),
            filter: VoiceCommandFilter(settings: learnt))
        var made: [VoiceSettings] = []
        listener.makeRecognizer = { settings in
            made.append(settings)
            return ScriptedRecognizer(script: [0: quiet(6)])
        }
        var changes: [Int: VoiceSettings] = [3: forgotten]
        var chunk = 0
        var heard: [Double] = []
        /// Runs the listener until its source ends, giving each chunk's change of settings.
        func listen() throws {
            try listener.run(
                keepGoing: {
                    defer { chunk += 1 }
                    return true
                }, changedSettings: { changes.removeValue(forKey: chunk - 1) }
            ) { heard.append($0.time) }
        }
        try listen()
        #expect(heard == [0.4, 2.4], "heard as enrolled before the change only")
        #expect(made.isEmpty, "the same model, words and adaptation: the recogniser is kept")
        #expect(listener.filter.settings == forgotten)

        var unadapted = forgotten
        unadapted.enrolled = ["back": -15]
        unadapted.adaptation = nil
        listener.source = Silence(chunks: 2)
        changes = [chunk: unadapted]
        heard = []
        try listen()
        #expect(made == [unadapted], "no adaptation: a new recogniser")
        #expect(heard == [6.4], "the new recogniser heard, with the scores given back")

        var ownMean = unadapted
        ownMean.cepstralMean = Array(repeating: 2, count: VoiceSettings.cepstralMeanLength)
        listener.source = Silence(chunks: 1)
        changes = [chunk: ownMean]
        try listen()
        #expect(made == [unadapted, ownMean], "a new mean of the voice: a new recogniser")
    }
}
