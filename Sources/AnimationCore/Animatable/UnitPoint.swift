import Foundation

/// A normalized two-dimensional point in a view's coordinate space.
///
/// Mirrors SwiftUI's `UnitPoint`: (0, 0) is the top-leading corner and (1, 1) the bottom-trailing
/// one, with y growing downwards, so ``top`` is (0.5, 0) and ``bottom`` is (0.5, 1). It animates
/// both coordinates as an `AnimatablePair<CGFloat, CGFloat>`, each × 128 as SwiftUI scales them.
/// Its coordinates may lie outside `0...1`.
public struct UnitPoint: Hashable, Sendable {
    /// The normalized distance from the leading edge.
    public var x: CGFloat

    /// The normalized distance from the top edge.
    public var y: CGFloat

    /// Creates the point at the origin, (0, 0).
    @inlinable
    public init() {
        self.x = 0
        self.y = 0
    }

    /// Creates a point with the given normalized coordinates.
    ///
    /// - Parameters:
    ///   - x: The normalized distance from the leading edge.
    ///   - y: The normalized distance from the top edge.
    @inlinable
    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }

    /// The origin, (0, 0).
    public static let zero = UnitPoint(x: 0, y: 0)
    /// The center, (0.5, 0.5).
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    /// The middle of the leading edge, (0, 0.5).
    public static let leading = UnitPoint(x: 0, y: 0.5)
    /// The middle of the trailing edge, (1, 0.5).
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    /// The middle of the top edge, (0.5, 0).
    public static let top = UnitPoint(x: 0.5, y: 0)
    /// The middle of the bottom edge, (0.5, 1).
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    /// The top-leading corner, (0, 0).
    public static let topLeading = UnitPoint(x: 0, y: 0)
    /// The top-trailing corner, (1, 0).
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    /// The bottom-leading corner, (0, 1).
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    /// The bottom-trailing corner, (1, 1).
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

extension UnitPoint: Animatable {
    /// How many units of animatable data make one unit of a coordinate: 128, as for ``Angle``.
    public static let _animatableDataScale: CGFloat = 128

    /// Both coordinates × 128, as SwiftUI animates them; the setter divides by 128. A spring
    /// moving a unit point across a view comes to rest as one moving a value by 128 would.
    ///
    ///     UnitPoint.center.animatableData    // AnimatablePair(64, 64)
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(x * UnitPoint._animatableDataScale, y * UnitPoint._animatableDataScale) }
        set {
            (x, y) = (newValue.first / UnitPoint._animatableDataScale, newValue.second / UnitPoint._animatableDataScale)
        }
    }
}

extension UnitPoint: CustomStringConvertible {
    /// A textual representation of the point, such as `UnitPoint(x: 0.5, y: 0)`.
    public var description: String {
        "UnitPoint(x: \(_formatNumber(Double(x))), y: \(_formatNumber(Double(y))))"
    }
}
