import Foundation

/// A type with values that support addition and scalar multiplication.
///
/// Mirrors SwiftUI's `VectorArithmetic`: it refines `AdditiveArithmetic` (`+`, `-`, `zero`,
/// `Equatable`) and adds scaling by a `Double` and the squared magnitude (the dot product of a
/// value with itself). Every animation in SwiftUI, and in Animatic, interpolates values of a
/// `VectorArithmetic` type: an animation receives the difference between the target and the start
/// (the *delta*) and answers the offset from the start at a given time.
///
///     var velocity = 3.0
///     velocity.scale(by: 2)             // 6
///     velocity.magnitudeSquared         // 36
///     0.0.interpolated(towards: 10, amount: 0.25)   // 2.5
///
/// Conforming types must obey the laws of a real vector space: addition is associative and
/// commutative with `zero` as its identity, `scale(by: 1)` changes nothing, and scaling
/// distributes over addition.
public protocol VectorArithmetic: AdditiveArithmetic {
    /// Multiplies each component of this value by the given factor.
    ///
    /// Mirrors `VectorArithmetic.scale(by:)` in SwiftUI.
    ///
    /// - Parameter rhs: The factor to multiply each component by.
    mutating func scale(by rhs: Double)

    /// The dot product of this value with itself.
    ///
    /// Mirrors `VectorArithmetic.magnitudeSquared` in SwiftUI. Animations use it to measure how
    /// far a value is from its target, for example to decide when a spring has settled.
    var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
    /// Returns this value with each component multiplied by the given factor.
    ///
    /// Mirrors SwiftUI's `VectorArithmetic.scaled(by:)`.
    ///
    /// - Parameter rhs: The factor to multiply each component by.
    /// - Returns: A scaled copy of this value.
    @inlinable @inline(__always)
    public func scaled(by rhs: Double) -> Self {
        var result = self
        result.scale(by: rhs)
        return result
    }

    /// Returns the value a given fraction of the way from this value towards another.
    ///
    /// Mirrors SwiftUI's `VectorArithmetic.interpolated(towards:amount:)`, which computes
    /// `self + (other - self) * amount`. An amount of 0 answers `self`, 1 answers `other`;
    /// amounts outside `0...1` extrapolate.
    ///
    /// - Parameters:
    ///   - other: The value to interpolate towards.
    ///   - amount: The fraction of the way to go.
    /// - Returns: The interpolated value.
    @inlinable
    public func interpolated(towards other: Self, amount: Double) -> Self {
        self + (other - self).scaled(by: amount)
    }
}

extension VectorArithmetic {
    /// Whether every component of this value is a finite number (neither NaN nor infinite).
    ///
    /// `value - value` is zero exactly when every component is finite: an infinite component
    /// gives NaN, and NaN stays NaN, so the squared magnitude of the difference is then NaN.
    @usableFromInline
    internal var _isFinite: Bool {
        (self - self).magnitudeSquared == 0
    }

    /// Whether any component of this value is NaN.
    @usableFromInline
    internal var _containsNaN: Bool {
        magnitudeSquared.isNaN
    }
}
