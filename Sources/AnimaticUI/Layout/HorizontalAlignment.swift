/// Where views line up across a vertical stack, as SwiftUI's `HorizontalAlignment`.
public struct HorizontalAlignment: Hashable, Sendable, CustomStringConvertible {
    /// The fraction of the width the alignment guide sits at: 0 leading, 0.5 centre, 1 trailing.
    let fraction: CGFloat
    public let description: String

    /// The leading edges line up.
    public static let leading = HorizontalAlignment(fraction: 0, description: "leading")
    /// The centres line up.
    public static let center = HorizontalAlignment(fraction: 0.5, description: "center")
    /// The trailing edges line up.
    public static let trailing = HorizontalAlignment(fraction: 1, description: "trailing")
}
