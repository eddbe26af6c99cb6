import EscapeGame
import FaceNavCore
import Runtime
import SceneApp

// The apps `facenav run --app` opens take a changed profile at once (`HandsFreeShell` hands it on): the
// bindings and gesture thresholds every app reads, and for the scene apps dwell and the cursor too. Kept
// here, beside the shell, so the apps' own files need not change.

extension AppState: ProfileFollowing {
    public mutating func follow(_ profile: Profile) { adopt(profile) }
}

extension SwipeCardsState: ProfileFollowing {
    public mutating func follow(_ profile: Profile) {
        self.profile = profile
        face.gestures.settings = profile.gestures
    }
}

extension SelfieState: ProfileFollowing {
    public mutating func follow(_ profile: Profile) { screens.adopt(profile) }
}

extension DocumentCaptureState: ProfileFollowing {
    public mutating func follow(_ profile: Profile) { screens.adopt(profile) }
}

extension GameState: ProfileFollowing {
    public mutating func follow(_ profile: Profile) {
        self.profile = profile
        gestures.settings = profile.gestures
    }
}

extension LauncherState: ProfileFollowing {
    public mutating func follow(_ profile: Profile) {
        menu.adopt(profile)
        running?.follow(profile)
    }
}
