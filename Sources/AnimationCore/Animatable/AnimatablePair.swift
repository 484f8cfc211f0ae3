import Foundation

/// A pair of animatable values, which is itself animatable.
///
/// Mirrors SwiftUI's `AnimatablePair`: a type with two animated properties answers them as a
/// pair, and pairs nest for more values (`AnimatablePair<A, AnimatablePair<B, C>>`). All vector
/// operations act component-wise; the squared magnitude is the sum of the components'.
///
///     struct Ring: Animatable {
///         var start: Double
///         var end: Double
///         var animatableData: AnimatablePair<Double, Double> {
///             get { AnimatablePair(start, end) }
///             set { (start, end) = (newValue.first, newValue.second) }
///         }
///     }
@frozen
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
    /// The first value.
    public var first: First

    /// The second value.
    public var second: Second

    /// Creates a pair of animatable values.
    ///
    /// - Parameters:
    ///   - first: The first value.
    ///   - second: The second value.
    @inlinable
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// The pair of both components' zeros.
    @inlinable
    public static var zero: AnimatablePair<First, Second> {
        AnimatablePair(.zero, .zero)
    }

    /// Adds two pairs component-wise.
    @inlinable
    public static func + (lhs: AnimatablePair, rhs: AnimatablePair) -> AnimatablePair {
        AnimatablePair(lhs.first + rhs.first, lhs.second + rhs.second)
    }

    /// Subtracts two pairs component-wise.
    @inlinable
    public static func - (lhs: AnimatablePair, rhs: AnimatablePair) -> AnimatablePair {
        AnimatablePair(lhs.first - rhs.first, lhs.second - rhs.second)
    }

    /// Adds a pair to this one component-wise.
    @inlinable
    public static func += (lhs: inout AnimatablePair, rhs: AnimatablePair) {
        lhs.first += rhs.first
        lhs.second += rhs.second
    }

    /// Subtracts a pair from this one component-wise.
    @inlinable
    public static func -= (lhs: inout AnimatablePair, rhs: AnimatablePair) {
        lhs.first -= rhs.first
        lhs.second -= rhs.second
    }

    /// Scales both components by the given factor.
    ///
    /// - Parameter rhs: The factor.
    @inlinable
    public mutating func scale(by rhs: Double) {
        first.scale(by: rhs)
        second.scale(by: rhs)
    }

    /// The sum of both components' squared magnitudes.
    @inlinable
    public var magnitudeSquared: Double {
        first.magnitudeSquared + second.magnitudeSquared
    }
}

extension AnimatablePair: Sendable where First: Sendable, Second: Sendable {}

extension AnimatablePair: Hashable where First: Hashable, Second: Hashable {}

extension AnimatablePair: Animatable {
    /// The pair is its own animatable data.
    public typealias AnimatableData = AnimatablePair<First, Second>
}

extension AnimatablePair: CustomStringConvertible {
    /// A textual representation of the pair, `(first, second)`.
    public var description: String {
        "(\(first), \(second))"
    }
}
