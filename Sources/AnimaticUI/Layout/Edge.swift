/// An edge of a rectangle, in the reading direction.
///
/// Mirrors SwiftUI's `Edge`. Animatic lays out left to right only, so ``leading`` is the left
/// edge and ``trailing`` the right one.
public enum Edge: Int8, CaseIterable, Hashable, Sendable {
    /// The top edge.
    case top
    /// The leading edge: the left one, left to right.
    case leading
    /// The bottom edge.
    case bottom
    /// The trailing edge: the right one, left to right.
    case trailing
}
