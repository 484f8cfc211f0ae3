/// The clock of an ``AnimationGraph``, for rules to read the time without capturing the graph.
///
/// A rule that captures its graph keeps it alive (the graph holds the rule, the rule the graph),
/// so a rule that needs the time captures the clock instead. The clock holds only the time node:
///
///     let clock = graph.clock
///     let ripple = graph.rule(name: "ripple") { sin(clock.readTime() * 2) }
///
/// Reading the time inside a rule records a dependency on it: the rule re-runs every frame, as a
/// view inside a `TimelineView(.animation)` does.
public struct AnimationClock {
    @usableFromInline let timeInput: Input<Double>

    @usableFromInline init(timeInput: Input<Double>) { self.timeInput = timeInput }

    /// The node that holds the time.
    public var timeNode: NodeID { timeInput.id }

    /// The current time in seconds, read as a dependency: a rule that calls this re-runs every frame.
    @inlinable public func readTime() -> Double { timeInput.value }

    /// The current time in seconds, read without recording a dependency.
    public var time: Double { timeInput.withoutDependencies { timeInput.value } }

    /// Runs `body` without recording dependencies for the reads it makes, even inside a rule: what
    /// `body` reads does not make the rule re-run when it changes.
    ///
    /// - Parameter body: Reads of nodes, such as a value looked at only once.
    /// - Returns: What `body` returns.
    public func withoutDependencies<T>(_ body: () throws -> T) rethrows -> T {
        try timeInput.withoutDependencies(body)
    }
}
