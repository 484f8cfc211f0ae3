/// An ``ObservableObject`` a view is given, as SwiftUI's `@ObservedObject`: the view does not own
/// it, but every change it announces runs the view's body again, in the transaction in force. A new
/// object in a new value of the view is listened to from then on.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty, @unchecked Sendable {
    /// The object.
    public var wrappedValue: ObjectType

    /// Wraps an object.
    public init(wrappedValue: ObjectType) {
        self.wrappedValue = wrappedValue
    }

    /// Wraps an object.
    public init(initialValue: ObjectType) {
        wrappedValue = initialValue
    }

    /// Bindings to the object's properties: `$model.title`.
    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

    /// Makes bindings to an object's properties.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType

        /// A binding to one of the object's properties.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>)
            -> Binding<Subject>
        {
            let object = object
            return Binding(
                get: { object[keyPath: keyPath] },
                set: { value, transaction in
                    if let transaction {
                        withTransaction(transaction) { object[keyPath: keyPath] = value }
                    } else {
                        object[keyPath: keyPath] = value
                    }
                }, location: nil)
        }
    }

    /// Listens to the object. Not API.
    public func _makeStorage(_ property: _PropertyPlace) -> AnyObject? {
        let listener = _ObjectListener<ObjectType>(observation: property.observation, subtree: property.subtree)
        listener.listen(to: wrappedValue)
        return listener
    }

    /// Listens to this copy's object, which may be another than the last. Not API.
    public func _link(to storage: AnyObject?) {
        (storage as? _ObjectListener<ObjectType>)?.listen(to: wrappedValue)
    }
}

extension ObservedObject: _ObservableObjectHolder, _ViewComparable {
    /// Observed objects compare by identity.
    func _isEqual(to other: Any) -> Bool {
        (other as? ObservedObject<ObjectType>)?.wrappedValue === wrappedValue
    }
}
