import Foundation

/// An empty type for animatable data: a value with no animatable parts.
///
/// Mirrors SwiftUI's `EmptyAnimatableData`. It is the zero-dimensional vector space: every value
/// equals ``zero``, sums and scalings answer the same empty value, and its squared magnitude is 0.
/// An ``Animatable`` type whose data is empty does not animate.
@frozen
public struct EmptyAnimatableData: VectorArithmetic, Hashable, Sendable {
    /// Creates the empty value.
    @inlinable
    public init() {}

    /// The empty value, the only one there is.
    @inlinable
    public static var zero: EmptyAnimatableData { EmptyAnimatableData() }

    /// Adds two empty values: the result is empty.
    @inlinable
    public static func + (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData {
        EmptyAnimatableData()
    }

    /// Subtracts two empty values: the result is empty.
    @inlinable
    public static func - (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData {
        EmptyAnimatableData()
    }

    /// Scaling the empty value does nothing.
    ///
    /// - Parameter rhs: The factor, ignored.
    @inlinable
    public mutating func scale(by rhs: Double) {}

    /// Always 0: the empty value has no components.
    @inlinable
    public var magnitudeSquared: Double { 0 }
}
