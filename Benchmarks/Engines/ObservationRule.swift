import Observation

/// A rule of an ``ObservationGraph``: its value is an `@Observable` property, recomputed by the
/// graph when something the rule read under `withObservationTracking` changes.
@Observable
final class ObservationRule<Value: Equatable>: ReadableNode, ObservationScheduled, @unchecked Sendable {
    /// The latest value, tracked: rules that read it are told when it changes.
    private var storedValue: Value?
    @ObservationIgnored private unowned(unsafe) let graph: ObservationGraph
    @ObservationIgnored private var body: (() -> Value)?
    @ObservationIgnored let order: Int
    @ObservationIgnored var isScheduled = false

    init(graph: ObservationGraph, order: Int, body: @escaping () -> Value) {
        self.graph = graph
        self.order = order
        self.body = body
        evaluate()
    }

    /// The up-to-date value (the graph flushes first when read from outside a rule).
    var value: Value {
        graph.flush()
        return storedValue.unsafelyUnwrapped
    }

    func evaluate() {
        graph.didEvaluate()
        // Capture the rule type-erased, so the `@Sendable` closure captures no generic metatype.
        let scheduled: any ObservationScheduled = self
        let newValue = withObservationTracking(body.unsafelyUnwrapped) {
            [unowned(unsafe) graph, unowned(unsafe) scheduled] in
            graph.schedule(scheduled)
        }
        if storedValue != newValue { storedValue = newValue }
    }

    func releaseBody() { body = nil }
}

extension ObservationRule: RuleNode {
    static func rule(_ body: @escaping () -> Value, in engine: ObservationGraph) -> ObservationRule<Value> {
        engine.makeRule(body)
    }
}
