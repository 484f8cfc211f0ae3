/// A reference to a value that another view owns, as SwiftUI's `@Binding`: `$liked` passes a
/// ``State`` down to a child that reads and writes it.
///
/// A body that reads a binding depends on its source: it runs again when the source changes.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value>: DynamicProperty, @unchecked Sendable {
    private let getValue: () -> Value
    private let setValue: (Value, Transaction?) -> Void
    /// What the binding refers to, so that two bindings to the same source compare equal.
    private let location: AnyObject?
    /// The transaction writes through this binding carry, if it has one.
    private let transaction: Transaction?

    init(
        get: @escaping () -> Value, set: @escaping (Value, Transaction?) -> Void, location: AnyObject?,
        transaction: Transaction? = nil
    ) {
        getValue = get
        setValue = set
        self.location = location
        self.transaction = transaction
    }

    /// Creates a binding from a getter and a setter.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.init(get: get, set: { value, _ in set(value) }, location: nil)
    }

    /// Creates a binding from a getter and a setter that receives the write's transaction.
    public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
        self.init(get: get, set: { value, transaction in set(value, transaction ?? Transaction()) }, location: nil)
    }

    /// Creates a binding from another binding (the `@Binding` initializer).
    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    /// A binding to a value that never changes; writes are ignored.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _, _ in }, location: nil)
    }

    /// The source's value. Setting it writes the source.
    public var wrappedValue: Value {
        get { getValue() }
        nonmutating set { setValue(newValue, transaction) }
    }

    /// The binding itself: `$isOn` passes it on.
    public var projectedValue: Binding<Value> { self }

    /// A binding to a property of the value.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let getValue = getValue
        let setValue = setValue
        return Binding<Subject>(
            get: { getValue()[keyPath: keyPath] },
            set: { subject, transaction in
                var value = getValue()
                value[keyPath: keyPath] = subject
                setValue(value, transaction)
            },
            location: location, transaction: transaction)
    }

    /// A binding whose writes animate with `animation`, as SwiftUI's `Binding.animation(_:)`.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        transaction(Transaction(animation: animation))
    }

    /// A binding whose writes carry `transaction`.
    public func transaction(_ transaction: Transaction) -> Binding<Value> {
        Binding(get: getValue, set: setValue, location: location, transaction: transaction)
    }
}

extension Binding: _ViewComparable {
    /// Two bindings to the same state compare equal: what the child reads of it is a dependency of
    /// its own. Bindings made from closures never compare equal, as closures cannot be compared.
    func _isEqual(to other: Any) -> Bool {
        guard let other = other as? Binding<Value>, let location, let otherLocation = other.location else {
            return false
        }
        return location === otherLocation
    }
}

extension Binding: CustomStringConvertible {
    /// `Binding<Int>`: the type only. A trace describes the values it keeps when it is printed,
    /// perhaps long after the frame, and a binding's value is its source's value *now* (its state
    /// may even be gone with its view), so the binding's value is not part of the view's value;
    /// the source's node shows it.
    public var description: String { "Binding<\(Value.self)>" }
}
