import Foundation

/// The per-animation state of a running custom animation.
///
/// Mirrors SwiftUI's `AnimationState`: a small typed dictionary, keyed by ``AnimationStateKey``
/// types, that lives in an ``AnimationContext`` for as long as its animation runs (and moves to
/// the animation that merges into it).
public struct AnimationState<Value: VectorArithmetic>: Sendable {
    @usableFromInline internal var _storage: [ObjectIdentifier: any Sendable]

    /// Creates an empty state.
    @inlinable public init() {
        _storage = [:]
    }

    /// Accesses the state stored under a key, or the key's default value if none is stored.
    ///
    /// - Parameter key: The key type.
    @inlinable public subscript<K: AnimationStateKey>(key: K.Type) -> K.Value {
        get { (_storage[ObjectIdentifier(key)] as? K.Value) ?? K.defaultValue }
        set { _storage[ObjectIdentifier(key)] = newValue }
    }
}
