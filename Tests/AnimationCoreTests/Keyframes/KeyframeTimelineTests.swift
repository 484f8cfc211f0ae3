import AnimationCore
import Foundation
import Testing

private struct Values: Equatable {
    var scale = 1.0
    var offset = CGPoint.zero
    var rotation = Angle.zero
}

@Suite("KeyframeTimeline")
struct KeyframeTimelineTests {
    @Test("linear keyframes interpolate between values, at boundaries and in between")
    func linear() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack {
                LinearKeyframe(10.0, duration: 1)
                LinearKeyframe(0.0, duration: 2)
            }
        }
        #expect(timeline.duration == 3)
        let expected: [(Double, Double)] = [(-1, 0), (0, 0), (0.25, 2.5), (1, 10), (2, 5), (3, 0), (9, 0)]
        for (time, value) in expected {
            #expect(abs(timeline.value(time: time) - value) < 1e-12, "at \(time)")
        }
        #expect(abs(timeline.value(progress: 0.5) - 7.5) < 1e-12)
        #expect(timeline.value(progress: 2) == 0)
    }

    @Test("a linear keyframe follows its timing curve")
    func timingCurve() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack { LinearKeyframe(1.0, duration: 2, timingCurve: .easeInOut) }
        }
        #expect(abs(timeline.value(time: 0.5) - 0.129162) < 1e-5)
        #expect(abs(timeline.value(time: 1.5) - 0.870838) < 1e-5)
    }

    @Test("tracks address properties by key path; the longest sets the duration")
    func keyPathTracks() {
        let timeline = KeyframeTimeline(initialValue: Values()) {
            KeyframeTrack(\.scale) {
                LinearKeyframe(2.0, duration: 0.5)
            }
            KeyframeTrack(\.offset) {
                LinearKeyframe(CGPoint(x: 100, y: -50), duration: 1)
            }
            KeyframeTrack(\.rotation) {
                MoveKeyframe(.degrees(90))
            }
        }
        #expect(timeline.duration == 1)
        let start = timeline.value(time: 0)
        #expect(start.scale == 1)
        #expect(start.offset == .zero)
        #expect(abs(start.rotation.degrees - 90) < 1e-12)
        let middle = timeline.value(time: 0.5)
        #expect(middle.scale == 2)
        #expect(middle.offset == CGPoint(x: 50, y: -25))
        let end = timeline.value(time: 1)
        #expect(end.scale == 2)  // the shorter track holds its last value
        #expect(end.offset == CGPoint(x: 100, y: -50))
    }

    @Test("a move keyframe jumps, and the next keyframe starts from there")
    func move() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack {
                LinearKeyframe(4.0, duration: 1)
                MoveKeyframe(10.0)
                LinearKeyframe(20.0, duration: 1)
            }
        }
        #expect(timeline.value(time: 0.999_999) < 4)
        #expect(timeline.value(time: 1) == 10)
        #expect(timeline.value(time: 1.5) == 15)
        #expect(timeline.value(time: 2) == 20)
        let first = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack {
                MoveKeyframe(5.0)
                LinearKeyframe(10.0, duration: 1)
            }
        }
        #expect(first.value(time: 0) == 5)
        #expect(first.value(time: 0.5) == 7.5)
    }

    @Test("a spring keyframe without duration runs for the settling duration and ends on its value")
    func settlingSpring() {
        let spring = Spring(duration: 0.4, bounce: 0.2)
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack { SpringKeyframe(10.0, spring: spring) }
        }
        #expect(abs(timeline.duration - spring.settlingDuration) < 1e-12)
        // SwiftUI's settling duration of an under-damped spring: the envelope bound −ln(ε / (λ + 1)) / λ.
        let lambda = 0.8 * 2 * Double.pi / 0.4
        #expect(abs(timeline.duration - -log(0.001 / (lambda + 1)) / lambda) < 1e-9)
        #expect(timeline.value(time: timeline.duration) == 10)
        for t in stride(from: 0.0, to: timeline.duration, by: 0.05) {
            #expect(abs(timeline.value(time: t) - spring.value(target: 10.0, time: t)) < 1e-9)
        }
    }

    @Test("a spring keyframe with a duration hands its position and velocity to the next")
    func springHandsOver() {
        let spring = Spring(duration: 0.5, bounce: 0)
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack {
                SpringKeyframe(10.0, duration: 0.2, spring: spring)
                SpringKeyframe(0.0, duration: 1, spring: spring)
            }
        }
        let p = spring.value(target: 10.0, time: 0.2)
        let v = spring.velocity(target: 10.0, time: 0.2)
        #expect(abs(timeline.value(time: 0.2) - p) < 1e-9)
        #expect(
            abs(timeline.value(time: 0.5) - spring.value(fromValue: p, toValue: 0.0, initialVelocity: v, time: 0.3))
                < 1e-9)
        // Velocity is continuous across the boundary.
        let h = 1e-6
        let before = (timeline.value(time: 0.2) - timeline.value(time: 0.2 - h)) / h
        let after = (timeline.value(time: 0.2 + h) - timeline.value(time: 0.2)) / h
        #expect(abs(before - after) < 1e-2 * max(1, abs(before)))
        // A given start velocity replaces the carried one.
        let kicked = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack { SpringKeyframe(0.0, duration: 1, spring: spring, startVelocity: 5.0) }
        }
        #expect(abs(kicked.value(time: 0.1) - spring.value(target: 0.0, initialVelocity: 5.0, time: 0.1)) < 1e-12)
    }

    @Test("adjacent cubic keyframes form a Catmull-Rom spline through their values")
    func catmullRom() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack {
                CubicKeyframe(10.0, duration: 1)
                CubicKeyframe(-10.0, duration: 1)
                CubicKeyframe(0.0, duration: 2)
            }
        }
        #expect(timeline.value(time: 0) == 0)
        #expect(timeline.value(time: 1) == 10)
        #expect(timeline.value(time: 2) == -10)
        #expect(timeline.value(time: 4) == 0)
        func slope(_ t: Double) -> Double {
            let h = 1e-6
            return (timeline.value(time: t + h) - timeline.value(time: t - h)) / (2 * h)
        }
        // Tangents: (next − previous) / (both durations).
        #expect(abs(slope(1) - (-10 - 0) / 2) < 1e-4)
        #expect(abs(slope(2) - (0 - 10) / 3) < 1e-4)
        // Starts from rest (nothing to carry) and comes to rest at the end of the track.
        #expect(abs((timeline.value(time: 1e-6) - timeline.value(time: 0)) / 1e-6) < 1e-3)
        #expect(abs((timeline.value(time: 4) - timeline.value(time: 4 - 1e-6)) / 1e-6) < 1e-3)
        // Halfway through the first segment, by the Hermite basis: 0.5·10 + 0.125·1·(−5)·(−1)... computed:
        let m1 = -5.0
        let expected = 0.5 * 10 + (-0.125) * 1 * m1
        #expect(abs(timeline.value(time: 0.5) - expected) < 1e-12)
    }

    @Test("velocity is carried from one keyframe into the next")
    func carriedVelocity() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack {
                LinearKeyframe(10.0, duration: 1)
                CubicKeyframe(20.0, duration: 1)
            }
        }
        let h = 1e-6
        let after = (timeline.value(time: 1 + h) - timeline.value(time: 1)) / h
        #expect(abs(after - 10) < 1e-3)
        let given = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack { CubicKeyframe(1.0, duration: 1, startVelocity: 4.0, endVelocity: -2.0) }
        }
        #expect(abs((given.value(time: h) - given.value(time: 0)) / h - 4) < 1e-4)
        #expect(abs((given.value(time: 1) - given.value(time: 1 - h)) / h - (-2)) < 1e-4)
    }

    @Test("builders accept conditions and loops")
    func builders() {
        let bounces = 3
        let includeScale = true
        let timeline = KeyframeTimeline(initialValue: Values()) {
            if includeScale {
                KeyframeTrack(\.scale) {
                    for index in 0..<bounces {
                        LinearKeyframe(index % 2 == 0 ? 2.0 : 1.0, duration: 0.1)
                    }
                    if bounces > 5 {
                        MoveKeyframe(0.0)
                    } else {
                        LinearKeyframe(1.0, duration: 0.2)
                    }
                }
            }
        }
        #expect(abs(timeline.duration - 0.5) < 1e-12)
        #expect(abs(timeline.value(time: 0.1).scale - 2) < 1e-12)
        #expect(abs(timeline.value(time: 0.2).scale - 1) < 1e-12)
        #expect(abs(timeline.value(time: 0.5).scale - 1) < 1e-12)
    }
}
