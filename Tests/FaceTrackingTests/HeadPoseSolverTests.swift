import FaceNavCore
import FaceNavTestSupport
import Foundation
import SceneApp
import Testing

@testable import FaceTracking

@Suite struct HeadPoseSolverTests {
    let camera = PinholeCamera.approximate(width: 640, height: 480)

    /// The 68 landmarks a camera sees of the generic face at a pose, 600 mm away and a little off-centre;
    /// the points the model does not use stay at the image's centre.
    func landmarks(_ pose: HeadPose, noise: Double = 0, using generator: inout some RandomNumberGenerator)
        -> [PixelPoint]
    {
        var points = [PixelPoint](repeating: PixelPoint(x: 320, y: 240), count: 68)
        let translation = Vector3(20, -10, 600)
        for (index, position) in GenericFace.points {
            var p = camera.project(pose.rotation * position + translation)
            if noise > 0 {
                p.x += noise * Self.gaussian(&generator)
                p.y += noise * Self.gaussian(&generator)
            }
            points[index] = p
        }
        return points
    }

    static func gaussian(_ g: inout some RandomNumberGenerator) -> Double {
        let u = Double.random(in: Double.ulpOfOne..<1, using: &g)
        let v = Double.random(in: 0..<1, using: &g)
        return (-2 * log(u)).squareRoot() * cos(2 * .pi * v)
    }

    static let degree = Double.pi / 180

    @Test func anglesSurviveTheRotationMatrix() {
        let pose = HeadPose(yaw: 0.3, pitch: -0.2, roll: 0.1)
        let back = HeadPose(rotation: pose.rotation)
        #expect(abs(back.yaw - 0.3) < 1e-12 && abs(back.pitch + 0.2) < 1e-12 && abs(back.roll - 0.1) < 1e-12)
    }

    @Test func signsFollowTheUsersPointOfView() {
        // Turning to their left moves the nose towards the image's right (their left in an unmirrored camera).
        let nose = Vector3(0, 0, -100)  // the nose tip relative to the head's centre
        let turnedLeft = HeadPose(yaw: 0.3, pitch: 0, roll: 0).rotation * nose
        #expect(turnedLeft.x > 0)
        let lookingUp = HeadPose(yaw: 0, pitch: 0.3, roll: 0).rotation * nose
        #expect(lookingUp.y < 0)
        // Tilting to their left moves the top of the head towards the image's right.
        let top = HeadPose(yaw: 0, pitch: 0, roll: 0.3).rotation * Vector3(0, -100, 0)
        #expect(top.x > 0)
        #expect(HeadPose(yaw: 0.2, pitch: 0.1, roll: 0.3).mirrored == HeadPose(yaw: -0.2, pitch: 0.1, roll: -0.3))
    }

    @Test func recoversEveryPoseOfAGridWithinHalfADegree() {
        let solver = HeadPoseSolver(camera: camera)
        var generator = SeededRandom(seed: 3)
        var worst = 0.0
        let steps = [-30.0, -15, 0, 15, 30]
        for yaw in steps {
            for pitch in steps {
                for roll in steps {
                    let truth = HeadPose(yaw: yaw * Self.degree, pitch: pitch * Self.degree, roll: roll * Self.degree)
                    let fit = solver.fit(landmarks(truth, using: &generator))
                    let error = max(
                        abs(fit.pose.yaw - truth.yaw), abs(fit.pose.pitch - truth.pitch),
                        abs(fit.pose.roll - truth.roll))
                    worst = max(worst, error)
                    #expect(
                        error < 0.5 * Self.degree,
                        "yaw \(yaw) pitch \(pitch) roll \(roll): off by \(error / Self.degree)°")
                    #expect(fit.relativeResidual < 1e-3)
                }
            }
        }
        print("head pose, exact landmarks: worst error \(worst / Self.degree)° over 125 poses")
    }

    @Test func noisyLandmarksCostAFewDegreesAtMost() {
        let solver = HeadPoseSolver(camera: camera)
        var generator = SeededRandom(seed: 7)
        for noise in [0.5, 1.0, 2.0] {
            var sum = 0.0
            var count = 0
            for _ in 0..<200 {
                let truth = HeadPose(
                    yaw: Double.random(in: -30...30, using: &generator) * Self.degree,
                    pitch: Double.random(in: -30...30, using: &generator) * Self.degree,
                    roll: Double.random(in: -30...30, using: &generator) * Self.degree)
                let fit = solver.fit(landmarks(truth, noise: noise, using: &generator))
                sum +=
                    abs(fit.pose.yaw - truth.yaw) + abs(fit.pose.pitch - truth.pitch) + abs(fit.pose.roll - truth.roll)
                count += 3
            }
            let mean = sum / Double(count) / Self.degree
            print("head pose, landmark noise \(noise) px (eye corners ~100 px apart): mean angle error \(mean)°")
            // Measured: each pixel of noise on a face this size costs about one degree on average.
            #expect(mean < 1.6 * noise)
        }
    }

    @Test func startsFromThePreviousFitWhenGiven() {
        let solver = HeadPoseSolver(camera: camera)
        var generator = SeededRandom(seed: 1)
        let first = solver.fit(landmarks(HeadPose(yaw: 0.2, pitch: 0.1, roll: 0), using: &generator))
        let truth = HeadPose(yaw: 0.25, pitch: 0.1, roll: 0.05)
        let second = solver.fit(landmarks(truth, using: &generator), startingFrom: first)
        #expect(abs(second.pose.yaw - truth.yaw) < 1e-4 && abs(second.pose.roll - truth.roll) < 1e-4)
    }
}
