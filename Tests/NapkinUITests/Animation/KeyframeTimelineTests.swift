import Foundation
import Testing

@testable import NapkinUI

/// Two properties animated side by side, as a keyframe animator's value usually is.
private struct Pose {
    var scale = 1.0
    var rotation = Angle.zero
    var position = CGPoint.zero
}

/// Keyframe timelines evaluated at given times, against values worked out by hand from each
/// keyframe's documented interpolation.
@Suite("KeyframeTimeline's values")
struct KeyframeTimelineTests {
    private func close(_ a: Double, _ b: Double, within tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance }

    @Test("Linear keyframes interpolate straight from where the last one left off; before and after, the ends")
    func linear() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(10.0, duration: 2)
            LinearKeyframe(4.0, duration: 1)
        }
        #expect(timeline.duration == 3)
        #expect(timeline.value(time: -1) == 0)
        #expect(timeline.value(time: 0) == 0)
        #expect(timeline.value(time: 0.5) == 2.5)
        #expect(timeline.value(time: 2) == 10)
        #expect(timeline.value(time: 2.5) == 7)
        #expect(timeline.value(time: 3) == 4)
        #expect(timeline.value(time: 10) == 4)
        #expect(timeline.value(progress: 0.5) == 7.5)
    }

    @Test("A linear keyframe's timing curve eases its progress: easeInOut is half way at half time, circularEaseIn 1 − √(1 − x²)")
    func timingCurves() {
        let eased = KeyframeTimeline(initialValue: 0.0) { LinearKeyframe(10.0, duration: 1, timingCurve: .easeInOut) }
        #expect(close(eased.value(time: 0.5), 5, within: 1e-9))
        #expect(eased.value(time: 0.1) < 1)
        let circular = KeyframeTimeline(initialValue: 0.0) { LinearKeyframe(10.0, duration: 1, timingCurve: .circularEaseIn) }
        #expect(close(circular.value(time: 0.6), 2))
        #expect(close(UnitCurve.easeIn.value(at: 1), 1) && close(UnitCurve.easeIn.value(at: 0), 0))
        #expect(close(UnitCurve.linear.velocity(at: 0.3), 1, within: 1e-6))
    }

    @Test("A move keyframe jumps at once, taking no time; the next keyframe starts from it")
    func move() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(10.0, duration: 1)
            MoveKeyframe(50.0)
            LinearKeyframe(60.0, duration: 1)
        }
        #expect(timeline.duration == 2)
        #expect(close(timeline.value(time: 0.9), 9))
        #expect(timeline.value(time: 1) == 50)
        #expect(timeline.value(time: 1.5) == 55)
        let first = KeyframeTimeline(initialValue: 0.0) { MoveKeyframe(7.0) }
        #expect(first.value(time: 0) == 7 && first.duration == 0)
    }

    @Test("A cubic keyframe with velocities is a Hermite curve: 0 → 10 at rest both ends is 1.5625 at a quarter")
    func cubicWithVelocities() {
        let timeline = KeyframeTimeline(initialValue: 0.0) { CubicKeyframe(10.0, duration: 2, startVelocity: 0, endVelocity: 0) }
        #expect(close(timeline.value(time: 1), 5))
        #expect(close(timeline.value(time: 0.5), 1.5625))
        // A start velocity of 20 per second: h10 · d · v = (1/64 − 2/16 + 1/4) · 2 · 20 = 5.625 more.
        let pushed = KeyframeTimeline(initialValue: 0.0) { CubicKeyframe(10.0, duration: 2, startVelocity: 20, endVelocity: 0) }
        #expect(close(pushed.value(time: 0.5), 1.5625 + 5.625))
    }

    @Test("Cubic keyframes side by side are a Catmull-Rom spline, at rest at the track's ends")
    func catmullRom() {
        // 0 → 10 → 30 in one second each: the velocity at 10 is (30 − 0) / 2 = 15 per second.
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            CubicKeyframe(10.0, duration: 1)
            CubicKeyframe(30.0, duration: 1)
        }
        #expect(close(timeline.value(time: 0.5), 0.5 * 10 - 0.125 * 15))
        #expect(close(timeline.value(time: 1), 10))
        #expect(close(timeline.value(time: 1.5), 0.5 * 10 + 0.125 * 15 + 0.5 * 30))
        #expect(close(timeline.value(time: 2), 30))
    }

    @Test("A spring keyframe follows its spring: critically damped, 0 → 1 in half a second's spring is 1 − e^−π(1 + π) at 0.25 s")
    func spring() {
        let spring = Spring(duration: 0.5, bounce: 0)
        let timeline = KeyframeTimeline(initialValue: 0.0) { SpringKeyframe(1.0, duration: 0.25, spring: spring) }
        #expect(timeline.duration == 0.25)
        #expect(close(timeline.value(time: 0.25), 0.821025553585931))
        #expect(close(spring.value(target: 1.0, time: 0.25), 0.821025553585931))
        // Without a duration the keyframe lasts the spring's settling duration.
        let settled = KeyframeTimeline(initialValue: 0.0) { SpringKeyframe(1.0, spring: spring) }
        #expect(close(settled.duration, 0.7347716981942958, within: 0.001))
        #expect(abs(settled.value(time: settled.duration) - 1) < 0.001)
    }

    @Test("An under-damped spring overshoots: bounce 0.5 over one second is 1.1407 at half a second")
    func bouncySpring() {
        let spring = Spring(duration: 1, bounce: 0.5)
        #expect(close(spring.value(target: 1.0, time: 0.5), 1.1406996741435176))
        let timeline = KeyframeTimeline(initialValue: 0.0) { SpringKeyframe(1.0, duration: 2, spring: spring) }
        #expect(close(timeline.value(time: 0.5), 1.1406996741435176))
        #expect(close(Spring.bouncy.bounce, 0.3, within: 1e-12) && close(Spring.snappy.bounce, 0.15, within: 1e-12))
    }

    @Test("A spring after a linear keyframe starts with the linear keyframe's velocity")
    func springCarriesVelocity() {
        let spring = Spring(duration: 0.5, bounce: 0)
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(1.0, duration: 1)
            SpringKeyframe(1.0, duration: 1, spring: spring)
        }
        // At the target already, moving at 1 per second: the displacement is v₀ · t · e^(−ωt).
        let omega = 4 * Double.pi
        #expect(close(timeline.value(time: 1.1), 1 + 0.1 * exp(-omega * 0.1), within: 1e-6))
    }

    @Test("Tracks play side by side, each moving its own property; the timeline lasts as long as the longest")
    func tracks() {
        let timeline = KeyframeTimeline(initialValue: Pose()) {
            KeyframeTrack(\.scale) { LinearKeyframe(2.0, duration: 1) }
            KeyframeTrack(\.rotation) { LinearKeyframe(Angle.degrees(90), duration: 2) }
            KeyframeTrack(\.position) { LinearKeyframe(CGPoint(x: 40, y: -20), duration: 4) }
        }
        #expect(timeline.duration == 4)
        let middle = timeline.value(time: 1)
        #expect(middle.scale == 2)
        #expect(close(middle.rotation.degrees, 45))
        #expect(close(middle.position.x, 10) && close(middle.position.y, -5))
        let end = timeline.value(time: 4)
        #expect(end.scale == 2 && close(end.rotation.degrees, 90) && end.position == CGPoint(x: 40, y: -20))
    }

    @Test("Tracks and keyframes compose with if, else and for, and your own Keyframes type")
    func builders() {
        struct Wobble: Keyframes {
            var body: some Keyframes<Pose> {
                KeyframeTrack(\.scale) {
                    for target in [2.0, 1.0] { LinearKeyframe(target, duration: 1) }
                }
            }
        }
        let turns = true
        let timeline = KeyframeTimeline(initialValue: Pose()) {
            Wobble()
            if turns {
                KeyframeTrack(\.rotation) { LinearKeyframe(Angle.degrees(10), duration: 1) }
            } else {
                KeyframeTrack(\.rotation) { LinearKeyframe(Angle.degrees(-10), duration: 3) }
            }
        }
        #expect(timeline.duration == 2)
        #expect(timeline.value(time: 1).scale == 2)
        #expect(timeline.value(time: 1.5).scale == 1.5)
        #expect(close(timeline.value(time: 1).rotation.degrees, 10))
    }
}
