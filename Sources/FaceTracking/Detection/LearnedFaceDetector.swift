import FaceNavCore
import Foundation
import Frames
import NeuralNetwork

/// MediaPipe's short-range face detector (BlazeFace, `face_detection_short_range.tflite`, fetched by
/// `make models`) run on FaceNav's own XNNPACK runtime: a square of the picture in, faces out.
///
/// The square is sampled to the model's 128x128 input (bilinear, black outside the picture, as MediaPipe
/// letterboxes), the grey level given to all three colour channels and scaled to -1...1, and the outputs are
/// decoded as MediaPipe's graph does (`ShortRangeFaceDecoder`). The model is made for faces filling a good part
/// of its input (selfie distance): in a large frame a small face is found in a smaller square around it.
///
/// The network holds its buffers: one instance serves one thread at a time.
public final class LearnedFaceDetector: @unchecked Sendable {
    /// The model's file name, in `.models/` or a `--models` folder.
    public static let fileName = "face_detection_short_range.tflite"

    public var decoder: ShortRangeFaceDecoder
    private let network: NeuralNetwork
    private let side: Int

    /// Loads the model from `path`; the error says what is wrong with the file.
    public init(contentsOf path: String, decoder: ShortRangeFaceDecoder = ShortRangeFaceDecoder())
        throws(NeuralNetworkError)
    {
        network = try NeuralNetwork(contentsOf: path)
        let anchors = ShortRangeFaceDecoder.anchors.count
        guard let input = network.inputShapes.first, input.count == 4, input[0] == 1, input[1] == input[2],
            input[1] == Int(ShortRangeFaceDecoder.inputSide), input[3] == 3,
            network.outputShapes == [[1, anchors, ShortRangeFaceDecoder.valuesPerAnchor], [1, anchors, 1]]
        else {
            throw NeuralNetworkError(
                message:
                    "\(path): not MediaPipe's short-range face detector (inputs \(network.inputShapes), outputs \(network.outputShapes); expected [[1, 128, 128, 3]] and [[1, 896, 16], [1, 896, 1]])"
            )
        }
        side = input[1]
        self.decoder = decoder
    }

    /// The faces in the `side`-pixel square of `image` about `centre` (the whole picture, letterboxed, when
    /// nil), best first, in the picture's pixels; the grey level stands for all three colour channels.
    ///
    /// - Complexity: a bilinear copy of 128x128 pixels and one run of the network (about 230k weights).
    public func faces(in image: GrayImage, centre: (x: Double, y: Double)? = nil, side squareSide: Double? = nil)
        -> [LearnedFaceDetection]
    {
        faces(in: Frame(time: 0, index: 0, luma: image), centre: centre, side: squareSide)
    }

    /// The faces in the `side`-pixel square of `frame` about `centre` (the whole picture, letterboxed, when
    /// nil), best first, in the picture's pixels. The model was trained on colour pictures: a frame with
    /// chroma is given to it in RGB, as MediaPipe gives it the camera's picture; a grey frame's level stands
    /// for all three channels.
    ///
    /// - Complexity: a bilinear copy of 128x128 pixels and one run of the network (about 230k weights).
    public func faces(in frame: Frame, centre: (x: Double, y: Double)? = nil, side squareSide: Double? = nil)
        -> [LearnedFaceDetection]
    {
        let image = frame.luma
        let square = squareSide ?? Double(max(image.width, image.height))
        let middle = centre ?? (Double(image.width) / 2, Double(image.height) / 2)
        guard square >= 1 else { return [] }
        let step = square / Double(side)
        var input = [Float](repeating: -1, count: side * side * 3)
        // The input pixel i covers [i, i + 1) * step of the square: its centre lies half a step on, less the
        // half pixel of PixelPoint's convention. Outside the picture stays black (-1), as MediaPipe letterboxes.
        let (left, top) = (middle.x - square / 2, middle.y - square / 2)
        if let chroma = frame.chroma, chroma.cb.width > 0, chroma.cb.height > 0 {
            let sampler = FrameColourSampler(frame: frame)
            for row in 0..<side {
                let y = top + (Double(row) + 0.5) * step - 0.5
                guard y >= -0.5, y <= Double(image.height) - 0.5 else { continue }
                for column in 0..<side {
                    let x = left + (Double(column) + 0.5) * step - 0.5
                    guard x >= -0.5, x <= Double(image.width) - 0.5 else { continue }
                    let (r, g, b) = sampler.rgb(x: x, y: y)
                    let i = 3 * (row * side + column)
                    (input[i], input[i + 1], input[i + 2]) = (2 * r - 1, 2 * g - 1, 2 * b - 1)
                }
            }
        } else {
            let sampled = image.turnedSquare(
                about: (middle.x + step / 2 - 0.5, middle.y + step / 2 - 0.5), side: side, roll: 0, step: step)
            for (index, grey) in sampled.pixels.enumerated() {
                let value = Float(grey) / 127.5 - 1
                (input[3 * index], input[3 * index + 1], input[3 * index + 2]) = (value, value, value)
            }
        }
        guard let outputs = try? network.run(input), outputs.count == 2,
            let found = decoder.faces(regressors: outputs[0], scores: outputs[1])
        else { return [] }
        return found.map { face in
            face.mapped { PixelPoint(x: left + $0.x * square - 0.5, y: top + $0.y * square - 0.5) }
        }
    }
}
