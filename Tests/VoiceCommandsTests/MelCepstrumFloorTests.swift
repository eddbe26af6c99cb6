import FaceNavCore
import Foundation
import Testing
import VoiceCommands

/// Mel cepstra with a noise floor (`MelCepstrum.floorBelowPeak`): the same sound under quiet and louder
/// noise reads nearer alike, a floor under every energy changes nothing, and templates learnt with it are
/// matched with it.
@Suite struct MelCepstrumFloorTests {
    /// A tone gliding from 400 to 1200 Hz and back, 0.5 s, with white noise of amplitude `noise` (a fixed
    /// generator, so every run hears the same noise).
    private func glide(noise: Double) -> [Int16] {
        var state: UInt64 = 12345
        return (0..<8000).map { index in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let random = Double(state >> 11) / Double(1 << 53) * 2 - 1
            let t = Double(index) / 16000
            let hertz = 400 + 1600 * min(t, 0.5 - t)
            return Int16(6000 * sin(2 * Double.pi * hertz * t) + noise * random)
        }
    }

    @Test func aFloorAboveBothNoisesBringsTheSameSoundNearer() {
        let quietNoise = glide(noise: 60)[...]
        let loudNoise = glide(noise: 600)[...]
        let warping = DynamicTimeWarping()
        let plain = MelCepstrum()
        let before = warping.distance(plain.features(of: quietNoise), plain.features(of: loudNoise))
        for floored in [MelCepstrum(floorBelowPeak: 20), MelCepstrum(floorBelowPeak: 20, floorsEachFilter: true)] {
            let after = warping.distance(floored.features(of: quietNoise), floored.features(of: loudNoise))
            #expect(after < before / 2, "\(floored.floorsEachFilter): \(after) against \(before)")
        }
    }

    @Test func aFloorUnderEveryEnergyChangesNothing() {
        let samples = glide(noise: 60)[...]
        #expect(MelCepstrum(floorBelowPeak: 400).features(of: samples) == MelCepstrum().features(of: samples))
        #expect(
            MelCepstrum(floorBelowPeak: 400, floorsEachFilter: true).features(of: samples)
                == MelCepstrum().features(of: samples))
        #expect(MelCepstrum(floorBelowPeak: 20).features(of: samples) != MelCepstrum().features(of: samples))
    }

    @Test func templatesLearntWithAFloorAreMatchedWithIt() throws {
        let quiet = [Int16](repeating: 0, count: 4000)
        let audio = quiet + glide(noise: 60) + quiet
        let floored = MelCepstrum(coefficientCount: VoiceTemplates.coefficientCount, floorBelowPeak: 20)
        let templates = TemplateMatcher.learn(from: [("glide", audio)], cepstrum: floored)
        let matcher = TemplateMatcher(templates: templates, cepstrum: floored)
        let word = HeardWord(word: "glide", start: 0.25, end: 0.75)
        let annotated = matcher.annotate([word], audio: audio[...], audioStart: 0)[0]
        #expect(try #require(annotated.templateDistances?["glide"]) < 0.01)
        let plain = TemplateMatcher(templates: templates).annotate([word], audio: audio[...], audioStart: 0)[0]
        #expect(try #require(plain.templateDistances?["glide"]) > 0.01, "other features than the templates'")
    }
}
