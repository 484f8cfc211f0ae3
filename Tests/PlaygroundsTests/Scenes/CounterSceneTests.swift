import Animatic
import AnimaticPlaygrounds
import AnimaticTesting
import Testing

/// Seed 002's counter scene asserted with each testing helper: frame by frame, as diagrams, and as
/// a timeline snapshot (in `SceneTimelineTests`).
@Suite("The counter scene, frame by frame")
struct CounterSceneTests {
    @Test("the tap starts an animation that adds the time edge; the body follows, cut off between integers")
    func frames() throws {
        let scene = try #require(SceneCatalog.scene(named: "counter-by-hand"))
        let graph = AnimationGraph(tracing: .unbounded)
        let script = scene.build(graph)
        let tester = GraphTester(graph)
        tester.update {
            $0.evaluated("Counter", .initial)
            $0.evaluated("Counter.body", "0")
        }
        let tap = script.steps[0]
        tester.apply(at: tap.time, tap.action) {
            $0.evaluated("Counter", .unchanged)
            $0.startsDependingOnTime("Counter")
        }
        tester.advance {
            $0.evaluated("Counter", .changed)
            $0.evaluated("Counter.body", .unchanged)
        }
        tester.advance {
            $0.evaluated("Counter", .changed)
            $0.evaluated("Counter.body", "1")
        }
        // 2 s after the tap the value is 100; the next frame drops the edge.
        tester.exhaustivity = .off
        tester.advance(to: 2.1) {
            $0.evaluated("Counter.body", "100")
        }
        tester.exhaustivity = .on
        tester.advance {
            $0.evaluated("Counter", .unchanged)
            $0.stopsDependingOnTime("Counter")
        }
        tester.advance(by: 0.05)
        #expect(!graph.isAnimating)
    }

    @Test("the first frames as diagrams: idle until the tap, then a value per frame, one cut-off")
    func diagrams() throws {
        let trace = try #require(SceneCatalog.scene(named: "counter-by-hand")).run(until: 0.2).trace
        // Tick 0 renders "0"; frames 1–5 are idle; the tap's frame 6 verifies the body without
        // running it; frame 7 runs it to "0" again (cut off); frames 8–12 cross 1, 2, 3, 4, 5.
        assertDiagram(trace, node: "Counter.body", "0------=12345")
        assertDiagram(trace, node: "value", "------(100)")
    }
}
