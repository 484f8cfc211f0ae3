import Observation

/// Where the environment keeps a model by its type, for `.environment(_:)` with an `@Observable`
/// object and `.environmentObject(_:)`. Not API.
struct _EnvironmentObjectKey<Object: AnyObject>: EnvironmentKey {
    static var defaultValue: Object? { nil }
}

/// The index of the environment's subscript for a model of type `Object`: a key path to it names
/// the type. Not API.
struct _EnvironmentObjectIndex<Object: AnyObject>: Hashable {}

extension EnvironmentValues {
    /// The model of type `Object` set above, if any.
    subscript<Object: AnyObject>(_object index: _EnvironmentObjectIndex<Object>) -> Object? {
        get { self[_EnvironmentObjectKey<Object>.self] }
        set { self[_EnvironmentObjectKey<Object>.self] = newValue }
    }
}

extension View {
    /// Puts an `@Observable` model in the environment of this view and the views below it, by its
    /// type, as SwiftUI's `environment(_:)`: `@Environment(Model.self)` reads it.
    ///
    /// - Parameter object: The model; `nil` removes one set above.
    /// - Returns: The view with the model in its environment.
    public func environment<Object: AnyObject & Observable>(_ object: Object?) -> ModifiedContent<
        Self, _EnvironmentWriter<Object?>
    > {
        modifier(
            _EnvironmentWriter(keyPath: \EnvironmentValues.[_object: _EnvironmentObjectIndex<Object>()], value: object))
    }

    /// Puts an ``ObservableObject`` in the environment of this view and the views below it, as
    /// SwiftUI's `environmentObject(_:)`: `@EnvironmentObject` reads it.
    ///
    /// - Parameter object: The object.
    /// - Returns: The view with the object in its environment.
    public func environmentObject<Object: ObservableObject>(_ object: Object) -> ModifiedContent<
        Self, _EnvironmentWriter<Object?>
    > {
        modifier(
            _EnvironmentWriter(keyPath: \EnvironmentValues.[_object: _EnvironmentObjectIndex<Object>()], value: object))
    }
}
