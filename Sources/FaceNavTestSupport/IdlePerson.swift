import FaceNavCore
import Foundation
import SceneApp

/// A person in front of the camera who means to press nothing: reads, looks around, rests, dozes, blinks and
/// talks, for the hands-free "monkey" tests. Deterministic for a seed.
///
/// Each activity lasts seconds to tens of seconds, chosen at random:
/// - reading: the head sweeps along a line and back, a little lower each line, the lips moving faintly;
/// - looking around: quick turns to anywhere and a hold, the face lost when turned far away;
/// - resting: the head still on one spot (where a cursor rests on whatever is there);
/// - dozing: the head droops slowly, the eyes close for seconds at a time, one a little more than the other;
/// - talking: the mouth opens and closes several times a second, now and then a long vowel, the tongue
///   showing at some sounds, the head nodding.
/// Over all of it: blinks every few seconds (one eye sometimes a frame ahead), the tracker's jitter on the
/// pose and the eyes, a slow roll of a few degrees. No winks, tongue-outs or tilts are made on purpose.
public struct IdlePerson {
    public enum Activity: String, CaseIterable, Sendable {
        case reading, lookingAround, resting, dozing, talking
    }

    /// The frames of `seconds` of this person from `start`, at `frameRate`; each with a face box `box` (x, y,
    /// width, height in a 640x480 picture) when given, so apps that judge the face's place see it centred.
    public static func trace(
        seed: UInt64, seconds: Double, start: Double = 0, frameRate: Double = 15, box: PictureRect<Double>? = nil
    ) -> (frames: [FaceMeasurement], activities: [Activity]) {
        var random = SeededRandom(seed: seed)
        var frames: [FaceMeasurement] = []
        var activities: [Activity] = []
        let step = 1 / frameRate
        var time = start
        let end = start + seconds
        var yaw = 0.0
        var pitch = 0.0
        var nextBlink = start + Double.random(in: 1...4, using: &random)
        var blinkEnd = -1.0
        var blinkLead = 0
        var rollPhase = Double.random(in: 0...6, using: &random)

        func noise(_ amount: Double) -> Double { Double.random(in: -amount...amount, using: &random) }

        var plan: [Activity] = []
        while time < end {
            // Every activity once in each round, in a shuffled order.
            if plan.isEmpty { plan = Activity.allCases.shuffled(using: &random) }
            let activity = plan.removeFirst()
            activities.append(activity)
            let length: Double =
                switch activity {
                case .reading: .random(in: 10...30, using: &random)
                case .lookingAround: .random(in: 4...12, using: &random)
                case .resting: .random(in: 5...20, using: &random)
                case .dozing: .random(in: 20...45, using: &random)
                case .talking: .random(in: 5...15, using: &random)
                }
            let activityStart = time
            let activityEnd = min(time + length, end)
            // The activity's own plan.
            let lineLength = Double.random(in: 2.5...4, using: &random)
            let readingPitch = pitch
            var glanceTarget = (yaw: yaw, pitch: pitch)
            var glanceUntil = time
            let restSpot = (yaw: yaw + noise(0.08), pitch: pitch + noise(0.06))
            let droop = Double.random(in: 0.15...0.35, using: &random)
            let dozeStart = (yaw: yaw, pitch: pitch)
            var closedUntil = time
            var nextClosure = time + Double.random(in: 2...6, using: &random)
            let unevenEye = Double.random(in: 0...0.1, using: &random)
            var vowelUntil = time
            var lostUntil = time

            while time < activityEnd {
                let t = time - activityStart
                var face = FaceMeasurement(time: time)
                var eyes = 1 - abs(noise(0.08))
                var mouth = abs(noise(0.04))
                var tongue = 0.0
                switch activity {
                case .reading:
                    let line = (t / lineLength).rounded(.down)
                    let along = t - line * lineLength
                    let sweep =
                        along < lineLength - 0.3 ? along / (lineLength - 0.3) : 1 - (along - lineLength + 0.3) / 0.3
                    yaw += ((0.07 - 0.14 * sweep) - yaw) * 0.3
                    pitch += ((readingPitch - 0.006 * line) - pitch) * 0.3
                    if Int(t * 3) % 4 == 0 { mouth += abs(noise(0.15)) }
                case .lookingAround:
                    if time >= glanceUntil {
                        glanceTarget = (noise(0.3), noise(0.18))
                        glanceUntil = time + Double.random(in: 0.6...2.5, using: &random)
                        if abs(glanceTarget.yaw) > 0.26 {
                            lostUntil = time + Double.random(in: 0.3...2, using: &random)
                        }
                    }
                    yaw += (glanceTarget.yaw - yaw) * 0.45
                    pitch += (glanceTarget.pitch - pitch) * 0.45
                case .resting:
                    yaw += (restSpot.yaw - yaw) * 0.3
                    pitch += (restSpot.pitch - pitch) * 0.3
                case .dozing:
                    let share = min(t / max(activityEnd - activityStart, 1), 1)
                    yaw = dozeStart.yaw + 0.04 * share * sin(t / 7)
                    pitch = dozeStart.pitch - droop * share
                    if time >= nextClosure {
                        closedUntil = time + Double.random(in: 1.5...8, using: &random)
                        nextClosure = closedUntil + Double.random(in: 1...5, using: &random)
                    }
                    eyes = time < closedUntil ? 0.08 + abs(noise(0.05)) : 0.45 + abs(noise(0.2))
                case .talking:
                    mouth = 0.3 + 0.28 * sin(2 * .pi * 4.3 * t) + noise(0.05)
                    if time >= vowelUntil, Double.random(in: 0...1, using: &random) < 0.01 {
                        vowelUntil = time + Double.random(in: 0.3...0.7, using: &random)
                    }
                    if time < vowelUntil { mouth = 0.62 + noise(0.04) }
                    if Double.random(in: 0...1, using: &random) < 0.03 {
                        tongue = .random(in: 0.1...0.35, using: &random)
                    }
                    pitch += 0.004 * sin(2 * .pi * 1.5 * t)
                }
                // Blinks over everything.
                if time >= nextBlink {
                    blinkEnd = time + Double.random(in: 0.1...0.3, using: &random)
                    blinkLead = Int.random(in: -1...1, using: &random)
                    nextBlink = blinkEnd + Double.random(in: 2...6, using: &random)
                }
                var left = eyes
                var right = activity == .dozing ? min(1, eyes + unevenEye) : eyes
                if time < blinkEnd {
                    let leadEdge = abs(time - blinkEnd) < step || abs(time - (blinkEnd - 0.1)) < step
                    left = blinkLead < 0 && leadEdge ? left : 0.05
                    right = blinkLead > 0 && leadEdge ? right : 0.05
                }
                rollPhase += step * 0.4
                face.faceFound = time >= lostUntil
                face.yaw = yaw + noise(0.008)
                face.pitch = pitch + noise(0.008)
                face.roll = 0.06 * sin(rollPhase) + noise(0.01)
                face.eyeLeft = min(max(left, 0), 1)
                face.eyeRight = min(max(right, 0), 1)
                face.mouth = min(max(mouth, 0), 1)
                face.tongue = tongue
                if let box {
                    face.box = PictureRect(
                        x: box.x + noise(2), y: box.y + noise(2), width: box.width, height: box.height)
                }
                if !face.faceFound { face = .lost(at: time) }
                frames.append(face)
                time += step
            }
        }
        return (frames, activities)
    }
}
