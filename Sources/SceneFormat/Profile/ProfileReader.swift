import FaceNavCore
import Foundation
import Yams

/// Walks a profile's YAML node tree over the defaults, checking each value and naming where it went wrong.
struct ProfileReader {
    let file: String

    static let sections = ["bindings", "cursor", "filter", "gestures", "voice", "scanning", "speech"]
    static let scanningKeys = ["enabled", "interval", "passes"]
    static let speechKeys = ["enabled", "rate"]
    static let voiceKeys = [
        "words", "cooldown", "minimumScore", "model", "dictionary", "enrolled", "cepstralMean",
    ]
    static let cursorKeys = ["mode", "limitLeft", "limitRight", "limitTop", "limitBottom", "deadZone", "maximumSpeed"]
    static let filterKeys = ["minimumCutoff", "beta", "derivativeCutoff"]
    static let gestureSettingKeys = ["settleTime", "naturalBlinkMaximum", "dwellTime", "enabled"]
    static let thresholdKeys = ["on", "off", "hold", "cooldown"]
    static let thresholdGestures = Gesture.allCases.filter { $0 != .dwell }

    /// The profile the YAML text describes.
    func read(_ yaml: String) throws -> Profile {
        let root: Node?
        do {
            root = try Yams.compose(yaml: yaml)
        } catch let error as YamlError {
            throw syntaxError(error)
        }
        var profile = Profile.default
        guard let root, !Self.isNull(root) else { return profile }
        if let past = DocumentReader.nodePastLimit(root, limit: 10_000) {
            throw error(
                at: past,
                "the profile expands to more than 10000 YAML nodes (aliases repeat what they name); a profile needs far fewer"
            )
        }
        for (key, value) in try entries(root, allowed: Self.sections, of: "the profile") {
            switch key {
            case "bindings": profile.bindings = try bindings(value, over: profile.bindings)
            case "cursor": try readCursor(value, into: &profile)
            case "filter": profile.filter = try filter(value, over: profile.filter)
            case "voice": profile.voice = try voice(value, over: profile.voice)
            case "scanning": profile.scanning = try scanning(value, over: profile.scanning)
            case "speech": profile.speech = try speech(value, over: profile.speech)
            default: profile.gestures = try gestures(value, over: profile.gestures)
            }
        }
        try requireAWayToActivate(profile, root: root)
        try requireAGestureForScanning(profile, root: root)
        return profile
    }

    /// Scanning turns dwell off, so with scanning on some other recognised gesture has to give `activate`.
    private func requireAGestureForScanning(_ profile: Profile, root: Node) throws {
        guard profile.scanning.isEnabled else { return }
        let pressing = Gesture.allCases.filter {
            $0 != .dwell && profile.bindings[$0] == .activate && profile.gestures.enabled.contains($0)
        }
        guard pressing.isEmpty else { return }
        var place = root
        if case .mapping(let mapping) = root { place = mapping["scanning"] ?? root }
        throw error(
            at: place,
            "scanning is enabled but only dwell presses, and scanning turns dwell off; bind a gesture to activate, like bindings: {tongueOut: activate}"
        )
    }

    /// A hands-free user must be able to press: some recognised gesture has to give `activate`.
    private func requireAWayToActivate(_ profile: Profile, root: Node) throws {
        let activating = Gesture.allCases.filter {
            profile.bindings[$0] == .activate && profile.gestures.enabled.contains($0)
        }
        guard activating.isEmpty else { return }
        var place = root
        if case .mapping(let mapping) = root {
            place = mapping["bindings"] ?? mapping["gestures"]?.mapping?["enabled"] ?? root
        }
        throw error(
            at: place,
            "no enabled gesture is bound to activate, so a hands-free user could not press anything; bind one, like bindings: {tongueOut: activate}, and keep it in gestures: enabled"
        )
    }

    private func bindings(_ node: Node, over defaults: [Gesture: Command]) throws -> [Gesture: Command] {
        var bindings = defaults
        let gestureNames = Gesture.allCases.map(\.rawValue)
        for (key, value) in try entries(node, allowed: gestureNames, of: "bindings", noun: "gesture") {
            let gesture = Gesture(rawValue: key)!
            let name = try word(value, what: "the command for \(key)")
            if name == "none" {
                bindings[gesture] = nil
            } else if let command = Command(rawValue: name) {
                bindings[gesture] = command
            } else {
                let commands = Command.allCases.map(\.rawValue).joined(separator: ", ")
                throw error(at: value, "unknown command '\(name)' for \(key); commands are: \(commands), or none")
            }
        }
        return bindings
    }

    private func readCursor(_ node: Node, into profile: inout Profile) throws {
        var sensitivity = profile.sensitivity
        var joystick = profile.joystick
        var deadZoneNode: Node?
        for (key, value) in try entries(node, allowed: Self.cursorKeys, of: "cursor") {
            switch key {
            case "mode":
                let name = try word(value, what: "the cursor mode")
                guard let mode = CursorMode(rawValue: name) else {
                    let modes = CursorMode.allCases.map(\.rawValue).joined(separator: ", ")
                    throw error(at: value, "unknown cursor mode '\(name)'; modes are: \(modes)")
                }
                profile.cursorMode = mode
            case "limitLeft": sensitivity.limitLeft = try angle(value, key, aboveZero: true)
            case "limitRight": sensitivity.limitRight = try angle(value, key, aboveZero: true)
            case "limitTop": sensitivity.limitTop = try angle(value, key, aboveZero: true)
            case "limitBottom": sensitivity.limitBottom = try angle(value, key, aboveZero: true)
            case "deadZone":
                joystick.deadZone = try angle(value, key, aboveZero: false)
                deadZoneNode = value
            default: joystick.maximumSpeed = try number(value, key, unit: "cells per second")
            }
        }
        let smallestLimit = min(
            sensitivity.limitLeft, sensitivity.limitRight, sensitivity.limitTop, sensitivity.limitBottom)
        if joystick.deadZone >= smallestLimit {
            throw error(
                at: deadZoneNode ?? node,
                "deadZone (\(joystick.deadZone)) must be below every cursor limit (the smallest is \(smallestLimit))")
        }
        profile.sensitivity = sensitivity
        profile.joystick = joystick
    }

    private func filter(_ node: Node, over defaults: OneEuroParameters) throws -> OneEuroParameters {
        var filter = defaults
        for (key, value) in try entries(node, allowed: Self.filterKeys, of: "filter") {
            switch key {
            case "minimumCutoff": filter.minimumCutoff = try number(value, key, unit: "Hz", aboveZero: true)
            case "beta": filter.beta = try number(value, key, unit: "")
            default: filter.derivativeCutoff = try number(value, key, unit: "Hz", aboveZero: true)
            }
        }
        return filter
    }

    private func gestures(_ node: Node, over defaults: GestureSettings) throws -> GestureSettings {
        var settings = defaults
        let allowed = Self.gestureSettingKeys + Self.thresholdGestures.map(\.rawValue)
        for (key, value) in try entries(node, allowed: allowed, of: "gestures") {
            switch key {
            case "settleTime": settings.settleTime = try number(value, key, unit: "seconds")
            case "naturalBlinkMaximum": settings.naturalBlinkMaximum = try number(value, key, unit: "seconds")
            case "dwellTime": settings.dwellTime = try number(value, key, unit: "seconds")
            case "enabled": settings.enabled = try enabled(value)
            default:
                let gesture = Gesture(rawValue: key)!
                let threshold = try self.threshold(value, of: gesture, over: settings.threshold(for: gesture)!)
                switch gesture {
                case .winkLeft: settings.winkLeft = threshold
                case .winkRight: settings.winkRight = threshold
                case .eyesClosed: settings.eyesClosed = threshold
                case .tongueOut: settings.tongueOut = threshold
                case .mouthOpen: settings.mouthOpen = threshold
                case .tiltLeft: settings.tiltLeft = threshold
                case .tiltRight: settings.tiltRight = threshold
                case .dwell: break
                }
            }
        }
        return settings
    }

    /// `voice:`; its `words` replace the default words entirely, so another language keeps no English.
    private func voice(_ node: Node, over defaults: VoiceSettings) throws -> VoiceSettings {
        var settings = defaults
        for (key, value) in try entries(node, allowed: Self.voiceKeys, of: "voice") {
            switch key {
            case "words":
                guard case .mapping(let mapping) = value, !mapping.isEmpty else {
                    throw error(at: value, "voice words must be a mapping of word to command, like {next: next}")
                }
                var words: [String: Command] = [:]
                for (wordNode, commandNode) in mapping {
                    let spoken = try word(wordNode, what: "a voice word")
                    let name = try word(commandNode, what: "the command for \(spoken)")
                    guard let command = Command(rawValue: name) else {
                        let commands = Command.allCases.map(\.rawValue).joined(separator: ", ")
                        throw error(
                            at: commandNode,
                            "unknown command '\(name)' for the voice word \(spoken); commands are: \(commands)")
                    }
                    guard words.updateValue(command, forKey: spoken) == nil else {
                        throw error(at: wordNode, "the voice word '\(spoken)' is given twice")
                    }
                }
                settings.words = words
            case "cooldown": settings.cooldown = try number(value, key, unit: "seconds")
            case "minimumScore": settings.minimumScore = try number(value, key, unit: "", signed: true)
            case "model": settings.model = try word(value, what: "the acoustic model folder")
            case "enrolled":
                guard case .mapping(let mapping) = value else {
                    throw error(at: value, "voice enrolled must be a mapping of word to score, like {next: -14.5}")
                }
                var enrolled: [String: Double] = [:]
                for (wordNode, scoreNode) in mapping {
                    let spoken = try word(wordNode, what: "a voice word")
                    let score = try number(scoreNode, "enrolled", unit: "", signed: true)
                    guard (-100...100).contains(score) else {
                        throw error(at: scoreNode, "the enrolled score of \(spoken) must be between -100 and 100")
                    }
                    enrolled[spoken] = score
                }
                settings.enrolled = enrolled
            case "cepstralMean": settings.cepstralMean = try cepstralMean(value)
            default: settings.dictionary = try word(value, what: "the pronunciation dictionary file")
            }
        }
        return settings
    }

    /// `voice: cepstralMean:`, enrolment's mean cepstrum: `VoiceSettings.cepstralMeanLength` numbers, each
    /// within ±1000 (pocketsphinx's means stay within a few tens).
    private func cepstralMean(_ node: Node) throws -> [Double] {
        let count = VoiceSettings.cepstralMeanLength
        guard case .sequence(let sequence) = node, sequence.count == count else {
            throw error(
                at: node,
                "voice cepstralMean must be a list of \(count) numbers (enrolment writes it; delete it and "
                    + "enrol again to renew it)")
        }
        return try sequence.map { item in
            let value = try number(item, "cepstralMean", unit: "", signed: true)
            guard abs(value) <= 1000 else {
                throw error(at: item, "a voice cepstralMean number must be between -1000 and 1000, not \(value)")
            }
            return value
        }
    }

    /// `scanning:`: seconds per highlight (above zero) and whole passes over a row before going back.
    private func scanning(_ node: Node, over defaults: SwitchScanSettings) throws -> SwitchScanSettings {
        var settings = defaults
        for (key, value) in try entries(node, allowed: Self.scanningKeys, of: "scanning") {
            if key == "enabled" {
                settings.isEnabled = try flag(value, key, in: "scanning")
            } else if key == "interval" {
                settings.interval = try number(value, key, unit: "seconds", aboveZero: true)
            } else {
                let passes = try number(value, key, unit: "passes", aboveZero: true)
                guard passes == passes.rounded() else {
                    throw error(at: value, "'passes' must be a whole number, not \(passes)")
                }
                settings.passesBeforeReturn = Int(passes)
            }
        }
        return settings
    }

    /// `speech:`: whether announcements are spoken, and the rate in whole words per minute.
    private func speech(_ node: Node, over defaults: SpeechSettings) throws -> SpeechSettings {
        var settings = defaults
        for (key, value) in try entries(node, allowed: Self.speechKeys, of: "speech") {
            if key == "enabled" {
                settings.isEnabled = try flag(value, key, in: "speech")
            } else {
                let rate = try number(value, key, unit: "words per minute", aboveZero: true)
                guard rate == rate.rounded() else {
                    throw error(at: value, "'rate' must be a whole number of words per minute, not \(rate)")
                }
                settings.rate = Int(rate)
            }
        }
        return settings
    }

    /// `true` or `false`.
    private func flag(_ node: Node, _ key: String, in section: String) throws -> Bool {
        let text = try word(node, what: "true or false for '\(key)'")
        switch text {
        case "true": return true
        case "false": return false
        default: throw error(at: node, "'\(key)' in \(section) must be true or false, not '\(text)'")
        }
    }

    private func enabled(_ node: Node) throws -> Set<Gesture> {
        guard case .sequence(let sequence) = node else {
            throw error(at: node, "enabled must be a list of gestures, like [winkLeft, tongueOut]")
        }
        var gestures: Set<Gesture> = []
        for item in sequence {
            let name = try word(item, what: "a gesture")
            guard let gesture = Gesture(rawValue: name) else {
                throw error(at: item, "unknown gesture '\(name)'; gestures are: \(Self.list(Gesture.allCases))")
            }
            gestures.insert(gesture)
        }
        return gestures
    }

    private func threshold(_ node: Node, of gesture: Gesture, over defaults: GestureThreshold) throws
        -> GestureThreshold
    {
        var threshold = defaults
        var offNode: Node?
        let isTilt = gesture == .tiltLeft || gesture == .tiltRight
        for (key, value) in try entries(node, allowed: Self.thresholdKeys, of: gesture.rawValue) {
            switch key {
            case "on", "off":
                let level = isTilt ? try angle(value, key, aboveZero: false) : try number(value, key, unit: "")
                let ceiling = isTilt ? Double.pi / 2 : 1
                if level > ceiling {
                    let limit = isTilt ? "90deg" : "1, its signal runs from 0 to 1"
                    throw error(at: value, "'\(key)' of \(gesture.rawValue) must be at most \(limit), not \(level)")
                }
                if key == "on" { threshold.on = level } else { (threshold.off, offNode) = (level, value) }
            case "hold": threshold.minimumHold = try number(value, key, unit: "seconds")
            default: threshold.cooldown = try number(value, key, unit: "seconds")
            }
        }
        if threshold.off > threshold.on {
            throw error(
                at: offNode ?? node,
                "'off' (\(threshold.off)) of \(gesture.rawValue) must not be above 'on' (\(threshold.on))")
        }
        return threshold
    }

    // MARK: Values

    /// The entries of a mapping with their keys checked against `allowed`, in file order.
    private func entries(_ node: Node, allowed: [String], of owner: String, noun: String = "key") throws
        -> [(String, Node)]
    {
        if Self.isNull(node) { return [] }
        guard case .mapping(let mapping) = node else {
            throw error(at: node, "\(owner) must be a mapping of keys to values, like {\(allowed[0]): ...}")
        }
        var seen: Set<String> = []
        return try mapping.map { key, value in
            let name = try word(key, what: "a key")
            guard allowed.contains(name) else {
                throw error(
                    at: key, "unknown \(noun) '\(name)' in \(owner); allowed: \(allowed.joined(separator: ", "))")
            }
            guard seen.insert(name).inserted else { throw error(at: key, "'\(name)' is given twice in \(owner)") }
            return (name, value)
        }
    }

    private func word(_ node: Node, what: String) throws -> String {
        guard case .scalar(let scalar) = node else { throw error(at: node, "expected \(what), a single word") }
        return scalar.string
    }

    /// A finite number that is not negative (or, with `aboveZero`, positive).
    private func number(
        _ node: Node, _ key: String, unit: String, aboveZero: Bool = false, signed: Bool = false
    ) throws -> Double {
        let text = try word(node, what: "a number for '\(key)'")
        guard let value = Double(text), value.isFinite else {
            let units = unit.isEmpty ? "" : " of \(unit)"
            throw error(at: node, "'\(key)' must be a number\(units), not '\(text)'")
        }
        if !signed { try check(value, node, key, aboveZero: aboveZero) }
        try checkLimit(value, node, key)
        return value
    }

    /// An angle in radians, or in degrees when written with a `deg` suffix.
    private func angle(_ node: Node, _ key: String, aboveZero: Bool) throws -> Double {
        let text = try word(node, what: "an angle for '\(key)'")
        let value: Double?
        if text.hasSuffix("deg") {
            value = Double(text.dropLast(3).trimmingCharacters(in: .whitespaces)).map { $0 * .pi / 180 }
        } else {
            value = Double(text)
        }
        guard let value, value.isFinite else {
            throw error(at: node, "'\(key)' must be an angle in radians, or degrees like 25deg, not '\(text)'")
        }
        try check(value, node, key, aboveZero: aboveZero)
        try checkLimit(value, node, key)
        return value
    }

    /// Refuses a value outside the key's range in ``ProfileLimits``, naming the range.
    private func checkLimit(_ value: Double, _ node: Node, _ key: String) throws {
        guard let limit = ProfileLimits.limits[key], !limit.range.contains(value) else { return }
        throw error(at: node, "'\(key)' must be \(limit.description), not \(ProfileLimits.Limit.number(value))")
    }

    private func check(_ value: Double, _ node: Node, _ key: String, aboveZero: Bool) throws {
        if aboveZero, value <= 0 { throw error(at: node, "'\(key)' must be above zero, not \(value)") }
        if value < 0 { throw error(at: node, "'\(key)' must not be negative, not \(value)") }
    }

    // MARK: Errors

    private func error(at node: Node, _ message: String) -> ProfileError {
        ProfileError(file: file, line: node.mark?.line, column: node.mark?.column, message: message)
    }

    private func syntaxError(_ error: YamlError) -> ProfileError {
        switch error {
        case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _),
            .composer(_, let problem, let mark, _):
            return ProfileError(
                file: file, line: mark.line, column: mark.column, message: "YAML syntax: \(YAMLProblem.plain(problem))")
        case .duplicatedKeysInMapping(let duplicates, let context):
            let keys = duplicates.sorted().joined(separator: ", ")
            return ProfileError(
                file: file, line: context.mark.line, column: context.mark.column, message: "duplicate key: \(keys)")
        default:
            return ProfileError(file: file, message: "YAML: \(error)")
        }
    }

    private static func isNull(_ node: Node) -> Bool {
        guard case .scalar(let scalar) = node else { return false }
        return scalar.tag.description == Tag.Name.null.rawValue || (scalar.string.isEmpty && scalar.style == .plain)
    }

    private static func list(_ gestures: [Gesture]) -> String {
        gestures.map(\.rawValue).joined(separator: ", ")
    }
}
