import CXNNPack

/// Turns an XNNPACK status into a thrown `LiteModelError.runtime` naming what was being done.
enum XNNPackStatus {
    static func check(_ status: xnn_status, _ what: @autoclosure () -> String) throws(LiteModelError) {
        guard status != xnn_status_success else { return }
        throw .runtime("\(what()) failed: \(name(status))")
    }

    static func name(_ status: xnn_status) -> String {
        switch status {
        case xnn_status_uninitialized: "not initialized"
        case xnn_status_invalid_parameter: "invalid parameter"
        case xnn_status_invalid_state: "invalid state"
        case xnn_status_unsupported_parameter: "unsupported parameter"
        case xnn_status_unsupported_hardware: "unsupported hardware (XNNPACK needs SSE2 on x86, NEON on ARM)"
        case xnn_status_out_of_memory: "out of memory"
        default: "status \(status.rawValue)"
        }
    }
}
