/// Where a view sits in a larger frame, as SwiftUI's `Alignment`: a horizontal and a vertical guide.
public struct Alignment: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal guide.
    public var horizontal: HorizontalAlignment
    /// The vertical guide.
    public var vertical: VerticalAlignment

    /// Creates an alignment from its two guides.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

    /// `center`, `topLeading`, …
    public var description: String {
        if vertical == .center { return horizontal.description }
        if horizontal == .center { return vertical.description }
        return vertical.description + horizontal.description.prefix(1).uppercased() + horizontal.description.dropFirst()
    }

    /// Where a child of size `child` goes in a frame of size `frame`: its top-left corner.
    func origin(of child: CGSize, in frame: CGSize) -> CGPoint {
        CGPoint(
            x: (frame.width - child.width) * horizontal.fraction, y: (frame.height - child.height) * vertical.fraction)
    }
}
