import Animatic
import Testing

@Suite("GraphDiagram")
struct GraphDiagramTests {
    /// The counter mid-animation: value → Counter (animatable, depending on time) → Counter.body.
    func counterAtHalfTime() -> AnimationGraph {
        let scene = CounterScene()
        scene.graph.withAnimation(.linear(duration: 2)) { scene.value.value = 100 }
        scene.graph.advance(to: 1)
        return scene.graph
    }

    @Test("DOT: a node per line with its role and shape, dependencies on time dashed")
    func dot() {
        #expect(
            GraphDiagram(counterAtHalfTime()).dot() == """
                digraph "animation graph" {
                  rankdir=TB;
                  node [fontname="Helvetica"];
                  n0 [label="time\\ntime", shape=diamond];
                  n1 [label="value\\nstate", shape=box];
                  n2 [label="Counter\\nanimatable", shape=ellipse, style=bold];
                  n3 [label="Counter.body\\nrule", shape=ellipse];
                  n1 -> n2;
                  n0 -> n2 [style=dashed];
                  n2 -> n3;
                }

                """)
    }

    @Test("Mermaid: the same graph as a flowchart")
    func mermaid() {
        #expect(
            GraphDiagram(counterAtHalfTime()).mermaid() == """
                flowchart TB
                  n0{"time<br/>time"}
                  n1["value<br/>state"]
                  n2(["Counter<br/>animatable"])
                  n3("Counter.body<br/>rule")
                  n1 --> n2
                  n0 -.-> n2
                  n2 --> n3

                """)
    }

    @Test("after the animation the time edge is gone from the diagram")
    func timeEdgeGone() {
        let graph = counterAtHalfTime()
        graph.advance(to: 2.5)
        #expect(!GraphDiagram(graph).dot().contains("style=dashed];"))
    }

    @Test("names are escaped for each format")
    func escaping() {
        let graph = AnimationGraph()
        let value = graph.state(1, name: "a \"quoted\" <name>")
        _ = graph.rule(name: "back\\slash") { value.value }
        graph.update()
        let diagram = GraphDiagram(graph)
        #expect(diagram.dot().contains(#"label="a \"quoted\" <name>\nstate""#))
        #expect(diagram.dot().contains(#"label="back\\slash\nrule""#))
        #expect(diagram.mermaid().contains("a #quot;quoted#quot; #lt;name#gt;<br/>state"))
    }
}
