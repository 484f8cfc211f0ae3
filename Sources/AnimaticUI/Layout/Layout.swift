import Foundation

/// A type that sizes and places a collection of subviews: the engine behind stacks and frames.
///
/// Mirrors SwiftUI's `Layout` protocol. Layout runs in three steps, repeated down the tree:
///
/// 1. the parent **proposes** a size (a ``ProposedViewSize``) to the layout;
/// 2. the layout **chooses** its size in ``sizeThatFits(proposal:subviews:cache:)``, usually by
///    proposing sizes to its subviews and combining their answers;
/// 3. the parent places the layout in a rectangle, and the layout **places** each subview in
///    ``placeSubviews(in:proposal:subviews:cache:)`` by calling
///    ``LayoutSubview/place(at:anchor:proposal:)``.
///
/// Coordinates are in points with the origin at the top left and y growing downwards.
///
///     let stack = HStackLayout(spacing: 8)
///     var cache: Void = ()
///     let size = stack.sizeThatFits(proposal: ProposedViewSize(width: 300, height: 100),
///                                   subviews: subviews, cache: &cache)
///
/// Animatic's `Layout` is SwiftUI's without explicit alignment guides
/// (`explicitAlignment(of:in:proposal:subviews:cache:)`) and without spacing preferences
/// (`spacing(subviews:cache:)`): alignments are fixed fractions of a view's size, and stacks
/// use the system's default spacing of 8 points between views (0 next to a `Spacer`) unless
/// given a spacing.
public protocol Layout: Animatable {
    /// Properties of the layout type, such as whether it is a stack.
    static var layoutProperties: LayoutProperties { get }

    /// Data the layout computes once and reuses across calls; `Void` when it keeps none.
    associatedtype Cache = Void

    /// The subviews a layout arranges.
    typealias Subviews = LayoutSubviews

    /// Creates the cache for a collection of subviews.
    ///
    /// - Parameter subviews: The subviews the layout arranges.
    /// - Returns: The cache to pass to the other methods.
    func makeCache(subviews: Subviews) -> Cache

    /// Updates the cache when the subviews change.
    ///
    /// The default implementation replaces the cache with a new one from
    /// ``makeCache(subviews:)``.
    ///
    /// - Parameters:
    ///   - cache: The cache to update.
    ///   - subviews: The subviews the layout now arranges.
    func updateCache(_ cache: inout Cache, subviews: Subviews)

    /// The size the layout chooses for a proposal.
    ///
    /// - Parameters:
    ///   - proposal: The size the parent proposes.
    ///   - subviews: The subviews the layout arranges.
    ///   - cache: The layout's cache.
    /// - Returns: The layout's size, in points.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize

    /// Places every subview in the rectangle the parent gave the layout.
    ///
    /// - Parameters:
    ///   - bounds: The layout's frame, in the parent's coordinates; usually the size the
    ///     layout chose for `proposal`.
    ///   - proposal: The size the parent proposed when it chose `bounds`.
    ///   - subviews: The subviews to place.
    ///   - cache: The layout's cache.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
}

extension Layout {
    /// No stack orientation: the default for layouts that are not stacks.
    public static var layoutProperties: LayoutProperties {
        LayoutProperties()
    }

    /// Replaces the cache with a new one from ``makeCache(subviews:)``.
    ///
    /// - Parameters:
    ///   - cache: The cache to replace.
    ///   - subviews: The subviews the layout now arranges.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }
}

extension Layout where Cache == Void {
    /// Makes the empty cache of a layout that keeps none.
    ///
    /// - Parameter subviews: The subviews the layout arranges.
    public func makeCache(subviews: Subviews) {}
}
