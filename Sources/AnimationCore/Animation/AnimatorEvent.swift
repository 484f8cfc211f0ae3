import Foundation

/// Something that happened to an animation run by an ``Animator``.
///
/// The engine fires a completion handler with criteria `.logicallyComplete` on
/// ``logicallyComplete(_:)`` and one with criteria `.removed` on ``finished(_:)``. Every entry
/// reports ``logicallyComplete(_:)`` exactly once, and always before (or together with) its single
/// ``finished(_:)``.
public enum AnimatorEvent: Hashable, Sendable, CustomStringConvertible {
    /// The animation is logically complete: its ``AnimationContext/isLogicallyComplete`` became
    /// `true`, or it finished, or it was merged into a newer animation.
    case logicallyComplete(AnimatorEntryID)

    /// The animation was removed: it finished (answered `nil`), was merged into a newer animation,
    /// or the animator stopped.
    case finished(AnimatorEntryID)

    /// The entry the event is about.
    @inlinable public var entryID: AnimatorEntryID {
        switch self {
        case .logicallyComplete(let id), .finished(let id): return id
        }
    }

    /// The event as `logicallyComplete(#n)` or `finished(#n)`.
    public var description: String {
        switch self {
        case .logicallyComplete(let id): return "logicallyComplete(\(id))"
        case .finished(let id): return "finished(\(id))"
        }
    }
}
