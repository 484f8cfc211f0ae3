/// A namespace for the identifiers of `matchedGeometryEffect`, as SwiftUI's `@Namespace`: each view
/// place gets an identifier of its own, kept for as long as the place is there.
///
///     @Namespace private var hero
///
/// Identifiers are numbered in the order the places appear in the host, so two runs of a view give
/// the same ones. Reading one outside a view a host built answers a placeholder and warns, as a
/// `@State` does. Pass it to `matchedGeometryEffect(id:in:properties:anchor:isSource:)`.
@propertyWrapper
public struct Namespace: DynamicProperty, @unchecked Sendable {
    /// A namespace's identifier.
    public struct ID: Hashable, Sendable, CustomStringConvertible {
        let number: Int

        /// `Namespace.ID(1)`.
        public var description: String { "Namespace.ID(\(number))" }
    }

    private let box = _NamespaceBox()

    /// Creates the property.
    public init() {}

    /// The place's identifier.
    public var wrappedValue: ID {
        guard let id = box.id else {
            _ViewGraph.warnUnlinked("a @Namespace property")
            return ID(number: 0)
        }
        return id
    }

    /// Gives the place its identifier. Not API.
    public func _makeStorage(_ property: _PropertyPlace) -> AnyObject? {
        property.graph.lastNamespace += 1
        let box = _NamespaceBox()
        box.id = ID(number: property.graph.lastNamespace)
        return box
    }

    /// Connects this copy to its place's identifier. Not API.
    public func _link(to storage: AnyObject?) {
        box.id = (storage as? _NamespaceBox)?.id
    }
}

extension Namespace: _ViewComparable, CustomStringConvertible {
    /// Namespaces compare equal: the identifier belongs to the view's place.
    func _isEqual(to other: Any) -> Bool { other is Namespace }

    /// `Namespace()`.
    public var description: String { "Namespace()" }
}

/// Where a copy of a `@Namespace` finds its place's identifier. Not API.
final class _NamespaceBox {
    var id: Namespace.ID?
}
