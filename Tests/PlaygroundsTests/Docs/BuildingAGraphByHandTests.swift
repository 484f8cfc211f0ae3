import Animatic
import AnimaticTesting
import Testing

/// The code of the article *Building a graph by hand*, run: if this test changes, the article must
/// change with it.
@Suite("The article Building a graph by hand")
struct BuildingAGraphByHandTests {
    struct Counter: Animatable, Equatable {  // seed 002's view, its value animatable
        var value: Double
        var animatableData: Double {
            get { value }
            set { value = newValue }
        }
    }

    @Test("the graph, built and run")
    func useItInCode() {
        let graph = AnimationGraph()  // virtual clock at 0 s, 60 frames per second
        let value = graph.state(0.0, name: "value")  // @State
        let counter = graph.animatable(name: "Counter") {  // the model value; the node presents the animated one
            Counter(value: value.value)
        }
        let body = graph.rule(name: "Counter.body") {  // a rule: reading .value records a dependency
            "\(Int(counter.value.value))"
        }

        graph.withAnimation(.linear(duration: 2)) {  // a transaction carrying an animation
            value.value = 100
        }
        graph.advance(by: 1)  // run frames up to t = 1 s
        #expect(body.value == "50")
        #expect(graph.isAnimating)  // true: Counter depends on time
        graph.advance(to: 2.1)
        #expect(!graph.isAnimating)  // false: the time edge is gone
        #expect(!graph.trace.timeline().isEmpty)
    }

    @Test("In tests")
    func inTests() {
        let graph = AnimationGraph()
        let value = graph.state(0.0, name: "value")
        let counter = graph.animatable(name: "Counter") { Counter(value: value.value) }
        _ = graph.rule(name: "Counter.body") { "\(Int(counter.value.value))" }

        let tester = GraphTester(graph)
        tester.update {
            $0.evaluated("Counter", Counter(value: 0))
            $0.evaluated("Counter.body", "0")
        }
        tester.withAnimation(.linear(duration: 2)) {
            value.value = 100
        } assert: {
            $0.evaluated("Counter", .unchanged)  // still shows 0: the animation starts here
            $0.startsDependingOnTime("Counter")
        }
        tester.advance {
            $0.evaluated("Counter", Counter(value: 0.833))
            $0.evaluated("Counter.body", .unchanged)  // "0" again: cut off
        }
        tester.advance(frames: 5) {
            $0.evaluated("Counter", Counter(value: 5))
            $0.evaluated("Counter.body", "5")
        }
        assertDiagram(graph.trace, node: "Counter.body", "0-=12345")  // one symbol per tick
    }
}
