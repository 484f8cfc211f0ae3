import Animatic

/// The seed's counter scene: state `value` → animatable `Counter` → rule `Counter.body`.
struct CounterScene {
    let graph: AnimationGraph
    let value: StateNode<Double>
    let counter: Node<Counter>
    let body: Node<String>

    init() {
        graph = AnimationGraph(tracing: .unbounded)
        let value = graph.state(0.0, name: "value")
        let counter = graph.animatable(name: "Counter") { Counter(value: value.value) }
        self.value = value
        self.counter = counter
        body = graph.rule(name: "Counter.body") { "\(Int(counter.value.value))" }
    }
}
