import Foundation

/// A type that describes how to animate a property of a view.
///
/// Mirrors SwiftUI's `Animatable`. Each frame of an animation, SwiftUI sets an interpolated
/// ``animatableData`` on a copy of the value and re-evaluates whatever reads it; Animatic's
/// animatable nodes do the same.
///
/// Two defaults match SwiftUI's:
/// - when ``AnimatableData`` is ``EmptyAnimatableData`` nothing animates: the getter answers
///   empty data and the setter does nothing;
/// - when the conforming type is itself ``VectorArithmetic``, it is its own data.
///
///     struct Counter: Animatable {
///         var value: Double
///         var animatableData: Double {
///             get { value }
///             set { value = newValue }
///         }
///     }
public protocol Animatable {
    /// The type defining the data to animate.
    associatedtype AnimatableData: VectorArithmetic = EmptyAnimatableData

    /// The data to animate.
    ///
    /// Reading it captures the animatable part of the value; writing it replaces that part and
    /// leaves everything else as it was.
    var animatableData: AnimatableData { get set }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
    /// Empty data: a type without animatable data does not animate.
    ///
    /// Mirrors SwiftUI: the getter answers ``EmptyAnimatableData`` and the setter ignores its value.
    public var animatableData: EmptyAnimatableData {
        @inlinable get { EmptyAnimatableData() }
        @inlinable set {}
    }
}

extension Animatable where Self: VectorArithmetic {
    /// The value itself: a ``VectorArithmetic`` type is its own animatable data, as in SwiftUI.
    public var animatableData: Self {
        @inlinable get { self }
        @inlinable set { self = newValue }
    }
}
