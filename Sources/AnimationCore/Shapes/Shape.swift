import Foundation

/// A 2D shape that describes itself as a path in a given rectangle, and can animate.
///
/// Mirrors SwiftUI's `Shape`: a `Sendable` value that refines ``Animatable``, with one
/// requirement, ``path(in:)``. Each frame of an animation sets an interpolated
/// ``Animatable/animatableData`` on a copy of the shape and asks it for its path again. A shape
/// that does not write `animatableData` gets ``EmptyAnimatableData`` and does not animate: it
/// draws its destination from the first frame, the silent failure seed 003 shows with
/// `SnapPolygon`.
///
///     struct Arc: Shape {
///         var startAngle: Angle
///         var endAngle: Angle
///         var clockwise: Bool
///
///         var animatableData: AnimatablePair<Double, Double> {
///             get { AnimatablePair(startAngle.radians, endAngle.radians) }
///             set { (startAngle, endAngle) = (.radians(newValue.first), .radians(newValue.second)) }
///         }
///
///         func path(in rect: CGRect) -> Path {
///             var path = Path()
///             path.addArc(
///                 center: CGPoint(x: rect.midX, y: rect.midY), radius: rect.width / 2,
///                 startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
///             return path
///         }
///     }
///
/// The built-in shapes are ``Circle``, ``Rectangle``, ``RoundedRectangle``, ``Capsule``,
/// ``Ellipse`` and ``Path`` itself; ``trim(from:to:)`` draws a part of any shape.
public protocol Shape: Animatable, Sendable {
    /// Describes this shape as a path within a rectangular frame of reference.
    ///
    /// Mirrors SwiftUI's `Shape.path(in:)`. It runs on every frame of every animation of the
    /// shape, so it should be cheap.
    ///
    /// - Parameter rect: The frame of reference for describing this shape.
    /// - Returns: A path that describes this shape.
    func path(in rect: CGRect) -> Path
}

extension Shape {
    /// Returns the part of this shape between two fractions of its path's length.
    ///
    /// Mirrors SwiftUI's `Shape.trim(from:to:)`. The result is an animatable shape: its
    /// `animatableData` carries both fractions besides this shape's own data, so animating
    /// `to` from 0 to 1 draws the outline on, as seed 003's progress ring does with
    /// `Circle().trim(from: 0, to: progress)`. The fractions are clamped to `0...1` when the
    /// path is drawn; see ``Path/trimmedPath(from:to:)`` for how they are measured.
    ///
    ///     let ring = Circle().trim(from: 0, to: 0.25)
    ///     ring.path(in: CGRect(x: 0, y: 0, width: 100, height: 100)).currentPoint   // (50, 100)
    ///
    /// - Parameters:
    ///   - startFraction: The fraction of the length where the drawn part starts.
    ///   - endFraction: The fraction of the length where the drawn part ends.
    /// - Returns: The trimmed shape.
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> _TrimmedShape<Self> {
        _TrimmedShape(shape: self, startFraction: startFraction, endFraction: endFraction)
    }
}
