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
}
