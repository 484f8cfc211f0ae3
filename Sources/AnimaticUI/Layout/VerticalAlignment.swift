import Foundation

/// An alignment position along the vertical axis.
///
/// Mirrors SwiftUI's `VerticalAlignment` for its three geometric guides. As with
/// ``HorizontalAlignment``, each guide is a fixed fraction of a view's height: 0 at the top,
/// ½ at the centre and 1 at the bottom. The text baseline guides (`firstTextBaseline`,
/// `lastTextBaseline`) are not modelled.
public struct VerticalAlignment: Hashable, Sendable {
    /// Where the guide lies, as a fraction of the view's height from its top edge.
    package let fraction: CGFloat

    private init(fraction: CGFloat) {
        self.fraction = fraction
    }

    /// The guide at the top edge.
    public static let top = VerticalAlignment(fraction: 0)
    /// The guide at the vertical centre.
    public static let center = VerticalAlignment(fraction: 0.5)
    /// The guide at the bottom edge.
    public static let bottom = VerticalAlignment(fraction: 1)

    /// The guide's position in a view of the given height, from its top edge.
    package func value(in height: CGFloat) -> CGFloat {
        fraction * height
    }
}

extension VerticalAlignment: CustomStringConvertible {
    /// The guide's name as code writes it: `top`, `center` or `bottom`.
    public var description: String {
        switch fraction {
        case 0: "top"
        case 1: "bottom"
        default: "center"
        }
    }
}
