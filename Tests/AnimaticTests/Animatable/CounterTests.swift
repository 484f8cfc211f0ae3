import Animatic
import AnimaticTestFixtures
import Testing

@Suite("Counter (seed 002)")
struct CounterTests {
    @Test("linear over 2 s from 0 to 100: 50 at 1 s, 100 at 2 s")
    func values() {
        let scene = CounterScene()
        scene.graph.withAnimation(.linear(duration: 2)) { scene.value.value = 100 }
        scene.graph.advance(by: 1)
        #expect(scene.body.value == "50")
        #expect(scene.counter.value.value == 50)
        #expect(scene.graph.isAnimating)
        scene.graph.advance(to: 2)
        #expect(scene.counter.value.value == 100)
    }

    @Test("the time edge is there from the change until the frame after the end, and never after")
    func timeEdge() {
        let scene = CounterScene()
        scene.graph.withAnimation(.linear(duration: 2)) { scene.value.value = 100 }
        scene.graph.advance(to: 3)
        let trace = scene.graph.trace
        let dependencies = trace.timeDependencies(of: "Counter")
        #expect(dependencies.count == 1)
        // In frames, as the timeline shows them: the change is applied in frame 0 (its second pass,
        // after the first render). A timing curve is finished once its elapsed time passes its
        // duration, so the frame after t = 2 s (frame 121) evaluates once more, unchanged, and drops
        // the edge.
        #expect(dependencies.first?.added == 0)
        #expect(dependencies.first?.removed == 121)
        #expect(!scene.graph.isAnimating)
    }

    @Test("idle frames evaluate nothing at all")
    func idleFrames() {
        let scene = CounterScene()
        scene.graph.withAnimation(.linear(duration: 2)) { scene.value.value = 100 }
        scene.graph.advance(to: 4)
        let idle = scene.graph.trace.ticks.filter { $0.index > 122 }
        #expect(idle.reduce(0) { $0 + $1.frameCount } == 240 - 121)
        #expect(idle.count == 1, "the idle frames after the animation are one skipped run")
        #expect(idle.allSatisfy { $0.events.isEmpty })
    }

    @Test("cutoff below the animatable node: the body runs only when the whole number changes")
    func cutoffDownstream() {
        let scene = CounterScene()
        scene.graph.withAnimation(.linear(duration: 2)) { scene.value.value = 100 }
        scene.graph.advance(to: 2.5)
        let trace = scene.graph.trace
        let counterRuns = trace.ticksEvaluating("Counter").count
        let bodyChanges = trace.samples(of: "Counter.body").count
        // Counter: first render, the change, 120 frames of animation, the final frame.
        #expect(counterRuns == 1 + 1 + 120 + 1)
        // Counter.body: "0", then each of 1...100 once: every integer is crossed, one per sample.
        #expect(bodyChanges == 101)
        #expect(trace.samples(of: "Counter.body").map(\.value.description).last == "\"100\"")
        // Frames where Counter moved but stayed below the next integer were cut off.
        let cutOff = trace.ticks.filter { tick in
            tick.events.contains {
                if case .evaluated(let node, _, .unchanged, _, _, _) = $0 { return node.name == "Counter.body" }
                return false
            }
        }
        #expect(cutOff.count == 120 - 100)
    }

    @Test("the trace says what started the animation and when the edge came and went")
    func traceEvents() {
        let scene = CounterScene()
        scene.graph.withAnimation(.linear(duration: 2)) { scene.value.value = 100 }
        scene.graph.advance(to: 2.1)
        let change = scene.graph.trace.tick(1)!.events.map(\.description)
        #expect(
            change == [
                "transaction T1 withAnimation(linear(duration: 2))",
                "set value 0 → 100 in T1 withAnimation(linear(duration: 2))",
                "eval Counter ← [value] Counter(value: 0) → Counter(value: 0) (unchanged)",
                "model Counter 0 → 100 in T1 withAnimation(linear(duration: 2)), animation: linear(duration: 2)",
                "animation A1 started on Counter: linear(duration: 2)",
                "+ edge time → Counter",
                "verified Counter.body (inputs unchanged: not run)",
            ])
        let end = scene.graph.trace.tick(122)!.events.map(\.description)
        #expect(
            end == [
                "eval Counter ← [time] Counter(value: 100) → Counter(value: 100) (unchanged)",
                "animation A1 logically complete on Counter",
                "animation A1 finished on Counter",
                "− edge time → Counter",
                "verified Counter.body (inputs unchanged: not run)",
            ])
    }

    @Test("a scene run twice gives byte-identical timelines")
    func deterministic() {
        func run() -> String {
            let scene = CounterScene()
            scene.graph.withAnimation(.spring(duration: 0.5, bounce: 0.3)) { scene.value.value = 100 }
            scene.graph.advance(to: 0.3) { scene.graph.withAnimation(.easeInOut) { scene.value.value = 0 } }
            scene.graph.advance(to: 2)
            return scene.graph.trace.timeline()
        }
        #expect(run() == run())
    }
}
