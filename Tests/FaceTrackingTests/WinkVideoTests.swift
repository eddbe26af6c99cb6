import FaceNavCore
import Foundation
import Testing

@testable import FaceTracking

/// Winks on real photographed faces: each clip of `.fixtures/winks` tracked with the iris-landmark model
/// reads each wink as that eye closed and the other open, the blink as both closed, and open eyes as open.
@Suite struct WinkVideoTests {
    @Test(arguments: WinkVideo.clips)
    func winksBlinksAndOpenEyesReadAsLabelled(_ name: String) throws {
        let video = try #require(
            WinkVideo.track(name),
            "needs \(WinkVideo.directory)/\(name).y4m (make fixtures), \(WinkVideo.irisModelPath) (make models), opencv-data and libdlib-data (make deps)"
        )
        #expect(video.measurements.count == video.labels.count)
        for label in [WinkVideo.Label.left, .right, .both, .open] {
            let (read, of) = video.agreement(label)
            print("\(name): \(label) read in \(read) of \(of) frames")
            #expect(of > 0 && Double(read) >= 0.9 * Double(of), "\(label): \(read) of \(of)\n\(video.summary)")
        }
    }
}
