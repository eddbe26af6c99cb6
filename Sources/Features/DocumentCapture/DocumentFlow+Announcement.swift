extension DocumentFlow {
    /// What is said as the flow ends, with its outcome.
    public var ending: String {
        switch outcome {
        case nil: "Document capture closed."
        case .success?: "Document capture finished: the \(type?.title ?? "document") was accepted."
        case .tryAgain?: "Document capture ended: the document could not be read."
        case .error(let reason)?: "Document capture ended: \(reason)."
        }
    }

    /// What a blind user hears when the screen appears: where they are and what they can do.
    public var announcement: String {
        let name = type?.title ?? "document"
        switch screen {
        case .chooseType: return "Document capture. Choose the document: CNH or RG. Back to leave."
        case .loading: return "Checking the camera."
        case .cameraPermission(let problem, false):
            return "The camera cannot be opened: \(problem.reason ?? "unknown"). Check again, Open settings or Close."
        case .cameraPermission(let problem, true):
            return "How to allow the camera on Linux. For this camera: \(problem.fix ?? "") Otherwise: join the "
                + "video group with sudo usermod -aG video $USER and log in again; plug in a camera; or close the "
                + "program holding it. Done to go back."
        case .instruction(.front, _): return "Place the front of your \(name) inside the frame, flat and well lit."
        case .instruction(.back, _): return "Now turn the \(name) over: the back."
        case .example(let side): return "Example: the \(side.rawValue) fills the frame, edges visible. Continue."
        case .capture(let side): return "Capturing the \(side.rawValue). Press Capture when it sits in the frame."
        case .confirm(let side): return "Is the \(side.rawValue) readable? No, retake; or Yes."
        case .processing: return "Processing the \(name)."
        case .result(.success): return "Done: the \(name) was accepted."
        case .result(.tryAgain(let problems)):
            return "Try again. " + problems.joined(separator: " ") + " Try again or Close."
        case .result(.error(let reason)): return "Error: \(reason)."
        }
    }
}
