/// Whether two values of a view are equal, as SwiftUI compares a view's new value with its old one
/// to decide whether its body must run again: field by field. Not API.
///
/// An `Equatable` field compares with `==`; a struct, tuple or enum compares field by field; a
/// class instance by identity; a closure never compares equal (a new closure is a new value, as in
/// SwiftUI, where a view holding a closure runs again whenever its parent does). Dynamic
/// properties compare by what they refer to (``State`` and ``Environment`` always equal, a
/// ``Binding`` by its source).
enum _StructuralEquality {
    /// Whether two values of one type are equal: the same answer as the boxed comparison, through
    /// the type's ``_FieldComparator``.
    static func areEqual<Value>(typed lhs: Value, _ rhs: Value) -> Bool {
        areEqual(lhs, rhs, comparator(of: lhs))
    }

    /// The comparator of `value`'s type, for a caller that compares many values of one type.
    static func comparator<Value>(of value: Value) -> _FieldComparator {
        // Found first with nothing captured: the closure that reflects the value, for a type seen
        // for the first time, would copy the value at every comparison.
        if let known = _FieldComparator.known(Value.self) { return known }
        return _FieldComparator.comparator(
            for: Value.self, isStruct: Mirror(reflecting: value).displayStyle == .struct)
    }

    /// Whether two values of one type are equal, through their type's comparator.
    static func areEqual<Value>(_ lhs: Value, _ rhs: Value, _ comparator: _FieldComparator) -> Bool {
        withUnsafePointer(to: lhs) { lhs in
            withUnsafePointer(to: rhs) { rhs in comparator.equal(UnsafeRawPointer(lhs), UnsafeRawPointer(rhs)) }
        }
    }

    static func areEqual(_ lhs: Any, _ rhs: Any) -> Bool {
        if let lhs = lhs as? any _ViewComparable { return lhs._isEqual(to: rhs) }
        if let lhs = lhs as? any Equatable { return isEqual(lhs, rhs) }
        guard type(of: lhs) == type(of: rhs) else { return false }
        let left = Mirror(reflecting: lhs)
        let right = Mirror(reflecting: rhs)
        switch left.displayStyle {
        case .class:
            return (lhs as AnyObject) === (rhs as AnyObject)
        case .enum:
            guard "\(caseName(lhs))" == "\(caseName(rhs))" else { return false }
            return childrenEqual(left, right)
        case .struct, .tuple, .optional, .collection, .dictionary, .set:
            return childrenEqual(left, right)
        default:
            // Functions and other opaque values: not comparable, so a change.
            return false
        }
    }

    private static func childrenEqual(_ left: Mirror, _ right: Mirror) -> Bool {
        let rightChildren = right.children.makeIterator()
        for child in left.children {
            guard let other = rightChildren.next(), areEqual(child.value, other.value) else { return false }
        }
        return rightChildren.next() == nil
    }

    private static func caseName(_ value: Any) -> String {
        Mirror(reflecting: value).children.first?.label ?? String(describing: value)
    }

    private static func isEqual<Value: Equatable>(_ lhs: Value, _ rhs: Any) -> Bool {
        guard let rhs = rhs as? Value else { return false }
        return lhs == rhs
    }
}
