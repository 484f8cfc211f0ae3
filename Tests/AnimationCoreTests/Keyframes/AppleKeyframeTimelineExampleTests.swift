import AnimationCore
import Foundation
import Testing

/// The two worked examples on Apple's `KeyframeTimeline` page, at their keyframe times, where a
/// timeline passes exactly through the values its keyframes name.
@Suite("Apple's KeyframeTimeline examples")
struct AppleKeyframeTimelineExampleTests {
    /// The first example: a point, two cubic keyframes listed with no track around them (one track
    /// for the whole value): up to (0, 100) in 0.3 s, back to (0, 0) in 0.7 s.
    @Test("a point's two cubic keyframes, listed with no KeyframeTrack")
    func point() {
        let timeline = KeyframeTimeline(initialValue: CGPoint.zero) {
            CubicKeyframe(CGPoint(x: 0, y: 100), duration: 0.3)
            CubicKeyframe(CGPoint(x: 0, y: 0), duration: 0.7)
        }
        #expect(timeline.duration == 1)
        #expect(timeline.value(time: 0) == .zero)
        let top = timeline.value(time: 0.3)
        #expect(abs(top.x) < 1e-9 && abs(top.y - 100) < 1e-9)
        let end = timeline.value(time: 1)
        #expect(abs(end.x) < 1e-9 && abs(end.y) < 1e-9)
        // The page also asks for the value at 0.45 s: on the way back down, below the top.
        let between = timeline.value(time: 0.45)
        #expect(between.x == 0 && between.y > 0 && between.y < 100)
    }

    struct Values {
        var rotation = Angle.zero
        var scale = 1.0
    }

    /// The second example: a rotation track (0° at 0.2 s, 45° at 0.5 s) beside a scale track (1.2 at
    /// 0.5 s, 0.9 at 0.7 s, 1.0 at 1 s). The timeline lasts as long as its longest track, 1 s, and
    /// the shorter rotation track holds 45° after 0.5 s. (Apple's page writes `CubicKeyframe(value:
    /// 1.2, ...)`; SwiftUI's initializer takes the value without a label.)
    @Test("a rotation track beside a scale track")
    func rotationAndScale() {
        let timeline = KeyframeTimeline(initialValue: Values()) {
            KeyframeTrack(\Values.rotation) {
                CubicKeyframe(.zero, duration: 0.2)
                CubicKeyframe(.degrees(45), duration: 0.3)
            }
            KeyframeTrack(\Values.scale) {
                CubicKeyframe(1.2, duration: 0.5)
                CubicKeyframe(0.9, duration: 0.2)
                CubicKeyframe(1.0, duration: 0.3)
            }
        }
        #expect(timeline.duration == 1)
        let expected: [(time: Double, degrees: Double, scale: Double)] = [
            (0, 0, 1), (0.5, 45, 1.2), (0.7, 45, 0.9), (1, 45, 1),
        ]
        for (time, degrees, scale) in expected {
            let value = timeline.value(time: time)
            #expect(abs(value.rotation.degrees - degrees) < 1e-9, "rotation at \(time) s")
            #expect(abs(value.scale - scale) < 1e-9, "scale at \(time) s")
        }
        #expect(abs(timeline.value(time: 0.2).rotation.degrees) < 1e-9)
    }

    @Test("loose keyframes form one track, after any listed tracks; the longest sets the duration")
    func looseAfterTracks() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(10.0, duration: 1)
            LinearKeyframe(30.0, duration: 1)
        }
        #expect(timeline.duration == 2)
        #expect(abs(timeline.value(time: 0.5) - 5) < 1e-12)
        #expect(abs(timeline.value(time: 1.5) - 20) < 1e-12)
    }
}
