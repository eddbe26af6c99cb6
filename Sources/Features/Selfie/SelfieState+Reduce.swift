import FaceNavCore
import Foundation
import Inputs
import Runtime

extension SelfieState {
    /// Applies one input at `time`; returns what the loop must perform.
    ///
    /// The photo's own inputs (a picture, a capture's result, `r` for the registry) are the selfie's; the
    /// rest go to the scene app showing the screens, whose buttons emit `again`, `registry` and `camera`,
    /// whose back returns to the camera, and whose Quit (dwell asks first) ends the app.
    public mutating func reduce(_ input: ProgramInput, at time: Double) -> [ProgramEffect] {
        self.time = max(self.time, time)
        var effects: [ProgramEffect] = []
        if let frame = input.featureInput(as: CameraFrame.self) {
            preview = frame.image
            source = frame.source
            return []
        }
        if let result = input.featureInput(as: CaptureResult.self) {
            effects = captured(result, at: time)
            show()
            return effects
        }
        switch input {
        case .key(.character("r")) where screen != .saving:
            effects = openRegistry(at: time)
            show()
            return effects
        case .featureInput:
            return []
        default:
            break
        }
        guard let action = AppFeature().action(for: input) else { return effects }
        let before = screens.navigation
        let appEffects = screens.reduce(action, at: time)
        effects += AppFeature.programEffects(appEffects)
        var pressed = false
        for case .delegate(.emitted(let name)) in appEffects {
            pressed = true
            switch name {
            case "again":
                // The one way the camera takes a photo again: asked for.
                isArmed = true
                effects += backToTheCamera(at: time, saying: screen == .camera ? texts.title : nil)
            case "camera": effects += backToTheCamera(at: time)
            case "registry": effects += openRegistry(at: time)
            default: break
            }
        }
        // Back (Esc, a wink, the bar's ‹ Back, the word) popped the scene app to the camera.
        if !pressed, screens.navigation != before, screens.navigation.topSceneID == "camera", screen != .camera {
            effects += backToTheCamera(at: time)
        }
        if screens.isQuitting { isQuitting = true }
        // After the scene app has moved the cursor (and dwell perhaps pressed a button): a face resting the
        // cursor on a button is choosing it, not posing, so the photo waits.
        if case .faceMeasured(let measurement) = input, screen == .camera, !isQuitting, isArmed {
            effects += faceMeasured(measurement, onButton: screens.hovered?.target != nil, at: time)
        }
        show()
        return effects
    }

    /// Judges the face; once it has fitted and held still for the hold time, asks for the photo.
    ///
    /// Any change of pose or place beyond the stillness limits starts the hold again, and a lost face
    /// ends it, so a face passing through the oval is never photographed; nor is one whose cursor rests on a
    /// button (`onButton`), so dwell reaches the camera screen's Registry and Quit.
    mutating func faceMeasured(_ measurement: FaceMeasurement, onButton: Bool, at time: Double) -> [ProgramEffect] {
        isOnButton = onButton
        var effects: [ProgramEffect] = []
        let now = source.map { SelfieFit.judge(measurement, source: $0, settings: settings) } ?? .noFace
        if now != fit {
            fit = now
            effects += say(
                Announcement(now == .fits ? faceDetectedText : now.advice, priority: .routine), at: time)
        }
        guard now == .fits, !onButton, let box = measurement.box, let source else {
            holdingSince = nil
            return effects
        }
        let place = [
            measurement.yaw, measurement.pitch, box.centre.x / Double(source.width),
            box.centre.y / Double(source.height),
        ]
        let still =
            anchor.count == 4 && abs(place[0] - anchor[0]) <= settings.stillPose
            && abs(place[1] - anchor[1]) <= settings.stillPose
            && abs(place[2] - anchor[2]) <= settings.stillPosition
            && abs(place[3] - anchor[3]) <= settings.stillPosition
        guard still, let since = holdingSince else {
            holdingSince = time
            anchor = place
            return effects
        }
        guard time - since >= settings.holdTime else { return effects }
        screen = .saving
        holdingSince = nil
        isArmed = false
        return effects + say(Announcement(texts.savingTitle), at: time) + [
            .log(#"{"t":\#(time),"type":"selfie","event":"taking"}"#), .capture(.selfie),
        ]
    }

    mutating func captured(_ result: CaptureResult, at time: Double) -> [ProgramEffect] {
        // On the camera screen too: a replay has no pictures (they are never logged), so it never asks for
        // the photo itself, but is told the logged result and ends where the run ended.
        guard result.request == .selfie, screen == .saving || screen == .camera else { return [] }
        var effects: [ProgramEffect] = []
        switch result.outcome {
        case .success:
            let file = result.file ?? ""
            let hash = result.sha256 ?? ""
            screen = .saved(file: file, sha256: hash)
            registry.append("LOCAL  \(String(hash.prefix(12)))  \(file)")
            var json = JSONLineWriter()
            json.add("t", time)
            json.add("type", "selfie")
            json.add("event", "saved")
            json.add("file", file)
            json.add("sha256", hash)
            effects.append(.log(json.line))
            effects += say(
                Announcement(
                    "Photo taken and saved as \(file). Buttons: Take another, Registry, Quit.",
                    priority: .important), at: time)
        case .tryAgain(let advice):
            screen = .failed(advice.joined(separator: " "))
            effects += say(
                Announcement(
                    "Not saved: \(advice.joined(separator: " ")). Buttons: Try again, Registry, Quit.",
                    priority: .important), at: time)
        case .failed(let reason):
            screen = .failed(reason)
            var json = JSONLineWriter()
            json.add("t", time)
            json.add("type", "selfie")
            json.add("event", "failed")
            json.add("message", reason)
            effects.append(.log(json.line))
            effects += say(
                Announcement(
                    "The photo was not saved: \(reason). Buttons: Try again, Registry, Quit.", priority: .important),
                at: time)
        }
        if let note = result.note { effects += say(Announcement(note, priority: .important), at: time) }
        return effects
    }

    /// The camera again, looking for a face from the start; it takes a photo only while armed ("Take
    /// another"), else it says how to ask for one.
    mutating func backToTheCamera(at time: Double, saying: String? = nil) -> [ProgramEffect] {
        guard screen != .camera else { return saying.map { say(Announcement($0), at: time) } ?? [] }
        screen = .camera
        fit = .noFace
        holdingSince = nil
        isOnButton = false
        return say(Announcement(isArmed ? title : Self.disarmedHint), at: time)
    }

    /// The camera screen's words after a photo, until another is asked for.
    static let disarmedHint = "Photo taken. Press Take a photo for another."

    mutating func openRegistry(at time: Double) -> [ProgramEffect] {
        guard screen != .registry else { return [] }
        screen = .registry
        let count = registry.count
        return say(
            Announcement(
                "Image-match registry, \(count) record\(count == 1 ? "" : "s")."
                    + (registry.last.map { " Last: \($0)." } ?? "") + " Buttons: Back to the camera, Quit."),
            at: time)
    }

    /// Says `announcement` through the scene app, so its status line and message history keep it too.
    mutating func say(_ announcement: Announcement, at time: Double) -> [ProgramEffect] {
        return AppFeature.programEffects(screens.reduce(.notice(announcement), at: time))
    }
}
