/// Placeholder until the test fakes land.
public enum FaceNavTestSupportPlaceholder {}
