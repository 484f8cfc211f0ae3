/// An ``ObservableObject`` a view reads from its environment, as SwiftUI's `@EnvironmentObject`:
/// set above with `.environmentObject(_:)`. Every change the object announces runs the view's body
/// again. Reading it where no view above set one stops with what to add, as SwiftUI does.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty, @unchecked Sendable {
    private let node = _EnvironmentObjectNode<ObjectType>()

    /// Creates the property.
    public init() {}

    /// The object.
    public var wrappedValue: ObjectType {
        guard let read = node.read else {
            preconditionFailure(
                "An @EnvironmentObject of type \(ObjectType.self) was read outside a view that a ViewHost built. "
                    + "Read it in the view's body or its actions.")
        }
        return read()
    }

    /// Bindings to the object's properties: `$model.title`.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject<ObjectType>.Wrapper(object: wrappedValue)
    }

    /// Makes the node that reads the object from the environment, and the listener. Not API.
    public func _makeStorage(_ property: _PropertyPlace) -> AnyObject? {
        let environment = property.environment
        let name = property.name
        let read = property.graph.graph.rule(name: name) { () -> _ViewValue<ObjectType> in
            guard let object = environment.read()[_object: _EnvironmentObjectIndex<ObjectType>()] else {
                preconditionFailure(
                    "\(name): no ObservableObject of type \(ObjectType.self) found. Add "
                        + ".environmentObject(_:) with a \(ObjectType.self) to a view above this one.")
            }
            return _ViewValue(object)
        }
        property.graph.graph.markViewInternal(read.id)
        property.add(read.id)
        let listener = _ObjectListener<ObjectType>(observation: property.observation, subtree: property.subtree)
        return _EnvironmentObjectStorage(read: { read.value.value }, listener: listener)
    }

    /// Connects this copy to its place's node, and listens to the object it reads. Not API.
    public func _link(to storage: AnyObject?) {
        guard let storage = storage as? _EnvironmentObjectStorage<ObjectType> else { return }
        node.read = storage.read
        storage.listener.listen(to: storage.read())
    }
}

extension EnvironmentObject: _ObservableObjectHolder, _ViewComparable {
    /// Environment objects compare equal: what the view reads is a node of its own.
    func _isEqual(to other: Any) -> Bool { other is EnvironmentObject<ObjectType> }
}

/// What a copy of an `@EnvironmentObject` reads through, once linked. Not API.
final class _EnvironmentObjectNode<Object: ObservableObject> {
    var read: (() -> Object)?
}

/// The storage of an `@EnvironmentObject` at its view's place. Not API.
final class _EnvironmentObjectStorage<Object: ObservableObject> {
    let read: () -> Object
    let listener: _ObjectListener<Object>

    init(read: @escaping () -> Object, listener: _ObjectListener<Object>) {
        self.read = read
        self.listener = listener
    }
}
