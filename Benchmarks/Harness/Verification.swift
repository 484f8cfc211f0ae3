/// The outcome of a workload's untimed verification pass on one engine: how many rule evaluations
/// a number of writes caused, against the fewest a correct incremental engine needs.
struct Verification {
    /// The evaluations counted over the pass.
    let actual: Int
    /// The fewest evaluations possible over the pass.
    let minimal: Int
    /// The writes the pass made.
    let writes: Int

    /// Whether the engine evaluated exactly the minimal number of rules.
    var isMinimal: Bool { actual == minimal }

    /// Evaluations per write, as printed.
    var perWrite: Double { Double(actual) / Double(writes) }
}
