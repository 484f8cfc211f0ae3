import Foundation

/// A type-erased, immutable ``VectorArithmetic`` value: an opaque component of
/// ``SynthesizedAnimatableData``.
///
/// Synthesis keeps whole the data of a property whose type it cannot take apart into `Double`s
/// (a ``VectorArithmetic`` type of the user's own, ``AnimatableValues``): the box combines such
/// values with their own operators. Subclasses are immutable, so sharing them across threads is
/// safe as long as the boxed values are values (``VectorArithmetic`` types are in practice).
internal class _AnyVectorBox: @unchecked Sendable, CustomStringConvertible {
    /// The sum of this value and another of the same type.
    func adding(_ other: _AnyVectorBox) -> _AnyVectorBox { fatalError("abstract") }

    /// The difference of this value and another of the same type.
    func subtracting(_ other: _AnyVectorBox) -> _AnyVectorBox { fatalError("abstract") }

    /// Zero minus this value.
    func negated() -> _AnyVectorBox { fatalError("abstract") }

    /// This value scaled by a factor.
    func scaled(by factor: Double) -> _AnyVectorBox { fatalError("abstract") }

    /// The boxed value's squared magnitude.
    var magnitudeSquared: Double { fatalError("abstract") }

    /// Whether the boxed value equals its type's zero.
    var isZero: Bool { fatalError("abstract") }

    /// Whether this value equals another of the same type.
    func isEqual(to other: _AnyVectorBox) -> Bool { fatalError("abstract") }

    /// The boxed value's description.
    var description: String { fatalError("abstract") }
}
