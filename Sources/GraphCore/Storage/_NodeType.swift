/// A value type's slot layout and the `_AnyNodeType` of its nodes; `@inlinable`, so the closures are
/// specialized in the module that first creates a node of the type.
///
/// A node's slot (`_SlotArena`) starts with its value, at offset 0 whatever the node is, so every
/// reader loads it at the slot's address. A rule's closure follows, as a `_RuleBody`, at
/// `bodyOffset`; until the rule first runs, the value's bytes are uninitialized.
@usableFromInline
enum _NodeType<Value> {
    /// Where a rule's closure is in its slot: after the value, at the closure's alignment.
    @inlinable
    static var bodyOffset: Int {
        @inline(__always) get {
            let alignment = MemoryLayout<_RuleBody<Value>>.alignment
            return (MemoryLayout<Value>.size + alignment - 1) & ~(alignment - 1)
        }
    }

    /// A rule's slot size: the value and the closure. Never less than the closure's 16 bytes, so a
    /// held report can load the first 8 bytes of any rule's slot, whatever its value (see
    /// `_HeldEvaluation`).
    @inlinable
    static var ruleSlotSize: Int {
        @inline(__always) get { bodyOffset + MemoryLayout<_RuleBody<Value>>.size }
    }

    /// An input's slot size: the value alone.
    @inlinable
    static var inputSlotSize: Int {
        @inline(__always) get { MemoryLayout<Value>.size }
    }

    /// The alignment of either slot.
    @inlinable
    static var slotAlignment: Int {
        @inline(__always) get { max(MemoryLayout<Value>.alignment, MemoryLayout<_RuleBody<Value>>.alignment) }
    }

    /// The value in a slot.
    @inlinable @inline(__always)
    static func value(_ slot: UnsafeMutableRawPointer) -> UnsafeMutablePointer<Value> {
        slot.assumingMemoryBound(to: Value.self)
    }

    /// The closure in a rule's slot.
    @inlinable @inline(__always)
    static func body(_ slot: UnsafeMutableRawPointer) -> UnsafeMutablePointer<_RuleBody<Value>> {
        (slot + bodyOffset).assumingMemoryBound(to: _RuleBody<Value>.self)
    }

    /// The type table for an `Equatable` value: an equal result or write changes nothing.
    @inlinable
    static func equatable() -> _AnyNodeType where Value: Equatable {
        _AnyNodeType(
            isEquatable: true, valueType: Value.self, layout: layout,
            evaluate: { slot, isInitialized in
                if isInitialized { return reevaluate(slot) }
                value(slot).initialize(to: _RuleBody.run(body(slot)))
                return true
            },
            reevaluate: { slot in reevaluate(slot) },
            replace: { slot, newValue in
                let newValue = newValue.assumingMemoryBound(to: Value.self)
                let value = value(slot)
                if value.pointee == newValue.pointee { return false }
                value.pointee = newValue.pointee
                return true
            },
            box: boxValue(), deinitialize: deinitializeSlot())
    }

    /// Runs a rule that has run before and stores its value unless it is equal to the last:
    /// returns whether it changed.
    @inlinable @inline(__always)
    static func reevaluate(_ slot: UnsafeMutableRawPointer) -> Bool where Value: Equatable {
        let newValue = _RuleBody.run(body(slot))
        let value = value(slot)
        if value.pointee == newValue { return false }
        value.pointee = newValue
        return true
    }

    /// The type table for a value that is not `Equatable`: every result and write is a change.
    @inlinable
    static func opaque() -> _AnyNodeType {
        _AnyNodeType(
            isEquatable: false, valueType: Value.self, layout: layout,
            evaluate: { slot, isInitialized in
                let newValue = _RuleBody.run(body(slot))
                if isInitialized {
                    value(slot).pointee = newValue
                } else {
                    value(slot).initialize(to: newValue)
                }
                return true
            },
            reevaluate: { slot in
                value(slot).pointee = _RuleBody.run(body(slot))
                return true
            },
            replace: { slot, newValue in
                value(slot).pointee = newValue.assumingMemoryBound(to: Value.self).pointee
                return true
            },
            box: boxValue(), deinitialize: deinitializeSlot())
    }

    /// The sizes and alignment of the type's slots.
    @inlinable
    static var layout: _AnyNodeType.SlotLayout {
        _AnyNodeType.SlotLayout(rule: ruleSlotSize, input: inputSlotSize, alignment: slotAlignment)
    }

    /// Puts a new input's value in a slot of its own.
    @inlinable
    static func inputSlot(_ initialValue: Value, in storage: _GraphStorage) -> UnsafeMutableRawPointer {
        let slot = storage.allocateSlot(size: inputSlotSize, alignment: slotAlignment)
        value(slot).initialize(to: initialValue)
        return slot
    }

    /// Puts a new rule's closure in a slot of its own, with room before it for the value.
    @inlinable
    static func ruleSlot(_ closure: @escaping () -> Value, in storage: _GraphStorage) -> UnsafeMutableRawPointer {
        let slot = storage.allocateSlot(size: ruleSlotSize, alignment: slotAlignment)
        body(slot).initialize(to: _RuleBody(closure))
        return slot
    }

    /// Boxes the value of the node whose slot is given.
    @inlinable
    static func boxValue() -> (UnsafeMutableRawPointer) -> Any {
        { slot in value(slot).pointee }
    }

    /// Deinitializes a node's slot: `(slot, isRule, isInitialized)`; its memory stays the arena's.
    @inlinable
    static func deinitializeSlot() -> (UnsafeMutableRawPointer, Bool, Bool) -> Void {
        { slot, isRule, isInitialized in
            if isRule { body(slot).deinitialize(count: 1) }
            if isInitialized { value(slot).deinitialize(count: 1) }
        }
    }
}
