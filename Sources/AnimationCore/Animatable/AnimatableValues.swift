import Foundation

/// Any number of animatable values, which together are animatable.
///
/// Mirrors SwiftUI's `AnimatableValues` (2025 releases): a parameter pack of
/// ``VectorArithmetic`` values that is itself a vector, so a type with several animated
/// properties can answer them at once instead of nesting ``AnimatablePair``s.
///
///     struct WaveShape: Animatable {
///         var amplitude: CGFloat
///         var phase: CGFloat
///         var animatableData: AnimatableValues<CGFloat, CGFloat> {
///             get { AnimatableValues(amplitude, phase) }
///             set { (amplitude, phase) = newValue.value }
///         }
///     }
///
/// All vector operations act component-wise; the squared magnitude is the sum of the components'.
public struct AnimatableValues<each Value: VectorArithmetic>: VectorArithmetic {
    /// The values, as a tuple.
    public var value: (repeat each Value)

    /// Creates animatable values from the given components.
    ///
    /// - Parameter value: The components, in order.
    @inlinable
    public init(_ value: repeat each Value) {
        self.value = (repeat each value)
    }

    /// The values whose every component is zero.
    @inlinable
    public static var zero: Self {
        Self(repeat (each Value).zero)
    }

    /// Adds two sets of values component-wise.
    @inlinable
    public static func + (lhs: Self, rhs: Self) -> Self {
        Self(repeat (each lhs.value) + (each rhs.value))
    }

    /// Subtracts two sets of values component-wise.
    @inlinable
    public static func - (lhs: Self, rhs: Self) -> Self {
        Self(repeat (each lhs.value) - (each rhs.value))
    }

    /// Whether two sets of values are equal in every component.
    @inlinable
    public static func == (lhs: Self, rhs: Self) -> Bool {
        for (left, right) in repeat (each lhs.value, each rhs.value) {
            if left != right { return false }
        }
        return true
    }

    /// Scales every component by the given factor.
    ///
    /// - Parameter rhs: The factor.
    @inlinable
    public mutating func scale(by rhs: Double) {
        value = (repeat (each value).scaled(by: rhs))
    }

    /// The sum of every component's squared magnitude.
    @inlinable
    public var magnitudeSquared: Double {
        var sum = 0.0
        for component in repeat each value {
            sum += component.magnitudeSquared
        }
        return sum
    }
}

extension AnimatableValues: @unchecked Sendable where repeat each Value: Sendable {}

extension AnimatableValues: Animatable {
    /// The values are their own animatable data.
    public typealias AnimatableData = Self
}

extension AnimatableValues: CustomStringConvertible {
    /// A textual representation of the values, `AnimatableValues(a, b, ...)`.
    public var description: String {
        var parts: [String] = []
        for component in repeat each value {
            parts.append("\(component)")
        }
        return "AnimatableValues(\(parts.joined(separator: ", ")))"
    }
}
