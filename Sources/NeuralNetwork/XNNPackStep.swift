import CXNNPack

/// One step of a network run.
enum XNNPackStep {
    /// Sets an operator up on its tensors: `address` gives each tensor's memory.
    typealias Setup = (_ address: (Int) -> UnsafeMutableRawPointer, _ threadPool: pthreadpool_t?) -> xnn_status

    /// An XNNPACK operator, and how to point it at its tensors once the memory plan has placed them.
    case xnnpack(xnn_operator_t, setup: Setup)
    /// An ADD and the PRELU that alone reads it, as one pass of FaceNav's own (XNNPACK has no such operator).
    case addPReLU(AddPReLU)
}
