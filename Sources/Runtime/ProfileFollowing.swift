import FaceNavCore

/// A feature's state that takes a changed profile while it runs, so a setting changed on FaceNav's screens
/// over an app (`HandsFreeShell`) applies to the app at once: its press gesture, thresholds, dwell.
///
/// States that do not conform keep the profile they were opened with until they are opened again.
public protocol ProfileFollowing {
    /// Takes `profile` from now on, keeping whatever else the state knows.
    mutating func follow(_ profile: Profile)
}
