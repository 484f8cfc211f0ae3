import Animatic
import AnimaticPlaygrounds
import AnimaticTesting
import Testing

/// The propagation scene asserted with the testing helpers: every frame with a `GraphTester`, each
/// node's values as a timeline diagram.
@Suite("The propagation scene, frame by frame")
struct PropagationSceneTests {
    @Test("each write runs down the graph until an equal value cuts it off")
    func frames() throws {
        let scene = try #require(SceneCatalog.scene(named: "propagation"))
        let graph = AnimationGraph(tracing: .unbounded)
        let script = scene.build(graph)
        let tester = GraphTester(graph)
        tester.update {
            $0.evaluated("Counter", 0)
            $0.evaluated("Counter.body", "0")
            $0.evaluated("parity", "even")
            $0.evaluated("Label", "0 is even")
        }
        let toPointFour = try #require(script.step(labeled: "set value to 0.4"))
        let toOne = try #require(script.step(labeled: "set value to 1"))
        let toThree = try #require(script.step(labeled: "set value to 3"))
        tester.apply(at: toPointFour.time, toPointFour.action) {
            $0.evaluated("Counter", .unchanged)
        }
        tester.apply(at: toOne.time, toOne.action) {
            $0.evaluated("Counter", 1)
            $0.evaluated("Counter.body", "1")
            $0.evaluated("parity", "odd")
            $0.evaluated("Label", "1 is odd")
        }
        tester.apply(at: toThree.time, toThree.action) {
            $0.evaluated("Counter", 3)
            $0.evaluated("Counter.body", "3")
            $0.evaluated("parity", .unchanged)
            $0.evaluated("Label", "3 is odd")
        }
        tester.advance(to: scene.duration)
    }

    @Test("each node's values as a diagram")
    func diagrams() throws {
        let trace = try #require(SceneCatalog.scene(named: "propagation")).run().trace
        assertDiagram(trace, node: "value", "--- (0.4)-- 1-- 3")
        assertDiagram(trace, node: "Counter", "0-- =-- 1-- 3")
        assertDiagram(trace, node: "Counter.body", "0-- --- 1-- 3")
        assertDiagram(trace, node: "parity", "(even)-- --- (odd)-- =")
        assertDiagram(trace, node: "Label", "(0 is even)-- --- (1 is odd)-- (3 is odd)")
    }
}
