/// The section views a lazy stack or grid keeps pinned while it scrolls, as SwiftUI's
/// `PinnedScrollableViews`. Animatic does not scroll: the set is kept, and changes nothing.
public struct PinnedScrollableViews: OptionSet, Sendable {
    /// The set's bits.
    public let rawValue: UInt32

    /// A set from its bits.
    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// Section headers.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1 << 0)
    /// Section footers.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 1 << 1)
}
