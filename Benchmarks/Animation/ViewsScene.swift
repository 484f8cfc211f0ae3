import Animatic

/// The views benchmark scene: `views` views, each a chain state → animatable node → two rules.
///
/// `animating` of them are set animating (a linear animation far longer than the run), the rest
/// stay idle. Every frame then evaluates exactly the animating chains: the animatable node reads the
/// time, the two rules below it change with it.
struct ViewsScene {
    let graph: AnimationGraph
    let states: [StateNode<Double>]
    let leaves: [Node<Double>]

    init(views: Int, animating: Int, tracing: TraceMode) {
        let graph = AnimationGraph(tracing: tracing)
        var states: [StateNode<Double>] = []
        var leaves: [Node<Double>] = []
        states.reserveCapacity(views)
        leaves.reserveCapacity(views)
        graph.dependencyGraph.reserveCapacity(nodes: 4 * views + 1, edges: 4 * views)
        for index in 0..<views {
            let state = graph.state(0.0, name: "state\(index)")
            let view = graph.animatable(name: "view\(index)") { state.value }
            let scaled = graph.rule(name: "scaled\(index)") { view.value * 2 }
            leaves.append(graph.rule(name: "leaf\(index)") { scaled.value + 1 })
            states.append(state)
        }
        graph.update()
        graph.withAnimation(.linear(duration: 1_000_000)) {
            for state in states.prefix(animating) { state.value = 1_000_000 }
        }
        graph.update()
        self.graph = graph
        self.states = states
        self.leaves = leaves
    }

    /// Runs `frames` frames and checks the scene: the animating views moved, the others did not.
    func run(frames: Int, animating: Int) {
        graph.advance(by: Double(frames) / graph.framesPerSecond)
        let time = graph.time
        if animating > 0, abs(leaves[0].value - (2 * time + 1)) > 1e-6 {
            fail("views: leaf 0 is \(leaves[0].value) at \(time) s, expected \(2 * time + 1)")
        }
        if animating < leaves.count, leaves[leaves.count - 1].value != 1 {
            fail("views: an idle view changed")
        }
        if graph.isAnimating != (animating > 0) { fail("views: isAnimating is \(graph.isAnimating)") }
    }
}
