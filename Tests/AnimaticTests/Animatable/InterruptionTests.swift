import Animatic
import Foundation
import Testing

/// One animatable `Double` below one state node, the smallest animating graph.
struct Meter {
    let graph = AnimationGraph()
    let value: StateNode<Double>
    let meter: Node<Double>

    init(_ initial: Double = 0) {
        let value = graph.state(initial, name: "value")
        self.value = value
        meter = graph.animatable(name: "meter") { value.value }
        graph.update()
    }

    /// The presented value at `time`, advancing the clock there.
    func at(_ time: Double) -> Double {
        graph.advance(to: time)
        return meter.value
    }
}

@Suite("Interruptions")
struct InterruptionTests {
    let easeInOut = UnitCurve.easeInOut

    @Test("an interrupted easeInOut combines: the new one moves from the old one's moving value")
    func easeInOutCombines() {
        let meter = Meter()
        meter.graph.withAnimation(.easeInOut(duration: 1)) { meter.value.value = 100 }
        #expect(abs(meter.at(0.5) - 50) < 1e-9)
        meter.graph.advance(to: 0.5) { meter.graph.withAnimation(.easeInOut(duration: 1)) { meter.value.value = 0 } }
        // Entry 1 still runs to 100 from 0; entry 2 animates from entry 1's result to 0.
        func expected(_ t: Double) -> Double {
            let first = 100 * easeInOut.value(at: min(t, 1))
            return first + (0 - first) * easeInOut.value(at: min(t - 0.5, 1))
        }
        for time in [0.6, 0.75, 1.0, 1.25] {
            #expect(abs(meter.at(time) - expected(time)) < 1e-9, "at \(time) s")
        }
        #expect(abs(meter.at(0.75 + 0.5) - expected(1.25)) < 1e-9)
        #expect(meter.at(1.6) == 0)
        #expect(!meter.graph.isAnimating)
        let events = meter.graph.trace.ticks.flatMap(\.events).map(\.description)
        #expect(events.contains("animation A2 combined on meter: easeInOut(duration: 1)"))
    }

    @Test("an interrupted spring merges and keeps its velocity")
    func springMerges() {
        let spring = Spring(duration: 0.5, bounce: 0)
        let meter = Meter()
        meter.graph.withAnimation(.spring(duration: 0.5, bounce: 0)) { meter.value.value = 100 }
        let interruption = 0.2
        let position = spring.value(target: 100.0, time: interruption)
        let velocity = spring.velocity(target: 100.0, time: interruption)
        #expect(abs(meter.at(interruption) - position) < 1e-9)
        meter.graph.advance(to: interruption) {
            meter.graph.withAnimation(.spring(duration: 0.5, bounce: 0)) { meter.value.value = 200 }
        }
        // From here the value moves from `position` with `velocity` towards 200.
        for time in [0.25, 0.3, 0.5, 0.8] {
            let expected =
                position
                + spring.value(target: 200 - position, initialVelocity: velocity, time: time - interruption)
            #expect(abs(meter.at(time) - expected) < 0.02 * 100, "at \(time) s: within 2 % of the distance")
        }
        let events = meter.graph.trace.ticks.flatMap(\.events).map(\.description)
        #expect(events.contains { $0.hasPrefix("animation A2 takes over from A1 on meter, keeping its velocity") })
    }

    @Test("a change with no animation jumps; running animations carry on towards their own targets")
    func unanimatedChangeDuringAnimation() {
        let meter = Meter()
        meter.graph.withAnimation(.linear(duration: 2)) { meter.value.value = 100 }
        #expect(meter.at(1) == 50)
        meter.graph.advance(to: 1) { meter.value.value = 200 }
        // The model jumped by 100; the running animation is shifted by the jump.
        #expect(meter.meter.value == 150)
        #expect(meter.at(1.5) == 175)
        #expect(meter.at(2) == 200)
        #expect(meter.at(2.1) == 200)
        #expect(!meter.graph.isAnimating)
        let events = meter.graph.trace.ticks.flatMap(\.events).map(\.description)
        #expect(events.contains("meter jumped (no animation); running animations carry on"))
    }

    @Test("a change with no animation at rest jumps, and never depends on time")
    func unanimatedChangeAtRest() {
        let meter = Meter()
        meter.graph.advance(to: 0.5) { meter.value.value = 7 }
        #expect(meter.meter.value == 7)
        #expect(!meter.graph.isAnimating)
        #expect(meter.graph.trace.timeDependencies(of: "meter").isEmpty)
    }
}

@Suite("Animation modifiers in the graph")
struct AnimationModifierGraphTests {
    @Test("delay holds the value, then the base animation runs")
    func delay() {
        let meter = Meter()
        meter.graph.withAnimation(.linear(duration: 1).delay(0.5)) { meter.value.value = 100 }
        #expect(meter.at(0.25) == 0)
        #expect(meter.graph.isAnimating)
        #expect(abs(meter.at(1) - 50) < 1e-9)
        #expect(meter.at(1.6) == 100)
        #expect(!meter.graph.isAnimating)
    }

    @Test("speed 2 runs a 1 s animation in 0.5 s")
    func speed() {
        let meter = Meter()
        meter.graph.withAnimation(.linear(duration: 1).speed(2)) { meter.value.value = 100 }
        #expect(abs(meter.at(0.25) - 50) < 1e-9)
        #expect(meter.at(0.55) == 100)
        #expect(!meter.graph.isAnimating)
    }

    @Test("repeatCount(2, autoreverses: true) runs forward, back, then snaps to the model value")
    func repeatCountAutoreverses() {
        let meter = Meter()
        meter.graph.withAnimation(.linear(duration: 1).repeatCount(2, autoreverses: true)) {
            meter.value.value = 100
        }
        // At 60 frames per second the first 1 s run shows frames 0…60 and ends in frame 61, which
        // shows its end again and starts the second run's clock (SwiftUI's frame grid).
        #expect(abs(meter.at(0.5) - 50) < 1e-9)
        #expect(abs(meter.at(61.0 / 60) - 100) < 1e-9)
        #expect(abs(meter.at(1.5) - (100 - 100 * 29 / 60)) < 1e-9)  // frame 90: 29 frames back
        #expect(abs(meter.at(1.75) - (100 - 100 * 44 / 60)) < 1e-9)  // frame 105
        #expect(abs(meter.at(121.0 / 60)) < 1e-9)  // the second run's last value
        #expect(meter.graph.isAnimating)
        #expect(meter.at(122.0 / 60) == 100)
        #expect(!meter.graph.isAnimating)
    }

    @Test("repeatForever is still animating after 10 s, and stays within its range")
    func repeatForever() {
        let meter = Meter()
        meter.graph.withAnimation(.linear(duration: 1).repeatForever(autoreverses: true)) { meter.value.value = 100 }
        var values: [Double] = []
        for frame in 1...600 {
            meter.graph.advance(to: Double(frame) / 60)
            values.append(meter.meter.value)
        }
        #expect(meter.graph.isAnimating)
        #expect(values.allSatisfy { (0...100).contains($0) })
        // Each 1 s run takes 61 frames on the grid (60 of its own and the frame that sees it end),
        // so run k counts from frame 61·k: frame 615 is 5 frames into run 10 (forwards), frame 630 20.
        #expect(abs(meter.at(10.25) - 100 * 5 / 60) < 1e-6)
        #expect(abs(meter.at(10.5) - 100 * 20 / 60) < 1e-6)
    }
}
