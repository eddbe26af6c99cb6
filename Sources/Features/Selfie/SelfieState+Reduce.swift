import FaceNavCore
import Foundation
import Runtime

extension SelfieState {
    /// Applies one action at `time`; returns what the loop must perform.
    public mutating func reduce(_ action: SelfieAction, at time: Double) -> [ProgramEffect] {
        self.time = max(self.time, time)
        switch action {
        case .frameSeen(let image, let size):
            preview = image
            source = size
            return []
        case .faceMeasured(let measurement): return faceMeasured(measurement, at: time)
        case .captured(let result): return captured(result, at: time)
        case .key(let key): return handle(key, at: time)
        case .command(let command): return perform(command, at: time)
        case .inputChanged(let name):
            inputName = name
            return []
        case .notice(let announcement): return say(announcement, at: time)
        case .quit:
            isQuitting = true
            return [.log(AppEvent(time: time, kind: .quit).jsonLine), .quit]
        }
    }

    /// Judges the face; once it has fitted and held still for the hold time, asks for the photo.
    ///
    /// Any change of pose or place beyond the stillness limits starts the hold again, and a lost face
    /// ends it, so a face passing through the oval is never photographed.
    mutating func faceMeasured(_ measurement: FaceMeasurement, at time: Double) -> [ProgramEffect] {
        var effects: [ProgramEffect] = []
        let frame = watchedFace.update(measurement)
        if let change = frame.change {
            effects.append(.log(AppEvent(time: time, kind: change.event).jsonLine))
            // On the camera screen the oval's advice says whether a face is seen ("No face seen.").
            if screen != .camera { effects += say(change.announcement, at: time) }
        }
        guard screen == .camera else {
            for gesture in frame.fired {
                effects.append(.log(AppEvent(time: time, kind: .gesture(gesture)).jsonLine))
                if let command = profile.command(for: gesture) { effects += perform(command, at: time) }
            }
            return effects
        }
        let now = source.map { SelfieFit.judge(measurement, source: $0, settings: settings) } ?? .noFace
        if now != fit {
            fit = now
            message = now.advice
            effects += say(
                Announcement(now == .fits ? faceDetectedText : now.advice, priority: .routine), at: time)
        }
        guard now == .fits, let box = measurement.box, let source else {
            holdingSince = nil
            return effects
        }
        let place = [
            measurement.yaw, measurement.pitch, (box[0] + box[2] / 2) / Double(source.width),
            (box[1] + box[3] / 2) / Double(source.height),
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
        message = "Taking the photo"
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
            message = "Saved \(file)"
            var json = JSONLineWriter()
            json.add("t", time)
            json.add("type", "selfie")
            json.add("event", "saved")
            json.add("file", file)
            json.add("sha256", hash)
            effects.append(.log(json.line))
            effects += say(
                Announcement(
                    "Photo taken and saved as \(file). Activate to take another, next for the registry.",
                    priority: .important), at: time)
        case .tryAgain(let advice):
            screen = .failed(advice.joined(separator: " "))
            effects += say(Announcement("Not saved: \(advice.joined(separator: " "))", priority: .important), at: time)
        case .failed(let reason):
            screen = .failed(reason)
            message = reason
            var json = JSONLineWriter()
            json.add("t", time)
            json.add("type", "selfie")
            json.add("event", "failed")
            json.add("message", reason)
            effects.append(.log(json.line))
            effects += say(
                Announcement("The photo was not saved: \(reason). Activate to try again.", priority: .important),
                at: time)
        }
        if let note = result.note { effects += say(Announcement(note, priority: .important), at: time) }
        return effects
    }

    mutating func handle(_ key: Key, at time: Double) -> [ProgramEffect] {
        switch key {
        case .enter, .character(" "): perform(.activate, at: time)
        case .character("r"), .tab, .right: perform(.next, at: time)
        case .escape, .backspace, .left: perform(.back, at: time)
        case .character("q"): perform(.quit, at: time)
        default: []
        }
    }

    /// Activate takes another photo after a result; next opens the registry; back returns to the camera.
    mutating func perform(_ command: Command, at time: Double) -> [ProgramEffect] {
        switch (command, screen) {
        case (.quit, _): return reduce(.quit, at: time)
        case (.activate, .saved), (.activate, .failed), (.back, .registry), (.back, .saved), (.back, .failed):
            screen = .camera
            fit = .noFace
            holdingSince = nil
            return say(Announcement(title), at: time)
        case (.next, _), (.activate, .registry):
            guard screen != .registry else { return [] }
            screen = .registry
            let count = registry.count
            return say(
                Announcement(
                    "Image-match registry, \(count) record\(count == 1 ? "" : "s")."
                        + (registry.last.map { " Last: \($0)." } ?? "") + " Back returns to the camera."), at: time)
        default: return []
        }
    }

    mutating func say(_ announcement: Announcement, at time: Double) -> [ProgramEffect] {
        message = announcement.text
        return [.announce(announcement), .log(AppEvent(time: time, kind: .announcement(announcement)).jsonLine)]
    }
}
