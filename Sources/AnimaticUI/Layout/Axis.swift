/// The horizontal or vertical dimension in a two-dimensional layout.
///
/// Mirrors SwiftUI's `Axis`. A stack's *major* axis is the one it arranges its subviews along:
/// horizontal for ``HStackLayout``, vertical for ``VStackLayout``.
public enum Axis: Int8, CaseIterable, Hashable, Sendable {
    /// The horizontal dimension.
    case horizontal
    /// The vertical dimension.
    case vertical

    /// The other axis: vertical for horizontal, horizontal for vertical.
    package var crossing: Axis {
        self == .horizontal ? .vertical : .horizontal
    }
}
