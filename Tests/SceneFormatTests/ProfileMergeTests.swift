import FaceNavCore
import Foundation
import SceneFormat
import Testing

/// Two instances saving one profile keep each other's changes, and a save keeps the user's comments.
@Suite struct ProfileMergeTests {
    @Test func eachInstanceKeepsTheOthersChange() throws {
        let base = Profile.default
        var mine = base
        mine.gestures.dwellTime = 2.5
        var theirs = base
        theirs.speech.rate = 240
        let merged = ProfileFile.merge(
            base: ProfileFile.encode(base), mine: ProfileFile.encode(mine), theirs: ProfileFile.encode(theirs))
        let profile = try ProfileFile.decode(merged)
        #expect(profile.gestures.dwellTime == 2.5)
        #expect(profile.speech.rate == 240)
    }

    @Test func aVoiceWordAddedByTheOtherInstanceStays() throws {
        let base = Profile.default
        var theirs = base
        theirs.voice.words["onward"] = .next
        var mine = base
        mine.gestures.dwellTime = 3
        let merged = try ProfileFile.decode(
            ProfileFile.merge(
                base: ProfileFile.encode(base), mine: ProfileFile.encode(mine), theirs: ProfileFile.encode(theirs)))
        #expect(merged.voice.words["onward"] == .next)
        #expect(merged.gestures.dwellTime == 3)
    }

    @Test func aChangedValueIsEditedInPlaceKeepingComments() throws {
        let original = """
            # my settings, tuned with my therapist
            gestures:
              dwellTime: 1.5   # slower made me miss buttons
            speech:
              rate: 180
            """
        var profile = try ProfileFile.decode(original)
        profile.gestures.dwellTime = 2
        let text = ProfileFile.text(for: profile, over: original)
        #expect(text.contains("# my settings, tuned with my therapist"))
        #expect(text.contains("  dwellTime: 2.0 # slower made me miss buttons"))
        #expect(try ProfileFile.decode(text) == profile)
        #expect(text.split(separator: "\n").count == original.split(separator: "\n").count)
    }

    @Test func aLayoutThatCannotBeEditedStillKeepsTheComments() throws {
        let original = "# keep me\ncursor: {mode: absolute}\n"
        var profile = try ProfileFile.decode(original)
        profile.cursorMode = .joystick
        let text = ProfileFile.text(for: profile, over: original)
        #expect(try ProfileFile.decode(text) == profile)
        #expect(text.contains("# keep me"))
    }

    @Test func progressKeepsEveryLevelEitherSolved() throws {
        let mine = #"{"completed":[{"chapter":0,"level":0}],"current":{"chapter":0,"level":1},"finished":false}"#
        let theirs = #"{"completed":[{"chapter":1,"level":0}],"current":{"chapter":1,"level":1},"finished":false}"#
        let merged = try #require(ProgressFile.merge(mine: mine, theirs: theirs))
        #expect(merged.contains(#"{"chapter":0,"level":0}"#))
        #expect(merged.contains(#"{"chapter":1,"level":0}"#))
        #expect(merged.contains(#""current":{"chapter":0,"level":1}"#))
        #expect(ProgressFile.merge(mine: mine, theirs: "not json") == nil)
    }
}
