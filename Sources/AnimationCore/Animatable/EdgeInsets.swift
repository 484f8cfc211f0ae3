import Foundation

/// The inset distances for the sides of a rectangle, in points.
///
/// Mirrors SwiftUI's `EdgeInsets`: `leading` and `trailing` are the horizontal sides in the
/// reading direction (left and right for a left-to-right layout).
public struct EdgeInsets: Equatable, Sendable {
    /// The distance from the top edge.
    public var top: CGFloat

    /// The distance from the leading edge.
    public var leading: CGFloat

    /// The distance from the bottom edge.
    public var bottom: CGFloat

    /// The distance from the trailing edge.
    public var trailing: CGFloat

    /// Creates insets with the given distance for each edge.
    ///
    /// - Parameters:
    ///   - top: The distance from the top edge.
    ///   - leading: The distance from the leading edge.
    ///   - bottom: The distance from the bottom edge.
    ///   - trailing: The distance from the trailing edge.
    @inlinable
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// Creates insets of zero on every edge.
    @inlinable
    public init() {
        self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
    }
}
