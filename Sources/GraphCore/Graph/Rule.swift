/// A handle to a rule node of a ``DependencyGraph``: a value computed from other nodes.
///
/// Reading ``value`` brings the rule up to date first; inside another rule, it also records a
/// dependency on this one.
public struct Rule<Value> {
    @usableFromInline let storage: _GraphStorage
    @usableFromInline let index: UInt32

    @usableFromInline
    init(storage: _GraphStorage, index: UInt32) {
        self.storage = storage
        self.index = index
    }

    /// The node's identifier.
    @inlinable public var id: NodeID { NodeID(rawValue: index) }

    /// The node's name.
    public var name: String { storage.name(index) }

    /// The rule's up-to-date value.
    @inlinable
    public var value: Value {
        @inline(__always) get {
            storage.readValue(index, as: Value.self)
        }
    }
}
