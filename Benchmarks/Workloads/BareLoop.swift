import Dispatch

/// The limit for *deep*: a bare loop that calls each rule's closure once, in order, each reading
/// the previous value. No graph, no bookkeeping: what a chain of 1,000 rules costs when all an
/// engine does is call the closures. *deep* divided by this is the engine's overhead.
///
/// The closures are literals stored as `() -> Int`, as a user hands rules to a graph. Called from
/// an array, each call retains and releases its closure's context: two atomic operations, whose
/// cost differs between processors (this loop took 7–10 ns per node on an AMD EPYC host and 22 ns
/// on an Intel Xeon). Animatic borrows its closures and makes none; so does the loop made with
/// `borrowing: true`, each closure in an object of its own called through an unmanaged reference
/// (3.6–5.7 ns per node on that AMD host): the floor under both, which the table shows beside the
/// limit.
final class BareLoop {
    static let length = 1_000
    static let writes = 1_000

    /// The chain's values: the source at 0, the rule at `index` at `index`.
    private let values: UnsafeMutablePointer<Int>
    private let rules: [() -> Int]
    /// The same closures, each retained once in an object of its own, when calls borrow them.
    private let borrowed: [Unmanaged<BorrowedClosure>]
    /// The first source value of the next run.
    private var next = 0

    /// Builds the chain's closures; `borrowing` calls them without counting references.
    init(borrowing: Bool = false) {
        let length = Self.length
        let values = UnsafeMutablePointer<Int>.allocate(capacity: length + 1)
        values.initialize(repeating: 0, count: length + 1)
        self.values = values
        var rules: [() -> Int] = []
        rules.reserveCapacity(length)
        for index in 1...length {
            let previous = values + (index - 1)
            rules.append { previous.pointee &+ 1 }
        }
        if borrowing {
            borrowed = rules.map { Unmanaged.passRetained(BorrowedClosure($0)) }
            self.rules = []
        } else {
            borrowed = []
            self.rules = rules
        }
    }

    deinit {
        values.deallocate()
        for closure in borrowed { closure.release() }
    }

    /// One run: `writes` writes to the source, each followed by the whole chain, the tail checked.
    func run() {
        let length = Self.length
        let values = values
        let start = next
        next += Self.writes
        for write in 0..<Self.writes {
            values[0] = start + write
            if borrowed.isEmpty {
                rules.withUnsafeBufferPointer { rules in
                    for index in 0..<length { values[index + 1] = rules[index]() }
                }
            } else {
                borrowed.withUnsafeBufferPointer { rules in
                    for index in 0..<length {
                        values[index + 1] = rules[index]._withUnsafeGuaranteedRef { $0.body() }
                    }
                }
            }
            if values[length] != start + write + length { fail("bare loop: tail \(values[length])") }
        }
    }

    /// A run as a ``Trial``: the same work as one run of ``DeepWorkload``.
    var trial: Trial { Trial(run: run) }

    /// The median, fastest and slowest time per node over `runs` timed runs of a loop made with
    /// `borrowing`, in nanoseconds.
    static func measure(runs: Int, borrowing: Bool = false) -> (median: Double, fastest: Double, slowest: Double) {
        let loop = BareLoop(borrowing: borrowing)
        loop.run()  // warm-up
        loop.run()
        var times: [Double] = []
        for _ in 0..<max(runs, 3) {
            let start = DispatchTime.now().uptimeNanoseconds
            loop.run()
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / Double(length * writes))
        }
        return (Benchmark.median(times), times.min()!, times.max()!)
    }
}
