import Foundation

/// A vertical stack: subviews one above the other, top to bottom.
///
/// Mirrors SwiftUI's `VStackLayout`, the layout behind `VStack`. It subtracts the spacing,
/// then offers the height left to its subviews least flexible first, by layout priority; a
/// `Spacer` inside expands vertically. Its height is its subviews' plus the spacing, its
/// width the widest subview's; subviews are aligned horizontally by ``alignment``.
///
///     // A fixed 100-point-high rectangle and a flexible one, in 300 points:
///     // the fixed one takes 100, the flexible one 300 − 8 − 100 = 192.
///     VStackLayout()
public struct VStackLayout: Layout {
    /// The horizontal alignment of the subviews; centre by default.
    public var alignment: HorizontalAlignment

    /// The distance between neighbours, or `nil` for the system's default: 8 points, and 0
    /// next to a `Spacer`.
    public var spacing: CGFloat?

    /// Creates a horizontal stack layout.
    ///
    /// - Parameters:
    ///   - alignment: The horizontal alignment of the subviews; centre by default.
    ///   - spacing: The distance between neighbours, or `nil` for the default.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    /// A stack oriented vertically, so that a `Spacer` in it expands vertically.
    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .vertical
        return properties
    }

    private var algorithm: _StackAlgorithm {
        _StackAlgorithm(axis: .vertical, spacing: spacing, crossAlignment: alignment.fraction)
    }

    /// The stack's size: its subviews' heights plus spacing, by the widest subview.
    ///
    /// - Parameters:
    ///   - proposal: The size proposed to the stack.
    ///   - subviews: The stack's subviews.
    ///   - cache: Unused.
    /// - Returns: The stack's size.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        algorithm.sizeThatFits(proposal, subviews)
    }

    /// Places the subviews top to bottom from the top edge of `bounds`.
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
