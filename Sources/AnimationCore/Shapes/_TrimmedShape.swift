import Foundation

/// A shape drawn between two fractions of another shape's path length.
///
/// Mirrors SwiftUI's `_TrimmedShape`, which `Shape.trim(from:to:)` returns. Its
/// ``animatableData`` is SwiftUI's: the trimmed shape's own data first, then the pair of
/// fractions, `AnimatablePair<Content.AnimatableData, AnimatablePair<CGFloat, CGFloat>>`. So
/// an animation interpolates the fractions and the underlying shape together, in the same frame.
///
///     var ring = Circle().trim(from: 0, to: 0.2)
///     ring.animatableData.second.second   // 0.2, the end fraction
///     ring.animatableData = ring.animatableData.interpolated(
///         towards: Circle().trim(from: 0, to: 1).animatableData, amount: 0.5)
///     ring.endFraction   // 0.6
public struct _TrimmedShape<Content: Shape>: Shape {
    /// The shape being trimmed.
    public var shape: Content

    /// The fraction of the length where the drawn part starts.
    public var startFraction: CGFloat

    /// The fraction of the length where the drawn part ends.
    public var endFraction: CGFloat

    /// Creates a trimmed shape; ``Shape/trim(from:to:)`` is the usual way to make one.
    ///
    /// - Parameters:
    ///   - shape: The shape to trim.
    ///   - startFraction: The fraction of the length where the drawn part starts.
    ///   - endFraction: The fraction of the length where the drawn part ends.
    public init(shape: Content, startFraction: CGFloat = 0, endFraction: CGFloat = 1) {
        self.shape = shape
        self.startFraction = startFraction
        self.endFraction = endFraction
    }

    /// The trimmed part of the shape's path in the rectangle.
    ///
    /// - Parameter rect: The frame of reference for describing the shape.
    /// - Returns: `shape.path(in: rect).trimmedPath(from: startFraction, to: endFraction)`.
    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).trimmedPath(from: startFraction, to: endFraction)
    }

    /// The shape's own data and the two fractions, `(shape, (start, end))`, as SwiftUI animates
    /// them.
    public var animatableData: AnimatablePair<Content.AnimatableData, AnimatablePair<CGFloat, CGFloat>> {
        get { AnimatablePair(shape.animatableData, AnimatablePair(startFraction, endFraction)) }
        set {
            shape.animatableData = newValue.first
            startFraction = newValue.second.first
            endFraction = newValue.second.second
        }
    }
}

extension _TrimmedShape: Equatable where Content: Equatable {}

extension _TrimmedShape: CustomStringConvertible {
    /// The value as code writes it: `Circle().trim(from: 0, to: 0.75)`.
    public var description: String {
        "\(shape).trim(from: \(_DecimalText.shortest(Double(startFraction))), "
            + "to: \(_DecimalText.shortest(Double(endFraction))))"
    }
}
