import Animatic
import AnimaticScenes

extension Scene {
    /// Seed 002's counter: the time dependency comes and goes with the animation.
    public static let counterByHand = Scene(
        name: "counter-by-hand",
        summary:
            "The graph of `counter` built by hand, node by node: a check of the graph made from seed 002's CounterExample",
        explanation: """
            Seed 002's simplified attribute graph, exactly: a state `value`, an animatable node \
            `Counter` (the view, `@Animatable` over its `Double`), and `Counter.body`, the `Text` \
            showing it as an `Int`. The tap changes `value` from 0 to 100 in \
            `withAnimation(.linear(duration: 2))`. When the change reaches `Counter` it starts an \
            animation from the value it shows and adds a dependency on time; every frame after \
            that, time changes, `Counter` presents the next interpolated value and `Counter.body` \
            re-runs, cut off whenever the whole number did not change. When the animation \
            finishes, the dependency on time is removed and the graph goes idle.
            """,
        duration: 2.2
    ) { graph in
        let value = graph.state(0.0, name: "value")
        let counter = graph.animatable(name: "Counter") { GraphExplainer.Counter(value: value.value) }
        _ = graph.rule(name: "Counter.body") { "\(Int(counter.value.value))" }
        return Script([
            .init(at: 0.1, "tap") {
                graph.withAnimation(.linear(duration: 2)) { value.value = value.value == 0 ? 100 : 0 }
            }
        ])
    }
}
