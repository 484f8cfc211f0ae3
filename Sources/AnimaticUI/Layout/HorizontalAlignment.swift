import Foundation

/// An alignment position along the horizontal axis.
///
/// Mirrors SwiftUI's `HorizontalAlignment` for its three built-in guides. Animatic's layout has
/// no explicit alignment guides (no `alignmentGuide(_:computeValue:)` and no custom
/// `AlignmentID`): every guide is a fixed fraction of a view's width, 0 at the leading edge,
/// ½ at the centre and 1 at the trailing edge, which is what SwiftUI computes for views that
/// do not override their guides.
public struct HorizontalAlignment: Hashable, Sendable {
    /// Where the guide lies, as a fraction of the view's width from its leading edge.
    package let fraction: CGFloat

    private init(fraction: CGFloat) {
        self.fraction = fraction
    }

    /// The guide at the leading edge.
    public static let leading = HorizontalAlignment(fraction: 0)
    /// The guide at the horizontal centre.
    public static let center = HorizontalAlignment(fraction: 0.5)
    /// The guide at the trailing edge.
    public static let trailing = HorizontalAlignment(fraction: 1)

    /// The guide's position in a view of the given width, from its leading edge.
    package func value(in width: CGFloat) -> CGFloat {
        fraction * width
    }
}

extension HorizontalAlignment: CustomStringConvertible {
    /// The guide's name as code writes it: `leading`, `center` or `trailing`.
    public var description: String {
        switch fraction {
        case 0: "leading"
        case 1: "trailing"
        default: "center"
        }
    }
}
