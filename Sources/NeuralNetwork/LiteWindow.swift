/// The sliding window of a convolution or pooling operator: padding, strides, dilations, kernel size (pooling
/// only; a convolution's kernel size comes from its filter) and fused activation.
struct LiteWindow: Equatable {
    var padding: LitePadding
    var strideHeight: Int
    var strideWidth: Int
    var dilationHeight: Int = 1
    var dilationWidth: Int = 1
    var filterHeight: Int = 0
    var filterWidth: Int = 0
    /// DEPTHWISE_CONV_2D only: output channels per input channel.
    var depthMultiplier: Int = 1
    var activation: LiteActivation

    enum Axis { case height, width }

    /// The output size along one axis, as TensorFlow computes it: `ceil(input / stride)` for SAME,
    /// `(input - dilated kernel) / stride + 1` for VALID (0 or less when the kernel does not fit).
    func outputSize(input: Int, kernel: Int, axis: Axis) -> Int {
        let (stride, dilation) = axis == .height ? (strideHeight, dilationHeight) : (strideWidth, dilationWidth)
        switch padding {
        case .same: return (input + stride - 1) / stride
        case .valid: return (input - ((kernel - 1) * dilation + 1)) / stride + 1
        }
    }
}
