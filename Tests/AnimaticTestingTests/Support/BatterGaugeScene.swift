import Animatic

/// A batter-gauge-like scene: state `level` → animatable `BatterGauge`, inside an
/// `.animation(.spring, value: level)` scope → rule `BatterGauge.bars`, the number of lit bars out
/// of four. Each tap on "Add Batter" adds a quarter, with no animation of its own: the scope's
/// spring animates it.
struct BatterGaugeScene {
    let graph: AnimationGraph
    let level: StateNode<Double>
    let gauge: Node<BatterGauge>
    let bars: Node<Int>

    init() {
        let graph = AnimationGraph(tracing: .unbounded)
        let state = graph.state(0.0, name: "level")
        let gauge = graph.animation(.spring, value: { state.value }) {
            graph.animatable(name: "BatterGauge") { BatterGauge(level: state.value) }
        }
        self.graph = graph
        level = state
        self.gauge = gauge
        bars = graph.rule(name: "BatterGauge.bars") { Int((gauge.value.level * 4).rounded(.down)) }
    }

    /// The "Add Batter" button: a quarter more, up to full.
    func tap() { level.value = min(1, level.value + 0.25) }
}
