import CXNNPack

/// One XNNPACK operator of a network: what it reads and writes, and how to point it at its tensors once the
/// memory plan has placed them.
struct XNNPackStep {
    let handle: xnn_operator_t
    /// Sets the operator up on its tensors: `address` gives each tensor's memory.
    let setup: (_ address: (Int) -> UnsafeMutableRawPointer, _ threadPool: pthreadpool_t?) -> xnn_status
}
