/// The Observation baseline: nodes are `@Observable` objects, and each rule re-runs under
/// `withObservationTracking` whenever something it read announces a change.
///
/// This is how an app built on Swift Observation alone keeps derived values current: a change to
/// a tracked property fires the `onChange` of every computation that read it (once: tracking is
/// one-shot, and re-arms when the computation runs again). The fired rules are scheduled, and
/// ``flush()`` re-evaluates them in creation order (a topological order, so each runs at most once
/// per flush, after its inputs). A rule stores its new value only if it differs, so an equal result
/// does not wake its readers (equality cutoff, as fair to the baseline as Swift allows).
///
/// Rules are evaluated eagerly at creation; reading a rule from outside flushes first.
///
/// - Note: Observation's `onChange` closures must be `@Sendable`; the benchmark runs on one thread,
///   so the engine and its rules are `@unchecked Sendable`.
final class ObservationGraph: BenchmarkEngine, @unchecked Sendable {
    /// The scheduled rules, a binary min-heap on ``ObservationScheduled/order``.
    private var heap: [any ObservationScheduled] = []
    /// Every rule, so that they can be freed one by one: a rule's closure retains the rules it reads,
    /// and freeing a chain of a million of them recursively would overflow the stack.
    private var rules: [any ObservationScheduled] = []
    private var isFlushing = false
    private var nextOrder = 0
    private(set) var evaluationCount = 0

    static var name: String { "Observation" }

    init() {}

    deinit {
        for rule in rules { rule.releaseBody() }
    }

    func input(_ value: Int) -> ObservationSource<Int> { ObservationSource(value) }

    typealias Computed = ObservationRule<Int>

    typealias ComputedList = ObservationRule<[Int]>

    /// Creates a rule scheduled after every rule created before it (see ``ObservationRule/rule(_:in:)``).
    func makeRule<Value: Equatable>(_ body: @escaping () -> Value) -> ObservationRule<Value> {
        flush()
        nextOrder += 1
        let rule = ObservationRule(graph: self, order: nextOrder, body: body)
        rules.append(rule)
        return rule
    }

    func reserveCapacity(nodes: Int, edges: Int) { rules.reserveCapacity(rules.count + nodes) }

    func countEvaluations(during body: () -> Void) -> Int {
        let start = evaluationCount
        body()
        return evaluationCount - start
    }

    func didEvaluate() { evaluationCount &+= 1 }

    /// Queues a rule whose inputs announced a change.
    func schedule(_ rule: any ObservationScheduled) {
        if rule.isScheduled { return }
        rule.isScheduled = true
        heap.append(rule)
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            if heap[parent].order <= heap[child].order { break }
            heap.swapAt(parent, child)
            child = parent
        }
    }

    /// Re-evaluates every scheduled rule, and whatever their changes schedule, in creation order.
    @inline(__always)
    func flush() {
        if !heap.isEmpty && !isFlushing { drain() }
    }

    @inline(never)
    private func drain() {
        isFlushing = true
        defer { isFlushing = false }
        while let rule = popFirst() {
            rule.isScheduled = false
            rule.evaluate()
        }
    }

    private func popFirst() -> (any ObservationScheduled)? {
        guard let first = heap.first else { return nil }
        let last = heap.removeLast()
        if heap.isEmpty { return first }
        heap[0] = last
        var parent = 0
        while true {
            let left = 2 * parent + 1
            if left >= heap.count { break }
            let right = left + 1
            let child = right < heap.count && heap[right].order < heap[left].order ? right : left
            if heap[parent].order <= heap[child].order { break }
            heap.swapAt(parent, child)
            parent = child
        }
        return first
    }
}
