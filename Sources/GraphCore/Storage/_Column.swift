/// The storage of every node whose value type is `Value` (and equal in `isEquatable`).
@usableFromInline
final class _Column<Value>: _AnyColumn {
    /// The rule closures, one per slot; `nil` for inputs and free slots. Each box is retained once
    /// by the column.
    @exclusivity(unchecked) @usableFromInline var bodies: UnsafeMutablePointer<Unmanaged<_RuleBody<Value>>?>
    @exclusivity(unchecked) var capacity: Int
    @exclusivity(unchecked) var count = 0
    @exclusivity(unchecked) var freeSlots: [Int] = []

    @usableFromInline
    init(
        isEquatable: Bool, evaluate: @escaping (_AnyColumn, Int, Bool) -> Bool,
        replace: @escaping (_AnyColumn, Int, UnsafeMutableRawPointer) -> Bool
    ) {
        let box: (_AnyColumn, Int) -> Any = { column, slot in
            column.values.assumingMemoryBound(to: Value.self)[slot]
        }
        capacity = 16
        bodies = .allocate(capacity: capacity)
        let values = UnsafeMutableRawPointer(UnsafeMutablePointer<Value>.allocate(capacity: capacity))
        super.init(
            values: values, stride: MemoryLayout<Value>.stride, isEquatable: isEquatable,
            typeName: String(describing: Value.self), evaluate: evaluate, replace: replace, box: box,
            valueType: Value.self)
    }

    /// A column whose equal values cut propagation off.
    @inlinable
    static func makeEquatable() -> _Column<Value> where Value: Equatable {
        _Column(
            isEquatable: true,
            evaluate: { column, slot, isInitialized in
                let column = unsafeDowncast(column, to: _Column<Value>.self)
                let newValue = column.bodies[slot].unsafelyUnwrapped._withUnsafeGuaranteedRef { $0.body() }
                let pointer = column.values.assumingMemoryBound(to: Value.self) + slot
                if isInitialized {
                    if pointer.pointee == newValue { return false }
                    pointer.pointee = newValue
                } else {
                    pointer.initialize(to: newValue)
                }
                return true
            },
            replace: { column, slot, newValue in
                let pointer = column.values.assumingMemoryBound(to: Value.self) + slot
                let newValue = newValue.assumingMemoryBound(to: Value.self)
                if pointer.pointee == newValue.pointee { return false }
                pointer.pointee = newValue.pointee
                return true
            })
    }

    /// A column whose every write and evaluation counts as a change.
    @inlinable
    static func makeOpaque() -> _Column<Value> {
        _Column(
            isEquatable: false,
            evaluate: { column, slot, isInitialized in
                let column = unsafeDowncast(column, to: _Column<Value>.self)
                let newValue = column.bodies[slot].unsafelyUnwrapped._withUnsafeGuaranteedRef { $0.body() }
                let pointer = column.values.assumingMemoryBound(to: Value.self) + slot
                if isInitialized { pointer.pointee = newValue } else { pointer.initialize(to: newValue) }
                return true
            },
            replace: { column, slot, newValue in
                let pointer = column.values.assumingMemoryBound(to: Value.self) + slot
                pointer.pointee = newValue.assumingMemoryBound(to: Value.self).pointee
                return true
            })
    }

    @usableFromInline var typedValues: UnsafeMutablePointer<Value> { values.assumingMemoryBound(to: Value.self) }

    /// Takes a free slot for a rule, storing its closure; the value stays uninitialized.
    @usableFromInline
    func allocateRule(_ body: @escaping () -> Value) -> Int {
        let slot = takeSlot()
        (bodies + slot).initialize(to: Unmanaged.passRetained(_RuleBody(body)))
        return slot
    }

    /// Takes a free slot for an input, storing its value.
    @usableFromInline
    func allocateInput(_ value: Value) -> Int {
        let slot = takeSlot()
        (bodies + slot).initialize(to: nil)
        (typedValues + slot).initialize(to: value)
        return slot
    }

    private func takeSlot() -> Int {
        if let slot = freeSlots.popLast() { return slot }
        if count == capacity { reserve(capacity) }
        count += 1
        return count - 1
    }

    override func reserve(_ additional: Int) {
        guard count + additional > capacity else { return }
        let newCapacity = Swift.max(capacity * 2, count + additional)
        let newBodies = UnsafeMutablePointer<Unmanaged<_RuleBody<Value>>?>.allocate(capacity: newCapacity)
        let newValues = UnsafeMutablePointer<Value>.allocate(capacity: newCapacity)
        // Slots may be uninitialized (unevaluated rules, free slots): move the raw bytes, which is
        // what a move of any Swift value is.
        newBodies.moveInitialize(from: bodies, count: count)
        UnsafeMutableRawPointer(newValues).copyMemory(from: values, byteCount: count * MemoryLayout<Value>.stride)
        bodies.deallocate()
        values.deallocate()
        bodies = newBodies
        values = UnsafeMutableRawPointer(newValues)
        capacity = newCapacity
    }

    override func release(_ slot: Int, valueInitialized: Bool) {
        bodies[slot]?.release()
        bodies[slot] = nil
        if valueInitialized { (typedValues + slot).deinitialize(count: 1) }
        freeSlots.append(slot)
    }

    override func releaseAll(initializedSlots: [Int]) {
        var isFree = [Bool](repeating: false, count: count)
        for slot in freeSlots { isFree[slot] = true }
        for slot in 0..<count where !isFree[slot] {
            bodies[slot]?.release()
            bodies[slot] = nil
        }
        for slot in initializedSlots { (typedValues + slot).deinitialize(count: 1) }
        freeSlots = Array(0..<count)
    }

    deinit {
        bodies.deallocate()
        values.deallocate()
    }
}
