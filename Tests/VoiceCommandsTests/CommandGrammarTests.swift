import Testing
import VoiceCommands

@Suite struct CommandGrammarTests {
    @Test func theCommandGrammarHoldsOnlyTheCommandWords() {
        let grammar = CommandGrammar(words: ["next", "back", "next"], garbage: ["nest", "black", "back"])
        #expect(grammar.words == ["back", "next"])
        #expect(grammar.garbage == ["black", "nest"], "a command is never garbage")
        #expect(
            grammar.commandJSGF
                == "#JSGF V1.0;\ngrammar commands;\npublic <utterance> = <word> ;\n<word> = back | next ;\n")
        #expect(grammar.garbageJSGF.contains("<word> = black | nest ;"))
    }

    @Test func theOpenGrammarLoopsOverCommandsAndFillers() {
        let grammar = CommandGrammar(words: ["next", "back"], garbage: [], fillers: ["door", "next", "or"])
        #expect(grammar.fillers == ["door", "or"], "a command is never a filler")
        #expect(
            grammar.openJSGF
                == "#JSGF V1.0;\ngrammar open;\npublic <utterance> = <word>+ ;\n<word> = back | next | door | or ;\n")
    }

    @Test func voiceWordsMustBeSingleWords() {
        #expect(CommandGrammar.isValidWord("próximo"))
        #expect(CommandGrammar.isValidWord("don't"))
        #expect(!CommandGrammar.isValidWord("go back"))
        #expect(!CommandGrammar.isValidWord("next;"))
        #expect(!CommandGrammar.isValidWord(""))
    }

    private let dictionary = PronunciationDictionary(
        bytes: Array(
            """
            back B AE K
            black B L AE K
            next N EH K S T
            nest N EH S T
            next(2) N EH K S
            select S AH L EH K T
            selection S AH L EH K SH AH N
            banana B AH N AE N AH
            bach B AA K
            """.utf8))

    @Test func theDictionaryKeepsEachWordsFirstPronunciation() {
        #expect(dictionary.entries.count == 8)
        #expect(dictionary.entries.first { $0.word == "next" }?.phones == ["N", "EH", "K", "S", "T"])
    }

    @Test func neighboursAreWordsWithinTwoPhonesOfACommand() {
        let near = Set(dictionary.neighbours(of: ["back", "next", "select"]))
        #expect(near == ["black", "nest", "bach"], "selection is three phones from select")
    }

    @Test func garbageAvoidsCommandsAndTheirHomophones() {
        let extra = PronunciationDictionary(bytes: Array("back B AE K\nbak B AE K\nbanana B AH N AE N AH\n".utf8))
        #expect(extra.garbageWords(count: 10, avoiding: ["back"]) == ["banana"])
    }
}
