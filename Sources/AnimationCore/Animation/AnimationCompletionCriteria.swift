import Foundation

/// The criteria that determine when an animation is considered finished.
///
/// Mirrors SwiftUI's `AnimationCompletionCriteria`: a completion handler waits either for the
/// animation to be ``logicallyComplete`` (it has reached its target as far as the user is
/// concerned, though a spring may still be settling) or to be ``removed`` (it has stopped
/// affecting the value altogether).
public struct AnimationCompletionCriteria: Hashable, Sendable, CustomStringConvertible {
    internal enum _Kind: Hashable, Sendable {
        case logicallyComplete
        case removed
    }

    internal let _kind: _Kind

    /// The animation has logically completed, but may still be in its long tail.
    ///
    /// Later changes that add animations are ignored: only the animations of the transaction
    /// the handler belongs to count.
    public static let logicallyComplete = AnimationCompletionCriteria(_kind: .logicallyComplete)

    /// The animation has been removed: it no longer affects the value.
    public static let removed = AnimationCompletionCriteria(_kind: .removed)

    /// The criteria's name, `logicallyComplete` or `removed`.
    public var description: String {
        switch _kind {
        case .logicallyComplete: return "logicallyComplete"
        case .removed: return "removed"
        }
    }
}
