import FaceNavCore
import Testing

@testable import SceneApp

@Suite struct AppEventTests {
    @Test func linesAreStableJSONWithEscapes() {
        let selection = AppEvent(
            time: 1.23456,
            kind: .selection(
                sceneID: "contacts", widgetID: "list-1", indexPath: IndexPath(section: 1, item: 2), label: "Alan \"AT\""
            ))
        #expect(
            selection.jsonLine
                == #"{"t":1.235,"type":"selection","scene":"contacts","widget":"list-1","section":1,"item":2,"label":"Alan \"AT\""}"#
        )
        let gesture = AppEvent(time: 2, kind: .gesture(.winkLeft))
        #expect(gesture.jsonLine == #"{"t":2,"type":"gesture","gesture":"winkLeft"}"#)
        let command = AppEvent(time: 0.5, kind: .command(.back, source: .gesture(.winkLeft)))
        #expect(command.jsonLine == #"{"t":0.5,"type":"command","command":"back","source":"gesture:winkLeft"}"#)
        #expect(JSONLineWriter.quote("a\nb\u{1}") == #""a\nb\u0001""#)
    }
}
