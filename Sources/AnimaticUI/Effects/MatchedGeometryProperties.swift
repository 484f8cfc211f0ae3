/// Which parts of a view's geometry `matchedGeometryEffect` shares, as SwiftUI's
/// `MatchedGeometryProperties`.
public struct MatchedGeometryProperties: OptionSet, Hashable, Sendable {
    /// The bits of the set.
    public let rawValue: UInt32

    /// Creates the set from its bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The view's position: its anchor point is placed on the source's.
    public static let position = MatchedGeometryProperties(rawValue: 1 << 0)
    /// The view's size: it takes the source's.
    public static let size = MatchedGeometryProperties(rawValue: 1 << 1)
    /// Both: the view takes the source's frame.
    public static let frame: MatchedGeometryProperties = [.position, .size]
}
