import Foundation

/// One column of a `LazyVGrid`, or one row of a `LazyHGrid`, as SwiftUI's `GridItem`.
///
///     LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) { … }
public struct GridItem: Sendable {
    /// How long a grid item is across the grid.
    public enum Size: Sendable {
        /// Exactly this many points.
        case fixed(CGFloat)
        /// A share of the length left once fixed items and spacing are taken, between `minimum` and
        /// `maximum`.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// A share of the length left, split into as many tracks of at least `minimum` (and at most
        /// `maximum`) points as fit.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    /// How long the item is.
    public var size: Size
    /// The space after the item (and between the tracks of an adaptive one); 8 points when `nil`.
    public var spacing: CGFloat?
    /// How cells sit in the item's tracks; centred when `nil`.
    public var alignment: Alignment?

    /// A grid item.
    ///
    /// - Parameters:
    ///   - size: How long it is; flexible from 10 points by default.
    ///   - spacing: The space after it; 8 points when `nil`.
    ///   - alignment: How cells sit in it; centred when `nil`.
    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}
