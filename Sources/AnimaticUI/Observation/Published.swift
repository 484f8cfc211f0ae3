/// A property of an ``ObservableObject`` that announces its changes, as Combine's `@Published`:
/// setting it sends the object's ``ObservableObject/objectWillChange`` first, even when the value is
/// equal, as Combine does.
@propertyWrapper
public struct Published<Value> {
    private var value: Value

    /// Creates the property with its first value.
    public init(wrappedValue: Value) {
        value = wrappedValue
    }

    /// Only an ``ObservableObject``'s `@Published` property can be used: the value goes through the
    /// object, which announces each change.
    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError() }
        set { fatalError() }
    }

    /// Reads and writes the property through its object, announcing each write. Not API.
    public static subscript<Object: ObservableObject>(
        _enclosingInstance object: Object, wrapped wrappedKeyPath: ReferenceWritableKeyPath<Object, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<Object, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].value }
        set {
            object.objectWillChange.send()
            object[keyPath: storageKeyPath].value = newValue
        }
    }
}
