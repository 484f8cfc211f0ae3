import Animatic
import AnimaticExports
import AnimaticPlaygrounds
import AnimaticScenes
import Testing

@Suite("GraphDiagram")
struct GraphDiagramTests {
    /// Seed 002's counter mid-animation (tapped at 0.1 s, a 2 s linear animation, seen at 1 s):
    /// value → Counter (animatable, depending on time) → Counter.body.
    func counterAtHalfTime() -> AnimationGraph {
        Scene.counterByHand.run(until: 1)
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

    @Test("a phase animator's trigger is drawn to the phase state it writes, dotted and labelled")
    func phaseAnimatorTrigger() {
        let graph = AnimationGraph()
        let level = graph.state(0, name: "level")
        let slosh = graph.phaseAnimator(name: "slosh", phases: [0.0, 1], trigger: { level.value })
        _ = graph.animatable(name: "Wave") { slosh.value }
        graph.update()
        let diagram = GraphDiagram(graph)
        let id = { (name: String) in graph.dependencyGraph.nodes.first { graph.dependencyGraph.name(of: $0) == name }! }
        let trigger = id("slosh.trigger").rawValue
        let phase = id("slosh.phase").rawValue
        #expect(diagram.dot().contains("  n\(trigger) -> n\(phase) [style=dotted, label=\"trigger\"];\n"))
        #expect(diagram.mermaid().contains("  n\(trigger) -. trigger .-> n\(phase)\n"))
        #expect(graph.dependencyGraph.sources(of: id("slosh.phase")).isEmpty, "no dependency edge: a drawn link only")
    }

    @Test("a keyframe animator's trigger edge is labelled as a trigger, drawn once")
    func keyframeAnimatorTrigger() {
        let graph = AnimationGraph()
        let taps = graph.state(0, name: "taps")
        _ = graph.keyframeAnimator(name: "wiggle", initialValue: 0.0, trigger: { taps.value }) {
            KeyframeTrack { LinearKeyframe(1.0, duration: 0.5) }
        }
        graph.update()
        let dot = GraphDiagram(graph).dot()
        let triggerLines = dot.split(separator: "\n").filter { $0.contains("label=\"trigger\"") }
        #expect(triggerLines.count == 1)
        #expect(!dot.contains("n2 -> n3;"), "the trigger edge is not drawn a second time as a plain dependency")
    }
}
