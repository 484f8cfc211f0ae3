import Foundation

/// The inset distances for the four edges of a rectangle.
///
/// Mirrors SwiftUI's `EdgeInsets`: `top`, `leading`, `bottom` and `trailing`, in points. It
/// animates all four as nested pairs, `(top, (leading, (bottom, trailing)))`, as SwiftUI does, so
/// a padding that changes under an animation moves every edge at once.
///
///     let insets = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
///     insets.animatableData   // AnimatablePair(1, AnimatablePair(2, AnimatablePair(3, 4)))
public struct EdgeInsets: Hashable, Sendable {
    /// The inset from the top edge.
    public var top: CGFloat

    /// The inset from the leading edge.
    public var leading: CGFloat

    /// The inset from the bottom edge.
    public var bottom: CGFloat

    /// The inset from the trailing edge.
    public var trailing: CGFloat

    /// Creates insets with the given distances for each edge.
    ///
    /// - Parameters:
    ///   - top: The inset from the top edge.
    ///   - leading: The inset from the leading edge.
    ///   - bottom: The inset from the bottom edge.
    ///   - trailing: The inset from the trailing edge.
    @inlinable
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// Creates insets of zero on every edge.
    @inlinable
    public init() {
        self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
    }
}

extension EdgeInsets: Animatable {
    /// The four insets as `(top, (leading, (bottom, trailing)))`, as SwiftUI animates them.
    public var animatableData: AnimatablePair<CGFloat, AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>>> {
        @inlinable get { AnimatablePair(top, AnimatablePair(leading, AnimatablePair(bottom, trailing))) }
        @inlinable set {
            top = newValue.first
            leading = newValue.second.first
            bottom = newValue.second.second.first
            trailing = newValue.second.second.second
        }
    }
}
