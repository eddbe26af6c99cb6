import FaceNavCore
import FaceNavTestSupport
import Foundation
import SceneFormat
import Testing
import VoiceCommands

/// The voice's own cepstral mean: measured from enrolment takes, saved in the profile and read back
/// exactly, and handed to pocketsphinx's front end by the recogniser made for the settings when it is used.
@Suite struct EnrolledMeanTests {
    private static let takes = URL(fileURLWithPath: VoiceSetTests.folder).deletingLastPathComponent()
        .appendingPathComponent("voice-enrol/flite-slt").path

    /// Three of a tune voice's takes, as enrolment holds them (nothing decoded is needed for the mean).
    private func takes() throws -> [VoiceEnrolment.Take] {
        try #require(
            FileManager.default.fileExists(atPath: Self.takes + "/next-1.wav"),
            "\(Self.takes) is missing: run `make voice-fixtures`")
        return try ["next-1", "next-2", "back-1"].map { name -> VoiceEnrolment.Take in
            let samples = try WavAudio(contentsOf: "\(Self.takes)/\(name).wav").samples
            return (String(name.prefix { $0 != "-" }), [], samples)
        }
    }

    @Test func enrolmentSavesTheTakesMeanAndTheRecogniserStartsFromIt() throws {
        let takes = try takes()
        let enrolment = VoiceEnrolment(words: VoiceSettings.defaultWords.keys)
        let mean = try enrolment.cepstralMean(of: takes, model: VoiceModel())
        #expect(mean.count == VoiceSettings.cepstralMeanLength && mean.allSatisfy(\.isFinite))
        #expect(
            try enrolment.cepstralMean(of: takes, model: VoiceModel()) == mean,
            "the same takes measure the same mean (the dither is reseeded)")
        #expect(try enrolment.cepstralMean(of: Array(takes.prefix(1)), model: VoiceModel()) != mean)

        var learnt = VoiceEnrolment.learn(fromTakes: takes)
        learnt.cepstralMean = mean
        var profile = Profile.default
        profile.voice = learnt.applied(to: profile.voice)
        try withTemporaryFolder("mean") { temporary in
            let folder = temporary.path("mean")
            try ProfileFile.save(profile, to: folder + "/profile.yaml")
            let loaded = try ProfileFile.load(from: folder + "/profile.yaml").voice
            #expect(loaded.cepstralMean == mean.map(Double.init), "saved and read back to the last bit")

            let options = DecoderOptions(for: loaded, ownMean: true)
            #expect(options.cepstralMean == mean)
            let recognizer = try PocketSphinxRecognizer(
                model: VoiceModel(), words: loaded.words.keys, options: options)
            #expect(recognizer.meanNormalisation == "live")
            let started = try #require(recognizer.frontEndMean)
            #expect(zip(started, mean).allSatisfy { abs($0 - $1) < 1e-4 }, "the front end starts from \(started)")
        }
    }

    @Test func withoutAMeanOrWithTheSwitchOffTheRecogniserNormalisesEachUtteranceByItsOwn() throws {
        var settings = VoiceSettings.default
        #expect(DecoderOptions(for: settings, ownMean: true).cepstralMean == nil, "an old profile: no mean")
        settings.cepstralMean = Array(repeating: 1.5, count: VoiceSettings.cepstralMeanLength)
        #expect(DecoderOptions(for: settings, ownMean: false).cepstralMean == nil)
        #expect(
            DecoderOptions(for: settings).cepstralMean
                == (DecoderOptions.startsFromEnrolledMean ? settings.cepstralMean?.map { Float($0) } : nil))
        let recognizer = try PocketSphinxRecognizer(
            model: VoiceModel(), words: ["next", "back"], options: DecoderOptions(for: settings, ownMean: false))
        #expect(recognizer.meanNormalisation == "batch")
    }

    @Test func aLearntMeanReplacesTheOldOneAndNoneMeasuredDropsIt() {
        var settings = VoiceSettings.default
        settings.cepstralMean = Array(repeating: 1, count: VoiceSettings.cepstralMeanLength)
        var learnt = VoiceEnrolment.learn(fromTakes: [])
        #expect(learnt.applied(to: settings).cepstralMean == nil, "the old takes' mean does not outlive them")
        learnt.cepstralMean = Array(repeating: 2, count: VoiceSettings.cepstralMeanLength)
        #expect(
            learnt.applied(to: settings).cepstralMean == Array(repeating: 2, count: VoiceSettings.cepstralMeanLength))
    }

    /// Recorded takes of two words to the saved profile, as `listen --enrol --takes` saves them: a
    /// re-enrolment that measures the mean saves the new one, one that does not drops the old.
    @Test func reEnrolmentFromRecordedTakesSavesItsOwnMeanOrNone() throws {
        _ = try takes()
        let enrolment = VoiceEnrolment(words: ["next", "back"])
        let recognizer = try PocketSphinxRecognizer(model: VoiceModel(), words: VoiceSettings.defaultWords.keys)
        let recorded = try enrolment.recordedTakes(in: Self.takes, recognizer: recognizer)
        #expect(recorded.map(\.prompt) == ["back", "back", "next", "next"])
        try withTemporaryFolder("mean") { temporary in
            let folder = temporary.path("mean")
            let path = folder + "/profile.yaml"
            var profile = Profile.default
            profile.voice.cepstralMean = Array(repeating: 3, count: VoiceSettings.cepstralMeanLength)
            try ProfileFile.save(profile, to: path)

            var learnt = VoiceEnrolment.learn(fromTakes: recorded)
            #expect(!learnt.templates.isEmpty)
            learnt.cepstralMean = try enrolment.cepstralMean(of: recorded, model: VoiceModel())
            let wavs = try ["back-1", "back-2", "next-1", "next-2"].map {
                try WavAudio(contentsOf: "\(Self.takes)/\($0).wav")
            }
            #expect(
                try enrolment.cepstralMean(of: wavs, model: VoiceModel()) == learnt.cepstralMean,
                "the recordings measure the mean their takes do")
            profile = try ProfileFile.load(from: path)
            profile.voice = learnt.applied(to: profile.voice)
            try ProfileFile.save(profile, to: path)
            let measured = try ProfileFile.load(from: path).voice
            #expect(measured.cepstralMean == learnt.cepstralMean?.map(Double.init))
            #expect(measured.enrolled == learnt.outcome.enrolled)

            learnt.cepstralMean = nil
            profile.voice = learnt.applied(to: measured)
            try ProfileFile.save(profile, to: path)
            #expect(try ProfileFile.load(from: path).voice.cepstralMean == nil)
        }
    }
}
