import FaceNavCore
/// Placeholder.
public enum SceneFormatPlaceholder {}
