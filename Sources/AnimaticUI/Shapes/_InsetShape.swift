import Foundation

/// A shape drawn in its frame inset by an amount on every side: what `strokeBorder` strokes, so that
/// the whole line falls inside the frame. Its animatable data is the shape's, then the amount. Not
/// API.
///
/// SwiftUI insets an `InsettableShape` by its own rule (a rounded rectangle's corners shrink by the
/// amount); AnimaticUI insets the frame the shape is drawn in, which is the same for a rectangle, a
/// circle, an ellipse and a capsule, and keeps a rounded rectangle's corner radius.
public struct _InsetShape<Content: Shape>: Shape {
    /// The shape.
    public var shape: Content
    /// How far in from each side, in points.
    public var amount: CGFloat

    /// The shape's path in `rect` inset by ``amount`` on every side.
    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect.insetBy(dx: amount, dy: amount))
    }

    /// The shape's own data, then the amount.
    public var animatableData: AnimatablePair<Content.AnimatableData, CGFloat> {
        get { AnimatablePair(shape.animatableData, amount) }
        set {
            shape.animatableData = newValue.first
            amount = newValue.second
        }
    }
}

extension _InsetShape: Equatable where Content: Equatable {}
