/// What one evaluation of a rule produced, as reported to a ``GraphObserver``.
public enum EvaluationOutcome: UInt8, Hashable, Sendable, CustomStringConvertible {
    /// The rule ran for the first time.
    case initial
    /// The rule ran and its value differs from the previous one (or is not `Equatable`).
    case changed
    /// The rule ran and produced a value equal to the previous one: nothing downstream re-runs.
    case unchanged

    /// `initial`, `changed` or `unchanged`.
    public var description: String {
        switch self {
        case .initial: "initial"
        case .changed: "changed"
        case .unchanged: "unchanged"
        }
    }
}
