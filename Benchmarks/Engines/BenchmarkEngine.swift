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
protocol BenchmarkEngine: AnyObject {
    /// A settable integer node.
    associatedtype Source: WritableNode where Source.Value == Int
    /// A rule computing an integer.
    associatedtype Computed: ReadableNode where Computed.Value == Int
    /// A rule computing a list of integers.
    associatedtype ComputedList: ReadableNode where ComputedList.Value == [Int]

    /// The engine's name, as a column of the table.
    static var name: String { get }

    /// Creates an empty engine.
    init()

    /// Creates an input node holding `value`.
    func input(_ value: Int) -> Source

    /// Creates a rule whose value `body` computes from other nodes.
    func rule(_ body: @escaping () -> Int) -> Computed

    /// Creates a rule whose list value `body` computes from other nodes.
    func listRule(_ body: @escaping () -> [Int]) -> ComputedList

    /// Reserves room for a graph of the given size, where the engine can.
    func reserveCapacity(nodes: Int, edges: Int)

    /// The number of rule evaluations `body` causes.
    func countEvaluations(during body: () -> Void) -> Int
}
