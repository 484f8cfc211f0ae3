import Foundation

/// A rectangular shape with rounded corners, aligned inside the frame of the view containing it.
///
/// Mirrors SwiftUI's `RoundedRectangle`: it fills the rectangle, with
/// ``Path/init(roundedRect:cornerSize:)``, and animates its corner size (its
/// ``animatableData`` is `CGSize.AnimatableData`, as in SwiftUI). Corners are circular (or
/// elliptical, with unequal radii); SwiftUI's `.continuous` corner style is not modelled.
///
///     RoundedRectangle(cornerRadius: 12).path(in: CGRect(x: 0, y: 0, width: 80, height: 96))
public struct RoundedRectangle: Shape, Equatable {
    /// The horizontal and vertical radii of the corners.
    public var cornerSize: CGSize

    /// Creates a rounded rectangle with elliptical corners.
    ///
    /// - Parameter cornerSize: The horizontal and vertical radii of the corners.
    public init(cornerSize: CGSize) {
        self.cornerSize = cornerSize
    }

    /// Creates a rounded rectangle with circular corners.
    ///
    /// - Parameter cornerRadius: The radius of the corners.
    public init(cornerRadius: CGFloat) {
        self.cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
    }

    /// The rounded rectangle filling the rectangle.
    ///
    /// - Parameter rect: The frame of reference for describing the rounded rectangle.
    /// - Returns: The rounded rectangle's path.
    public func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerSize: cornerSize)
    }

    /// The corner size's width and height, as SwiftUI animates them.
    public var animatableData: CGSize.AnimatableData {
        get { cornerSize.animatableData }
        set { cornerSize.animatableData = newValue }
    }
}
