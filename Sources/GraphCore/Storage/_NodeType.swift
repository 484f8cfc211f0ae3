/// Builds the `_AnyNodeType` of a value type; `@inlinable`, so the closures are specialized in
/// the module that first creates a node of the type.
@usableFromInline
enum _NodeType<Value> {
    /// The type table for an `Equatable` value: an equal result or write changes nothing.
    @inlinable
    static func equatable() -> _AnyNodeType where Value: Equatable {
        _AnyNodeType(
            of: Value.self, isEquatable: true,
            evaluate: { storage, isInitialized in
                let value = storage.assumingMemoryBound(to: Value.self)
                let newValue = _RuleClosure.call(_RuleClosure<Value>.of(storage).pointee)
                if !isInitialized {
                    value.initialize(to: newValue)
                    return true
                }
                if value.pointee == newValue { return false }
                value.pointee = newValue
                return true
            },
            replace: { storage, newValue in
                let value = storage.assumingMemoryBound(to: Value.self)
                let newValue = newValue.assumingMemoryBound(to: Value.self)
                if value.pointee == newValue.pointee { return false }
                value.pointee = newValue.pointee
                return true
            },
            box: boxValue(), destroy: destroySlot())
    }

    /// The type table for a value that is not `Equatable`: every result and write is a change.
    @inlinable
    static func opaque() -> _AnyNodeType {
        _AnyNodeType(
            of: Value.self, isEquatable: false,
            evaluate: { storage, isInitialized in
                let value = storage.assumingMemoryBound(to: Value.self)
                let newValue = _RuleClosure.call(_RuleClosure<Value>.of(storage).pointee)
                if isInitialized {
                    value.pointee = newValue
                } else {
                    value.initialize(to: newValue)
                }
                return true
            },
            replace: { storage, newValue in
                storage.assumingMemoryBound(to: Value.self).pointee =
                    newValue.assumingMemoryBound(to: Value.self).pointee
                return true
            },
            box: boxValue(), destroy: destroySlot())
    }

    /// Boxes the value `storage` points to.
    @inlinable
    static func boxValue() -> (UnsafeMutableRawPointer) -> Any {
        { storage in storage.assumingMemoryBound(to: Value.self).pointee }
    }

    /// Deinitializes a slot: `(value, isRule, isInitialized)`.
    @inlinable
    static func destroySlot() -> (UnsafeMutableRawPointer, Bool, Bool) -> Void {
        { storage, isRule, isInitialized in
            if isInitialized { storage.assumingMemoryBound(to: Value.self).deinitialize(count: 1) }
            if isRule { _RuleClosure<Value>.of(storage).deinitialize(count: 1) }
        }
    }

    /// A slot for a new input, holding `value`.
    @inlinable
    static func makeInput(_ value: Value, in type: _AnyNodeType) -> UnsafeMutableRawPointer {
        let storage = type.inputSlab.allocate()
        storage.initializeMemory(as: Value.self, to: value)
        return storage
    }

    /// A slot for a new rule, holding `body` and no value yet.
    @inlinable
    static func makeRule(_ body: @escaping () -> Value, in type: _AnyNodeType) -> UnsafeMutableRawPointer {
        let storage = type.ruleSlab.allocate()
        (storage - MemoryLayout<_RuleClosure<Value>>.stride).bindMemory(to: _RuleClosure<Value>.self, capacity: 1)
            .initialize(to: _RuleClosure(body))
        storage.bindMemory(to: Value.self, capacity: 1)
        return storage
    }
}
