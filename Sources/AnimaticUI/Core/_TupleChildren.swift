import Synchronization

/// What a ``TupleView`` type knows of its children's types: how to build each, and the node names
/// each makes. Made once per tuple type. Not API.
struct _TupleChildren: @unchecked Sendable {
    private(set) var makers: [(_GraphValue<any View>, _ViewInputs) -> _ViewOutputs] = []
    private(set) var collectors: [(inout [String: Int]) -> Void] = []

    /// Adds a child of type `Child`.
    mutating func append<Child: View>(_ type: Child.Type) {
        makers.append { view, inputs in Child._makeView(view: view.map { $0 as! Child }, inputs: inputs) }
        collectors.append { Child._collectNodeNames(into: &$0) }
    }

    /// The children of `type`, made by `make` the first time.
    static func of(_ type: Any.Type, make: () -> _TupleChildren) -> _TupleChildren {
        let key = ObjectIdentifier(type)
        if let known = cache.withLock({ $0[key] }) { return known }
        let made = make()
        cache.withLock { $0[key] = made }
        return made
    }

    /// The children of `type`, if a value of it was made.
    static func known(_ type: Any.Type) -> _TupleChildren? {
        cache.withLock { $0[ObjectIdentifier(type)] }
    }

    private static let cache = Mutex<[ObjectIdentifier: _TupleChildren]>([:])
}
