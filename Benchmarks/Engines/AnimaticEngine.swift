import Animatic

/// Animatic's ``DependencyGraph`` as a benchmark engine: the engine under test.
final class AnimaticEngine: BenchmarkEngine {
    /// The graph every node is created in.
    let graph = DependencyGraph()

    static var name: String { "Animatic" }

    init() {}

    func input(_ value: Int) -> Input<Int> { graph.input(value) }

    typealias Computed = Rule<Int>

    typealias ComputedList = Rule<[Int]>

    func reserveCapacity(nodes: Int, edges: Int) { graph.reserveCapacity(nodes: nodes, edges: edges) }

    /// Counts evaluations with a ``GraphObserver`` attached only for the duration of `body`.
    func countEvaluations(during body: () -> Void) -> Int {
        let counter = EvaluationCounter()
        graph.observer = counter
        defer { graph.observer = nil }
        body()
        return counter.count
    }
}

extension Input: WritableNode {}
extension Rule: ReadableNode {}

extension Rule: RuleNode where Value: Equatable {
    static func rule(_ body: @escaping () -> Value, in engine: AnimaticEngine) -> Rule<Value> {
        engine.graph.rule(body)
    }
}
