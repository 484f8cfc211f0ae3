/// A handle to an input node of a ``DependencyGraph``: a value set from outside the graph.
///
/// Reading ``value`` inside a rule records a dependency on the input; setting it invalidates every
/// rule that depends on it (unless the value is `Equatable` and equal to the current one).
public struct Input<Value> {
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

    /// Runs `body` without recording dependencies for the reads it makes, even inside a rule, as
    /// ``DependencyGraph/withoutDependencies(_:)`` does: for code that holds this handle rather
    /// than the graph (a rule must not capture its graph).
    public func withoutDependencies<T>(_ body: () throws -> T) rethrows -> T {
        try storage.withoutDependencies(body)
    }

    /// Sets the input's value, with the cause the change carries down the graph.
    ///
    /// Setting ``value`` is the same with ``ChangeCause/none``. The input's cause becomes `cause`
    /// whether or not the value changed: the latest write is what the input came from.
    ///
    /// - Parameters:
    ///   - newValue: The new value.
    ///   - cause: What the write came from, numbered by the caller; later writes have larger causes.
    @inlinable
    public func set(_ newValue: Value, cause: ChangeCause) {
        var newValue = newValue
        withUnsafeMutablePointer(to: &newValue) {
            storage.write(index, UnsafeMutableRawPointer($0), cause: cause.rawValue)
        }
    }

    /// The input's value. Setting it from inside a rule is an error: rules must be pure.
    @inlinable
    public var value: Value {
        @inline(__always) get {
            storage.readValue(index, as: Value.self)
        }
        nonmutating set {
            var newValue = newValue
            withUnsafeMutablePointer(to: &newValue) { storage.write(index, UnsafeMutableRawPointer($0)) }
        }
    }
}
