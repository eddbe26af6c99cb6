import FaceNavCore
import Runtime
import ScreenRendering

extension FeatureTestStore {
    /// The state drawn by the feature into a buffer of `size`, as plain text.
    public func screen(_ size: Size) -> String {
        feature.render(state, size: size).plainText
    }
}
