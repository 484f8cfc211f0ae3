import Foundation

/// A proxy for one subview of a layout: ask it for its size, then place it.
///
/// Mirrors SwiftUI's `LayoutSubview`. Whoever builds the layout tree answers for it: a host's
/// container answers for all its subviews at once, so that a stack of
/// ten thousand rows makes no object per row; a subview can also be made from two closures, one
/// that answers a proposal with the subview's size, and one that receives the subview's placement
/// (its frame in the parent's coordinates and the proposal it was placed with), so that the caller
/// can record it and lay out the subview's own children.
///
///     let subview = LayoutSubview(
///         sizeThatFits: { proposal in proposal.replacingUnspecifiedDimensions() },
///         place: { frame, proposal in placed.append(frame) })
///
/// A `Spacer` is a subview whose `isSpacer` is `true`: stacks put no default spacing next to
/// it, and by default it has the lowest layout priority, as in SwiftUI.
public struct LayoutSubview {
    /// What answers for the subview: the container's pieces, one object for all its subviews, or
    /// the closures of a subview made from them.
    private let source: any _LayoutSubviewSource
    /// The subview's index in `source`.
    private let index: Int

    /// The subview's layout priority: stacks offer space to higher priorities first.
    ///
    /// Mirrors SwiftUI's `layoutPriority(_:)`; 0 unless the view says otherwise, and minus
    /// infinity for a `Spacer`.
    public var priority: Double { source.priority(at: index) }

    /// Whether the subview is a `Spacer`, which stacks separate from its neighbours by no
    /// default spacing.
    package var isSpacer: Bool { source.isSpacer(at: index) }

    /// The subview at `index` of `source`.
    package init(_ source: any _LayoutSubviewSource, index: Int) {
        self.source = source
        self.index = index
    }

    /// Creates a subview from the closures that size and place it.
    ///
    /// - Parameters:
    ///   - priority: The layout priority; 0 by default.
    ///   - isSpacer: Whether the subview is a `Spacer`; `false` by default.
    ///   - sizeThatFits: Answers a proposal with the subview's size.
    ///   - place: Receives the subview's frame, in the parent layout's coordinates, and the
    ///     proposal it was placed with.
    package init(
        priority: Double = 0, isSpacer: Bool = false,
        sizeThatFits: @escaping (ProposedViewSize) -> CGSize,
        place: @escaping (_ frame: CGRect, _ proposal: ProposedViewSize) -> Void
    ) {
        self.init(
            _ClosureSubview(priority: priority, isSpacer: isSpacer, measure: sizeThatFits, commit: place), index: 0)
    }

    /// Creates the subview of a `Spacer`.
    ///
    /// - Parameters:
    ///   - minLength: The spacer's minimum length; `nil` for the default of 8 points.
    ///   - orientation: The axis of the stack the spacer is in (the parent layout's
    ///     ``LayoutProperties/stackOrientation``), or `nil` outside a stack.
    ///   - priority: The layout priority; minus infinity by default, as in SwiftUI.
    ///   - place: Receives the spacer's frame and proposal.
    /// - Returns: A subview sized by ``_LeafSizing/spacer(minLength:orientation:proposal:)``.
    package static func spacer(
        minLength: CGFloat?, orientation: Axis?, priority: Double = -.infinity,
        place: @escaping (_ frame: CGRect, _ proposal: ProposedViewSize) -> Void
    ) -> LayoutSubview {
        LayoutSubview(
            priority: priority, isSpacer: true,
            sizeThatFits: { _LeafSizing.spacer(minLength: minLength, orientation: orientation, proposal: $0) },
            place: place)
    }

    /// The size the subview chooses for a proposal.
    ///
    /// - Parameter proposal: The size proposed to the subview.
    /// - Returns: The subview's size, in points.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        source.sizeThatFits(at: index, proposal)
    }

    /// Places the subview in `frame` without measuring it: for a container whose content is made
    /// from the container's own frame (a `GeometryReader`'s), which its layout must not read.
    package func _place(in frame: CGRect, proposal: ProposedViewSize) {
        source.place(at: index, in: frame, proposal: proposal)
    }

    /// Places the subview.
    ///
    /// The subview chooses its size for `proposal`, then is put so that the point `anchor` of
    /// its frame (a unit point: (0, 0) the top-leading corner, (1, 1) the bottom-trailing one)
    /// lies at `position`.
    ///
    /// - Parameters:
    ///   - position: Where the anchor goes, in the parent layout's coordinates.
    ///   - anchor: The point of the subview's frame put at `position`; the top-leading corner
    ///     by default.
    ///   - proposal: The size proposed to the subview.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        let size = sizeThatFits(proposal)
        let origin = CGPoint(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height)
        _place(in: CGRect(origin: origin, size: size), proposal: proposal)
    }
}
