import Foundation

/// A horizontal stack: subviews side by side, leading to trailing.
///
/// Mirrors SwiftUI's `HStackLayout`, the layout behind `HStack`. It subtracts the spacing,
/// then offers the width left to its subviews least flexible first, by layout priority; a
/// `Spacer` inside expands horizontally. Its width is its subviews' plus the spacing, its
/// height the tallest subview's; subviews are aligned vertically by ``alignment``.
///
///     // A fixed 100-point rectangle and a flexible one, in 300 points:
///     // the fixed one takes 100, the flexible one 300 − 8 − 100 = 192.
///     HStackLayout()
public struct HStackLayout: Layout {
    /// The vertical alignment of the subviews; centre by default.
    public var alignment: VerticalAlignment

    /// The distance between neighbours, or `nil` for the system's default: 8 points, and 0
    /// next to a `Spacer`.
    public var spacing: CGFloat?

    /// Creates a horizontal stack layout.
    ///
    /// - Parameters:
    ///   - alignment: The vertical alignment of the subviews; centre by default.
    ///   - spacing: The distance between neighbours, or `nil` for the default.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    /// A stack oriented horizontally, so that a `Spacer` in it expands horizontally.
    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }

    private var algorithm: _StackAlgorithm {
        _StackAlgorithm(axis: .horizontal, spacing: spacing, crossAlignment: alignment.fraction)
    }

    /// The stack's size: its subviews' widths plus spacing, by the tallest subview.
    ///
    /// - Parameters:
    ///   - proposal: The size proposed to the stack.
    ///   - subviews: The stack's subviews.
    ///   - cache: Unused.
    /// - Returns: The stack's size.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        algorithm.sizeThatFits(proposal, subviews)
    }

    /// Places the subviews left to right from the leading edge of `bounds`.
    ///
    /// - Parameters:
    ///   - bounds: The stack's frame.
    ///   - proposal: The size proposed to the stack.
    ///   - subviews: The stack's subviews.
    ///   - cache: Unused.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        algorithm.place(in: bounds, proposal, subviews)
    }
}
