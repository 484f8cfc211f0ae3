/// Where views line up across a horizontal stack, as SwiftUI's `VerticalAlignment`.
public struct VerticalAlignment: Hashable, Sendable, CustomStringConvertible {
    /// The fraction of the height the alignment guide sits at: 0 top, 0.5 centre, 1 bottom.
    let fraction: CGFloat
    public let description: String

    /// The top edges line up.
    public static let top = VerticalAlignment(fraction: 0, description: "top")
    /// The centres line up.
    public static let center = VerticalAlignment(fraction: 0.5, description: "center")
    /// The bottom edges line up.
    public static let bottom = VerticalAlignment(fraction: 1, description: "bottom")
}
