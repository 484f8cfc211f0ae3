import Synchronization

/// The dynamic properties of a view type, found by reflecting over its stored properties once per
/// type, as SwiftUI finds them. Not API.
enum _DynamicProperties {
    /// The labels of `type`'s stored properties that are dynamic properties, in declaration order;
    /// `value` makes a value of the type, reflected the first time the type is seen (and made only
    /// then: a view's value can be costly to make, as a `ForEach` row's is).
    static func labels<Value>(of type: Value.Type, in value: () -> Value) -> [String] {
        let key = ObjectIdentifier(type)
        if let known = cache.withLock({ $0[key] }) { return known }
        let labels = Mirror(reflecting: value()).children.compactMap { child in
            child.value is any DynamicProperty ? child.label : nil
        }
        cache.withLock { $0[key] = labels }
        return labels
    }

    /// The dynamic properties of `value`, by label, for a type with some.
    static func properties<Value>(of value: Value) -> [(label: String, property: any DynamicProperty)] {
        Mirror(reflecting: value).children.compactMap { child in
            guard let label = child.label, let property = child.value as? any DynamicProperty else { return nil }
            return (label, property)
        }
    }

    /// The property's name as code writes it: `liked` for the storage `_liked`.
    static func propertyName(_ label: String) -> String {
        label.hasPrefix("_") ? String(label.dropFirst()) : label
    }

    private static let cache = Mutex<[ObjectIdentifier: [String]]>([:])
}
