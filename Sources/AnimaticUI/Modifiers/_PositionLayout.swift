/// `position`: takes the whole size proposed and places the centre of its content at a point in it.
/// Animatable: its data is the point's.
public struct _PositionLayout: _BuiltInModifier, Animatable, Equatable, CustomStringConvertible {
    /// The _name .
    public static let _name = "position"
    /// Where the content's centre goes, in the frame's coordinates.
    public var position: CGPoint

    /// The data an animation interpolates.
    public var animatableData: CGPoint.AnimatableData {
        get { position.animatableData }
        set { position.animatableData = newValue }
    }

    /// The value as code writes it.
    public var description: String { "position(x: \(position.x), y: \(position.y))" }
}

extension View {
    /// Places the view's centre at `position` in its parent's frame, as SwiftUI's `position(_:)`.
    public func position(_ position: CGPoint) -> ModifiedContent<Self, _PositionLayout> {
        modifier(_PositionLayout(position: position))
    }

    /// Places the view's centre at `x`, `y`.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> ModifiedContent<Self, _PositionLayout> {
        modifier(_PositionLayout(position: CGPoint(x: x, y: y)))
    }
}

extension _PositionLayout: Layout {
    /// Takes the whole size proposed, 10 points on an axis with none, as SwiftUI's `position`.
    ///
    /// - Parameters:
    ///   - proposal: The size proposed to the modified view.
    ///   - subviews: The content.
    ///   - cache: Unused.
    /// - Returns: The proposal, with unspecified dimensions 10 points.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    /// Places the content's centre at ``position``, measured from the top-leading corner of `bounds`.
    ///
    /// - Parameters:
    ///   - bounds: The modified view's frame.
    ///   - proposal: The size proposed to the modified view.
    ///   - subviews: The content.
    ///   - cache: Unused.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        let point = CGPoint(x: bounds.minX + position.x, y: bounds.minY + position.y)
        for subview in subviews { subview.place(at: point, anchor: .center, proposal: proposal) }
    }
}
