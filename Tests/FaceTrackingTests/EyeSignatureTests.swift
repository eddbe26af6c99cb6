import Foundation
import FrameSources
import Testing

@testable import FaceTracking

/// `EyeSignature` on a real photographed face (Tom Cruise's portrait from dlib's examples, `make
/// fixtures`; his eye corners as in `EyeCropTests`): light and small shifts change it little, a lid
/// painted shut a lot.
@Suite struct EyeSignatureTests {
    static let threshold = EyeChangeGate.Limits().threshold

    func image() throws -> GrayImage {
        try PortableImage(contentsOf: EyeCropTests.portrait).frame().luma
    }

    func signature(_ image: GrayImage, shift: Double = 0) -> EyeSignature {
        let (first, second) = EyeCropTests.leftEye
        return EyeSignature(
            image: image, from: PixelPoint(x: first.x + shift, y: first.y + shift),
            to: PixelPoint(x: second.x + shift, y: second.y + shift))
    }

    @Test func theSameEyeIsTheSameSignature() throws {
        let image = try image()
        let signature = signature(image)
        #expect(signature.cells.count == 256)
        #expect(signature.difference(from: signature) == 0)
        // Mean removed, divided by the contrast: the cells average 0 and their magnitudes 1.
        #expect(abs(signature.cells.reduce(0, +) / 256) < 1e-4)
        #expect(abs(signature.cells.map(abs).reduce(0, +) / 256 - 1) < 1e-4)
    }

    @Test func brighterOrDimmerLightChangesNothingMuch() throws {
        let image = try image()
        let dimmer = GrayImage(
            width: image.width, height: image.height, pixels: image.pixels.map { UInt8(Double($0) * 0.7 + 20) })
        let difference = signature(image).difference(from: signature(dimmer))
        #expect(difference < 0.02, "\(difference)")
    }

    @Test func aSubPixelShiftStaysWellUnderTheThreshold() throws {
        let image = try image()
        let difference = signature(image).difference(from: signature(image, shift: 0.5))
        #expect(difference < Self.threshold / 2, "\(difference)")
    }

    @Test func aLidPaintedShutIsAChange() throws {
        let image = try image()
        var shut = image
        let (first, second) = EyeCropTests.leftEye
        let width = second.x - first.x
        let middle = (first.y + second.y) / 2
        // Skin from under the eye brought over it, a dark lash line along its lower edge.
        let skin = image[Int((first.x + second.x) / 2), Int(middle + 0.45 * width)]
        for y in Int(middle - 0.18 * width)...Int(middle + 0.12 * width) {
            for x in Int(first.x)...Int(second.x) {
                shut[x, y] = y >= Int(middle + 0.08 * width) ? skin / 3 : skin
            }
        }
        let difference = signature(image).difference(from: signature(shut))
        #expect(difference > 1.5 * Self.threshold, "\(difference)")
    }

    @Test func aFlatPatchIsNotBlownUpToAnEye() {
        let flat = GrayImage(width: 64, height: 64, filledWith: 100)
        var noisy = flat
        for i in stride(from: 0, to: noisy.pixels.count, by: 7) { noisy.pixels[i] = 101 }
        let eye = (PixelPoint(x: 20, y: 32), PixelPoint(x: 44, y: 32))
        let a = EyeSignature(image: flat, from: eye.0, to: eye.1)
        let b = EyeSignature(image: noisy, from: eye.0, to: eye.1)
        #expect(a.difference(from: b) < 0.1)
    }
}
