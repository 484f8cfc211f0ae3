/// An ``ObservableObject`` that a view makes and owns, as SwiftUI's `@StateObject`: the object is
/// made once, when the view's place first appears, and kept for as long as the place is there.
///
///     struct Stopwatch: View {
///         @StateObject private var clock = Ticker()
///         var body: some View { Text("\(clock.seconds)") }
///     }
///
/// Every change the object announces runs the view's body again, in the transaction in force.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty, @unchecked Sendable {
    private let make: () -> ObjectType
    private let box = _ObjectBox<ObjectType>()

    /// Creates the property; `thunk` makes the object, once per place.
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        make = thunk
    }

    /// The object.
    public var wrappedValue: ObjectType {
        guard let object = box.listener?.object else {
            _ViewGraph.warnUnlinked("a @StateObject property (\(ObjectType.self))")
            return box.unlinked(make)
        }
        return object
    }

    /// Bindings to the object's properties: `$model.title`.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject<ObjectType>.Wrapper(object: wrappedValue)
    }

    /// Makes the object and listens to it. Not API.
    public func _makeStorage(_ property: _PropertyPlace) -> AnyObject? {
        let listener = _ObjectListener<ObjectType>(observation: property.observation, subtree: property.subtree)
        listener.listen(to: make())
        return listener
    }

    /// Connects this copy to its place's object. Not API.
    public func _link(to storage: AnyObject?) {
        box.listener = storage as? _ObjectListener<ObjectType>
    }
}

extension StateObject: _ObservableObjectHolder, _ViewComparable {
    /// State objects compare equal: the object belongs to the view's place.
    func _isEqual(to other: Any) -> Bool { other is StateObject<ObjectType> }
}

/// The place's listener a copy of a `@StateObject` or `@EnvironmentObject` is linked to. Not API.
final class _ObjectBox<Object: ObservableObject> {
    var listener: _ObjectListener<Object>?
    private var madeUnlinked: Object?

    /// The object made for reads outside an installed view: made once per copy.
    func unlinked(_ make: () -> Object) -> Object {
        if let madeUnlinked { return madeUnlinked }
        let object = make()
        madeUnlinked = object
        return object
    }
}
