/// A reactive engine the workloads run on: integer inputs, and rules that compute an integer or a
/// list of integers from other nodes.
///
/// Every workload is written once, generically, and specialized for each engine by the optimizer,
/// so the engines run the same code paths and only the engine differs.
///
///     let engine = AnimaticEngine()
///     let width = engine.input(3)
///     let area = engine.rule { width.value * width.value }
///     width.value = 4
///     area.value  // 16
///
/// Rules are created through ``RuleFactory``, which says why it is a protocol apart.
protocol BenchmarkEngine: RuleFactory where Computed.Value == Int, ComputedList.Value == [Int] {
    /// A settable integer node.
    associatedtype Source: WritableNode where Source.Value == Int

    /// The engine's name, as a column of the table.
    static var name: String { get }

    /// Creates an empty engine.
    init()

    /// Creates an input node holding `value`.
    func input(_ value: Int) -> Source

    /// Reserves room for a graph of the given size, where the engine can.
    func reserveCapacity(nodes: Int, edges: Int)

    /// The number of rule evaluations `body` causes.
    func countEvaluations(during body: () -> Void) -> Int
}
