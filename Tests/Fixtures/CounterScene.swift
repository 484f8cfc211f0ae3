import Animatic

/// Seed 002's counter built by hand: state `value` → animatable `Counter` → rule `Counter.body`,
/// which shows the counter as a whole number.
public struct CounterScene {
    /// The graph the three nodes live in.
    public let graph: AnimationGraph
    /// The state the tap writes.
    public let value: StateNode<Double>
    /// The animatable counter, presenting `value`.
    public let counter: Node<Counter>
    /// The body: the counter's value as an `Int`, in text.
    public let body: Node<String>

    /// Builds the three nodes on a new graph that traces as `tracing` says (everything by default).
    public init(tracing: TraceMode = .unbounded) {
        graph = AnimationGraph(tracing: tracing)
        let value = graph.state(0.0, name: "value")
        let counter = graph.animatable(name: "Counter") { Counter(value: value.value) }
        self.value = value
        self.counter = counter
        body = graph.rule(name: "Counter.body") { "\(Int(counter.value.value))" }
    }
}
