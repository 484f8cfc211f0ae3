import Foundation

/// What ``Animator/retarget(to:animation:at:)`` did with a new target.
public enum AnimatorChange: Hashable, Sendable, CustomStringConvertible {
    /// The value was at rest; an animation started towards the new target.
    case started(AnimatorEntryID)

    /// The new animation took over the most recent running one (its `shouldMerge` answered `true`),
    /// which was removed.
    case merged(AnimatorEntryID, replacing: AnimatorEntryID)

    /// Animations were running and the new one did not merge: it runs alongside them and their
    /// results combine: each animates from the result so far to its own target.
    case combined(AnimatorEntryID)

    /// There was no animation: the model value jumped. Running animations keep running, offset by
    /// the jump.
    case jumped

    /// The new target equals the current one: nothing happened.
    case unchanged

    /// The new entry's identifier, if an animation was added.
    @inlinable public var entryID: AnimatorEntryID? {
        switch self {
        case .started(let id), .merged(let id, _), .combined(let id): return id
        case .jumped, .unchanged: return nil
        }
    }

    /// The change as `started(#n)`, `merged(#n, replacing: #m)`, `combined(#n)`, `jumped` or `unchanged`.
    public var description: String {
        switch self {
        case .started(let id): return "started(\(id))"
        case .merged(let id, let old): return "merged(\(id), replacing: \(old))"
        case .combined(let id): return "combined(\(id))"
        case .jumped: return "jumped"
        case .unchanged: return "unchanged"
        }
    }
}
