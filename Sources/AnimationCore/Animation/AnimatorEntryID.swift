import Foundation

/// The identity of one animation run by an ``Animator``.
///
/// Each call of ``Animator/retarget(to:animation:at:)`` that starts, combines or merges an
/// animation answers a new identifier; ``AnimatorEvent``s name it when the animation completes
/// logically and when it is removed, so the engine can fire completion handlers by their
/// ``AnimationCompletionCriteria``. Identifiers count up from 1 within one animator.
public struct AnimatorEntryID: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The identifier's number, unique within its animator.
    public let rawValue: Int

    /// Creates an identifier with the given number.
    ///
    /// - Parameter rawValue: The number.
    @inlinable public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Whether the first identifier was issued before the second.
    @inlinable public static func < (lhs: AnimatorEntryID, rhs: AnimatorEntryID) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    /// The identifier as `#n`.
    public var description: String { "#\(rawValue)" }
}
