import Captures
import FaceNavTestSupport
import Foundation
import ImageFiles
import Testing

/// A selfie is a JPEG under `FaceDetection/`, hashed from the written file and recorded in the registry.
@Suite struct SelfieFolderTests {
    private let takenAt = Date(timeIntervalSince1970: 1_795_398_302.123)

    @Test func theDefaultDataFolderIsMRTD() {
        #expect(SelfieFolder.defaultPath(environment: ["XDG_DATA_HOME": "/data"]) == "/data/facenav/MRTD")
    }

    @Test func aSelfieIsSavedHashedAndRecorded() throws {
        try withTemporaryFolder("captures") { temporary in
            let data = try Pictures.temporaryFolder(in: temporary)
            let registry = "\(data)/image-matches.json"
            let photo = try Pictures.photo("portraits/227943776_1.pgm")
            let saved = try SelfieFolder(path: "\(data)/MRTD").save(photo, takenAt: takenAt, registry: registry)
            let file = "\(data)/MRTD/FaceDetection/FaceDetected20261123-014502-123.jpg"
            #expect(saved.record.file == file && saved.record.resourceType == .local && saved.note == nil)
            let sum = String(decoding: try Pictures.run(["sha256sum", file]), as: UTF8.self).prefix(64)
            #expect(saved.record.hash == sum)
            #expect(try JPEG.read(file).width == photo.width)
            #expect(try RegistryFile.read(registry) == .records([saved.record]))
            #expect(RegistryFile.verify([saved.record]).map(\.state) == [.unchanged])
        }
    }

    @Test func aReadOnlyDataFolderSavesNothingAndRecordsNothing() throws {
        try withTemporaryFolder("captures") { temporary in
            let data = try Pictures.temporaryFolder(in: temporary)
            defer { chmod(data, 0o755) }  // so the temporary folder can be removed
            let registry = "\(data)-registry.json"
            let readOnly = Pictures.readOnly(data)
            #expect {
                _ = try SelfieFolder(path: "\(readOnly)/MRTD").save(
                    RasterImage(width: 8, height: 8, layout: .grey, filledWith: 1), takenAt: takenAt, registry: registry
                )
            } throws: { error in
                "\(error)".hasPrefix("cannot save the selfie: ")
            }
            #expect(!FileManager.default.fileExists(atPath: registry))
            #expect(!FileManager.default.fileExists(atPath: "\(readOnly)/MRTD"))
        }
    }
}
