import Foundation
import Testing

@testable import FaceTracking

@Suite struct CascadeLoadingTests {
    @Test func readsDebiansHaarFrontalFaceDefault() throws {
        let cascade = try Cascade.named("haar")
        #expect(cascade.source == "/usr/share/opencv4/haarcascades/haarcascade_frontalface_default.xml")
        #expect(cascade.featureKind == .haar)
        #expect(cascade.windowWidth == 24 && cascade.windowHeight == 24)
        #expect(cascade.stages.count == 25)
        #expect(cascade.isStumps)
        #expect(!cascade.hasTiltedFeatures)
        #expect(cascade.stages[0].treeCount == 9)
        // stageThreshold -5.0425500869750977e+00, less OpenCV's 1e-5.
        #expect(cascade.stages[0].threshold == Float(-5.0425500869750977) - 1e-5)
        #expect(
            cascade.nodes[0]
                == Cascade.Node(featureIndex: 0, threshold: Float(-3.1511999666690826e-02), left: 0, right: -1))
        #expect(cascade.leaves[0] == Float(2.0875380039215088) && cascade.leaves[1] == Float(-2.2172100543975830))
        let first = cascade.haarFeatures[0]
        #expect(first.rectangles.map { [$0.x, $0.y, $0.width, $0.height] } == [[6, 4, 12, 9], [6, 7, 12, 3]])
        #expect(first.rectangles.map(\.weight) == [-1, 3])
        #expect(cascade.nodes.allSatisfy { $0.featureIndex < cascade.haarFeatures.count })
    }

    @Test func readsTiltedHaarFeaturesAndTrees() throws {
        let cascade = try Cascade.named("haarcascade_eye_tree_eyeglasses")
        #expect(cascade.featureKind == .haar)
        #expect(cascade.hasTiltedFeatures)
        #expect(cascade.haarFeatures.filter(\.tilted).count == 577)
        #expect(!cascade.isStumps)
        // The first tree: "2 1 0 t0  0 -1 1 t1  -2 -3 2 t2" with four leaves.
        #expect(cascade.treeNodeCounts[0] == 3)
        #expect(cascade.nodes[0].left == 2 && cascade.nodes[0].right == 1)
        #expect(cascade.nodes[2].left == -2 && cascade.nodes[2].right == -3)
        #expect(cascade.leaves.count == cascade.nodes.count + cascade.treeNodeCounts.count)
    }

    @Test func readsLBPWithCategorySubsets() throws {
        let cascade = try Cascade.named("lbp")
        #expect(cascade.source.hasSuffix("lbpcascades/lbpcascade_frontalface_improved.xml"))
        #expect(cascade.featureKind == .lbp)
        #expect(cascade.windowWidth == 45 && cascade.windowHeight == 45)
        #expect(cascade.stages.count == 19)
        #expect(cascade.subsets.count == 8 * cascade.nodes.count)
        // The first weak classifier: "0 -1 26 -1 -1 -17409 -1 -1 -1 -1 -1".
        #expect(cascade.nodes[0].featureIndex == 26)
        #expect(Array(cascade.subsets[0..<8]) == [-1, -1, -17409, -1, -1, -1, -1, -1])
        #expect(cascade.lbpFeatures[0] == Cascade.LBPFeature(x: 0, y: 0, blockWidth: 1, blockHeight: 1))
    }

    @Test func everyNewFormatDebianCascadeLoadsAndTheOldOneIsRefused() throws {
        var loaded = 0
        for directory in Cascade.debianDirectories {
            for file in try FileManager.default.contentsOfDirectory(atPath: directory) where file.hasSuffix(".xml") {
                let path = directory + "/" + file
                if file == "haarcascade_licence_plate_rus_16stages.xml" {
                    #expect(throws: CascadeLoadError.self) { try Cascade(contentsOfFile: path) }
                } else {
                    _ = try Cascade(contentsOfFile: path)
                    loaded += 1
                }
            }
        }
        #expect(loaded == 21)
    }

    @Test func oldFormatFileGetsOneClearMessage() {
        let path = "/usr/share/opencv4/haarcascades/haarcascade_licence_plate_rus_16stages.xml"
        do {
            _ = try Cascade(contentsOfFile: path)
            Issue.record("an old-format cascade loaded")
        } catch {
            #expect(error.path == path)
            #expect(error.description.hasPrefix(path + ": line 4: an old-format cascade"))
            #expect(error.message.contains("use a new-format cascade"))
            #expect(!error.description.contains("\n"))
        }
    }

    @Test func missingFileSaysWhichAndWhatToInstall() {
        #expect(
            throws: CascadeLoadError(
                path: "/nonexistent/face.xml", message: "no such cascade file; give an OpenCV cascade XML file")
        ) {
            try Cascade(contentsOfFile: "/nonexistent/face.xml")
        }
        do {
            _ = try Cascade.named("haarcascade_no_such_thing")
            Issue.record("a missing cascade loaded")
        } catch {
            #expect(error.message.contains("install Debian's opencv-data"))
        }
    }

    @Test func garbledFilesSayWhereAndWhat() throws {
        func message(_ xml: String) -> String? {
            do {
                _ = try Cascade(xml: Array(xml.utf8), source: "test.xml")
                return nil
            } catch { return error.description }
        }
        #expect(
            message("<?xml version=\"1.0\"?>\n<opencv_storage>\n<cascade>\n<stageType>BOOST")
                == "test.xml: line 4: not a readable cascade XML file: <stageType> is never closed")
        #expect(message("<a>\n</b>") == "test.xml: line 2: not a readable cascade XML file: </b> closes <a> of line 1")
        #expect(message("") == "test.xml: line 1: not a readable cascade XML file: no XML element in the file")
        #expect(message("<html><body/></html>")?.contains("not an OpenCV storage file") == true)
        // A real cascade with one leaf value removed.
        let real = try String(contentsOfFile: Cascade.path(named: "lbp"), encoding: .utf8)
        let broken = real.replacingOccurrences(
            of: "-9.9726462364196777e-001 -3.8938775658607483e-001", with: "-9.9726462364196777e-001")
        #expect(message(broken)?.contains("a tree of 1 nodes needs 2 leaf values") == true)
        // A tree whose second node points back at itself would never end.
        let eyes = try String(contentsOfFile: Cascade.path(named: "haarcascade_eye_tree_eyeglasses"), encoding: .utf8)
        let loop = eyes.replacingOccurrences(
            of: "2 1 0 -2.6987109333276749e-02 0 -1 1", with: "2 1 0 -2.6987109333276749e-02 1 -1 1")
        #expect(message(loop)?.contains("node 1 has a bad child or feature index") == true)
        let notNumber = real.replacingOccurrences(of: "-9.9726462364196777e-001", with: "minus-one")
        #expect(message(notNumber)?.contains("holds \"minus-one\" where a number belongs") == true)
    }
}
