import Synchronization

/// An immutable open-addressing hash table from type identifiers to plans and their direct
/// layouts.
///
/// Plain memory: the table and its buffers are never freed, and it retains its plans for good.
internal struct _SynthesisPlanTable {
    /// The number of slots, a power of two at least twice the number of plans.
    private let mask: Int
    /// The number of bits to shift a hashed key right by to get a slot.
    private let shift: Int
    /// The key of each slot (a type's `ObjectIdentifier` bit pattern), or 0 if empty.
    private let keys: UnsafeMutablePointer<Int>
    /// The plan of each slot whose key is not 0.
    private let plans: UnsafeMutablePointer<Unmanaged<_SynthesisPlan>?>
    /// The direct layout of each slot's plan, beside it so that a lookup reads no plan.
    private let layouts: UnsafeMutablePointer<_SynthesisDirectLayout>

    /// Builds a table of the given plans, retaining them for good.
    init(_ entries: [(key: Int, plan: _SynthesisPlan)]) {
        var bits = 1
        while 1 << bits < entries.count * 2 { bits += 1 }
        let capacity = 1 << bits
        mask = capacity - 1
        shift = Int.bitWidth - bits
        keys = .allocate(capacity: capacity)
        keys.initialize(repeating: 0, count: capacity)
        plans = .allocate(capacity: capacity)
        plans.initialize(repeating: nil, count: capacity)
        layouts = .allocate(capacity: capacity)
        layouts.initialize(repeating: .general, count: capacity)
        for (key, plan) in entries {
            var slot = slot(for: key)
            while keys[slot] != 0 { slot = (slot &+ 1) & mask }
            keys[slot] = key
            plans[slot] = Unmanaged.passRetained(plan)
            layouts[slot] = plan.directLayout
        }
    }

    /// The first slot to probe for a key (Fibonacci hashing of the type's address).
    @inline(__always)
    private func slot(for key: Int) -> Int {
        Int(truncatingIfNeeded: (UInt(bitPattern: key) &* 0x9E37_79B9_7F4A_7C15) &>> UInt(truncatingIfNeeded: shift))
            & mask
    }

    /// The plan for a key, or `nil` if the table has none.
    @inline(__always)
    func plan(for key: Int) -> Unmanaged<_SynthesisPlan>? {
        var slot = slot(for: key)
        while true {
            let found = keys[slot]
            if found == key { return plans[slot] }
            if found == 0 { return nil }
            slot = (slot &+ 1) & mask
        }
    }

    /// The direct layout of the plan for a key, or ``_SynthesisDirectLayout/general`` if the table
    /// has no plan for it.
    @inline(__always)
    func directLayout(for key: Int) -> _SynthesisDirectLayout {
        var slot = slot(for: key)
        while true {
            let found = keys[slot]
            if found == key { return layouts[slot] }
            if found == 0 { return .general }
            slot = (slot &+ 1) & mask
        }
    }
}
