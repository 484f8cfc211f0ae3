/// The naive baseline: no dependency tracking at all. Any write marks the whole graph dirty, and
/// the next read recomputes every rule from scratch, in creation order.
///
/// Creation order is a topological order (a rule can only read nodes that existed when it was
/// created), so one pass in that order brings every rule up to date, each exactly once. This is
/// optimal when every node changes on every write, and wasteful otherwise.
///
/// Rules are computed eagerly at creation, so the graph is never partly evaluated.
///
/// - Complexity: A write is O(1); the first read after a write is O(*n*) in the number of rules.
final class NaiveGraph: BenchmarkEngine {
    /// Recomputes one rule and stores its value, in creation order.
    private var recomputations: [() -> Void] = []
    /// Whether an input was written since the last recomputation.
    private(set) var isDirty = false
    private var evaluationCount = 0

    static var name: String { "naive" }

    init() {}

    /// Brings every rule up to date if something was written.
    @inline(__always)
    func refresh() {
        if isDirty { recomputeEverything() }
    }

    @inline(never)
    private func recomputeEverything() {
        isDirty = false
        for recompute in recomputations { recompute() }
        evaluationCount &+= recomputations.count
    }

    func markDirty() { isDirty = true }

    func input(_ value: Int) -> NaiveCell<Int> { NaiveCell(value, graph: self) }

    typealias Computed = NaiveCell<Int>

    typealias ComputedList = NaiveCell<[Int]>

    /// Creates a cell that `body` recomputes whenever anything was written (see ``NaiveCell/rule(_:in:)``).
    func makeRule<Value>(_ body: @escaping () -> Value) -> NaiveCell<Value> {
        refresh()
        let cell = NaiveCell(body(), graph: self)
        evaluationCount &+= 1
        recomputations.append { cell.storedValue = body() }
        return cell
    }

    func reserveCapacity(nodes: Int, edges: Int) { recomputations.reserveCapacity(recomputations.count + nodes) }

    func countEvaluations(during body: () -> Void) -> Int {
        let start = evaluationCount
        body()
        return evaluationCount - start
    }
}
