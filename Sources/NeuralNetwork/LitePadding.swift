/// How a convolution or pooling window treats the image border (schema enum `Padding`).
enum LitePadding: Equatable {
    /// Output size `ceil(input / stride)`, zeros added evenly, the odd one at the bottom or right.
    case same
    /// No padding: the window stays inside the input.
    case valid

    /// The explicit (before, after) padding for one axis, as TensorFlow computes it for SAME.
    func explicit(input: Int, kernel: Int, stride: Int, dilation: Int) -> (before: Int, after: Int) {
        guard self == .same else { return (0, 0) }
        let output = (input + stride - 1) / stride
        let effectiveKernel = (kernel - 1) * dilation + 1
        let total = max((output - 1) * stride + effectiveKernel - input, 0)
        return (total / 2, total - total / 2)
    }
}
