import Foundation

/// An alignment in both axes, as used by frames, overlays and `ZStack`.
///
/// Mirrors SwiftUI's `Alignment`: a ``HorizontalAlignment`` paired with a
/// ``VerticalAlignment``. Placing a child of size *c* in a container of size *s* by an
/// alignment puts the child's guide on the container's guide, so the child's origin is
/// `guide(s) − guide(c)` on each axis: for `.center`, `(s − c) / 2`.
public struct Alignment: Hashable, Sendable {
    /// The alignment on the horizontal axis.
    public var horizontal: HorizontalAlignment

    /// The alignment on the vertical axis.
    public var vertical: VerticalAlignment

    /// Creates an alignment from one guide per axis.
    ///
    /// - Parameters:
    ///   - horizontal: The alignment on the horizontal axis.
    ///   - vertical: The alignment on the vertical axis.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// Centred in both axes.
    public static let center = Alignment(horizontal: .center, vertical: .center)
    /// The leading edge, centred vertically.
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    /// The trailing edge, centred vertically.
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    /// The top edge, centred horizontally.
    public static let top = Alignment(horizontal: .center, vertical: .top)
    /// The bottom edge, centred horizontally.
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    /// The top-leading corner.
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    /// The top-trailing corner.
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    /// The bottom-leading corner.
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    /// The bottom-trailing corner.
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

    /// The origin at which a child of `size` sits when aligned in `bounds`.
    ///
    /// The child may be larger than `bounds`; it then overflows equally on both sides for a
    /// centre alignment, or past the far edge for a leading or top one.
    package func origin(placing size: CGSize, in bounds: CGRect) -> CGPoint {
        CGPoint(
            x: bounds.minX + horizontal.value(in: bounds.width) - horizontal.value(in: size.width),
            y: bounds.minY + vertical.value(in: bounds.height) - vertical.value(in: size.height))
    }
}

extension Alignment: CustomStringConvertible {
    /// The alignment's name as code writes it (`center`, `topLeading`), so that a traced modifier
    /// reads `.overlay(alignment: .center)`.
    public var description: String {
        switch (horizontal.description, vertical.description) {
        case ("center", "center"): "center"
        case (let horizontal, "center"): horizontal
        case ("center", let vertical): vertical
        case (let horizontal, let vertical): vertical + horizontal.prefix(1).uppercased() + horizontal.dropFirst()
        }
    }
}
