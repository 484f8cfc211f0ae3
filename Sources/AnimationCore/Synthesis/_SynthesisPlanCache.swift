import Synchronization

/// The synthesis plans built so far, one per type, so reflection runs once per type.
///
/// Two levels:
/// - the authoritative dictionary of plans and errors, behind a `Mutex`. Plans are built outside
///   the lock (building one may build the plans of nested types) and published under it; when two
///   threads race to build the same type's plan, the first one published wins and both use it.
///   Errors are cached too, so a type that cannot be synthesized reports the same error every time
///   without reflecting again;
/// - for the frame loop, a lock-free lookup: an immutable open-addressing table of every plan,
///   republished (as a whole new table) under the lock after each new plan and read with one
///   acquiring atomic load. Tables and plans are never freed, so a reader holding an older table
///   is always safe; the tables of n types take O(n) memory in all.
internal enum _SynthesisPlanCache {
    /// The state behind the lock.
    private struct State {
        /// The plans and errors by type.
        var results: [ObjectIdentifier: Result<_SynthesisPlan, AnimatableSynthesisError>] = [:]
        /// Every lookup table ever published, kept alive for readers of older ones.
        var tables: [_SynthesisPlanTable] = []
    }

    /// The authoritative cache.
    private static let state = Mutex(State())

    /// The address of the newest lookup table, or 0 before the first plan.
    private static let published = Atomic<Int>(0)

    /// Calls `body` with the plan of a type, building the plan on first use; traps with the
    /// synthesis error's message if the type has none.
    ///
    /// - Complexity: O(1) and lock-free once the type's plan is built.
    @inline(__always)
    static func withPlan<Root, Result>(for type: Root.Type, _ body: (_SynthesisPlan) -> Result) -> Result {
        let key = Int(bitPattern: ObjectIdentifier(type))
        let address = published.load(ordering: .acquiring)
        if address != 0 {
            let table = Unmanaged<_SynthesisPlanTable>.fromOpaque(UnsafeRawPointer(bitPattern: address)!)
            if let plan = table._withUnsafeGuaranteedRef({ $0.plan(for: key) }) {
                return plan._withUnsafeGuaranteedRef(body)
            }
        }
        switch result(for: type) {
        case .success(let plan):
            return body(plan)
        case .failure(let error):
            preconditionFailure(error.description)
        }
    }

    /// The plan of a type, or the error that prevents one, building it on first use.
    ///
    /// - Complexity: O(1) once the type's plan is built (under the lock).
    static func result<Root>(for type: Root.Type) -> Result<_SynthesisPlan, AnimatableSynthesisError> {
        let key = ObjectIdentifier(type)
        if let cached = state.withLock({ $0.results[key] }) {
            return cached
        }
        let built = _SynthesisPlanBuilder.build(type)
        return state.withLock { state in
            if let published = state.results[key] { return published }
            state.results[key] = built
            if case .success = built {
                let plans = state.results.compactMap { key, result in
                    (try? result.get()).map { (Int(bitPattern: key), $0) }
                }
                let table = _SynthesisPlanTable(plans)
                state.tables.append(table)
                published.store(Int(bitPattern: Unmanaged.passUnretained(table).toOpaque()), ordering: .releasing)
            }
            return built
        }
    }
}

/// An immutable open-addressing hash table from type identifiers to plans.
internal final class _SynthesisPlanTable: @unchecked Sendable {
    /// The number of slots, a power of two at least twice the number of plans.
    private let mask: Int
    /// The number of bits to shift a hashed key right by to get a slot.
    private let shift: Int
    /// The key of each slot (a type's `ObjectIdentifier` bit pattern), or 0 if empty.
    private let keys: UnsafeMutablePointer<Int>
    /// The plan of each slot whose key is not 0.
    private let plans: UnsafeMutablePointer<Unmanaged<_SynthesisPlan>?>

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
        for (key, plan) in entries {
            var slot = slot(for: key)
            while keys[slot] != 0 { slot = (slot + 1) & mask }
            keys[slot] = key
            plans[slot] = Unmanaged.passRetained(plan)
        }
    }

    /// The first slot to probe for a key (Fibonacci hashing of the type's address).
    @inline(__always)
    private func slot(for key: Int) -> Int {
        Int(truncatingIfNeeded: (UInt(bitPattern: key) &* 0x9E37_79B9_7F4A_7C15) >> UInt(shift)) & mask
    }

    /// The plan for a key, or `nil` if the table has none.
    @inline(__always)
    func plan(for key: Int) -> Unmanaged<_SynthesisPlan>? {
        var slot = slot(for: key)
        while true {
            let found = keys[slot]
            if found == key { return plans[slot] }
            if found == 0 { return nil }
            slot = (slot + 1) & mask
        }
    }
}
