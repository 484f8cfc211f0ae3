import Foundation

/// A key for accessing a piece of an animation's state.
///
/// Mirrors SwiftUI's `AnimationStateKey`: declare a key type with a default value, then read and
/// write ``AnimationState`` through it.
///
///     struct ElapsedKey: AnimationStateKey {
///         static var defaultValue: Double { 0 }
///     }
///     context.state[ElapsedKey.self] += 1
///
/// Animatic requires the value to be `Sendable` so animations can cross concurrency domains.
public protocol AnimationStateKey {
    /// The type of the stored value.
    associatedtype Value: Sendable

    /// The value read before any has been written.
    static var defaultValue: Value { get }
}
