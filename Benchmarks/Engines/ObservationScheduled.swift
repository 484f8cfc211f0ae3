/// A rule of an ``ObservationGraph`` as its scheduler sees it, whatever its value type.
///
/// `Sendable` so that Observation's `@Sendable` `onChange` closures can capture it; the benchmark
/// runs on one thread.
protocol ObservationScheduled: AnyObject, Sendable {
    /// The rule's creation index: rules are re-evaluated in this order.
    var order: Int { get }
    /// Whether the rule is waiting in the scheduler.
    var isScheduled: Bool { get set }
    /// Runs the rule under observation tracking and stores its value if it changed.
    func evaluate()
    /// Drops the rule's closure, and with it the rules it reads.
    func releaseBody()
}
